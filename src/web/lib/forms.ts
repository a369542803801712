import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "./api";

/**
 * The zod resolver over a route's own body schema when what the form holds is not yet the body (D381): `toBody` turns
 * the form's values into the body (drops the fields that do not apply, adds what the page knows) and the schema judges
 * that; its issues land on the fields of the same names and a valid submission hands the parsed body to the submit.
 */
export function bodyResolver<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  toBody: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  const judge = zodResolver(schema);
  return async (values, context, options) => {
    const result = await judge(toBody(values) as z.input<S>, context, { ...options, fields: {}, names: undefined });
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as FieldErrors<V> };
    return { values: result.values as z.output<S>, errors: {} };
  };
}

/** Where a form shows a failure that belongs to no one field: `errors.root.server.message`, read by the form's alert. */
export const SERVER_ERROR = "root.server" as const;

/**
 * Puts a failed submission onto a react-hook-form form (D381): each of the server's `fields` (field path → message)
 * that names one of `fields` becomes that field's error — the first in `fields` order is focused unless `focus` is
 * false — and the failure's message becomes the form's alert (`root.server`). Anything that is not an `ApiError`
 * shows `fallback`. Answers the message and the fields that got an error, so a form can also toast them.
 */
export function applyServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  fallback: string,
  { focus = true }: { focus?: boolean } = {},
): { message: string; fields: Array<{ name: Path<T>; message: string }> } {
  const message = error instanceof ApiError ? error.message : fallback;
  const sent = error instanceof ApiError ? (error.fields ?? {}) : {};
  const landed = fields.flatMap((name) => (sent[name] ? [{ name, message: sent[name] }] : []));
  landed.forEach(({ name, message: text }, i) => {
    setError(name, { type: "server", message: text }, { shouldFocus: focus && i === 0 });
  });
  setError(SERVER_ERROR, { type: "server", message });
  return { message, fields: landed };
}
