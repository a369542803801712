import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { GENERIC_ERRORS } from "../../core/messages";

/**
 * zod's parse can throw (not return an issue) on hostile shapes, e.g. an object whose `toString` is not a
 * function where a string is expected. Any such throw is a malformed request: answer it as a validation
 * failure (400) for every route, never as a 500.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  // A request without a body is judged as an empty object, so a missing body names the missing fields (as the
  // handlers' own parsing did before the routes declared `schema.body` again, D92).
  const isBody = (route as { httpPart?: string }).httpPart === "body";
  return (data: unknown) => {
    try {
      return validate(isBody && data === undefined ? {} : data);
    } catch {
      const error: FastifySchemaValidationError[] = [
        {
          [Symbol.for("ZodFastifySchemaValidationError")]: true,
          keyword: "custom",
          instancePath: "",
          schemaPath: "#",
          message: GENERIC_ERRORS.validation,
          params: {},
        },
      ];
      return { error };
    }
  };
};
