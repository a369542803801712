import { z } from "zod";
import { EMPLOYER } from "../messages";
import { US_STATE_MESSAGE, usStateCode } from "../us-states";

/** An entity number as state registries write them: long enough to look up, short enough to be one. */
export const ENTITY_NUMBER_LENGTH = { min: 2, max: 40 } as const;
/** The registration document's largest size (the server also sniffs its type from its bytes: PDF, PNG, JPEG). */
export const STATE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The text fields of POST /employer/verification/state, a multipart form beside its `document`, with the words the
 * server answers for each (`requestStateRegistration`): the employer's form judges them before uploading (D381).
 */
export const StateRegistrationFields = z.object({
  state: z
    .string()
    .trim()
    .min(1, { error: EMPLOYER.stateRequired, abort: true })
    .refine((v) => usStateCode(v) !== null, US_STATE_MESSAGE),
  entityNumber: z
    .string()
    .trim()
    .min(1, { error: EMPLOYER.entityNumberRequired, abort: true })
    .min(ENTITY_NUMBER_LENGTH.min, EMPLOYER.entityNumberTooShort(ENTITY_NUMBER_LENGTH.min))
    .max(ENTITY_NUMBER_LENGTH.max, EMPLOYER.entityNumberTooLong(ENTITY_NUMBER_LENGTH.max)),
});
export type StateRegistrationFields = z.infer<typeof StateRegistrationFields>;

/** What the server says of the chosen document before reading its bytes; null when it may be sent. */
export function stateDocumentProblem(document: { size: number } | null): string | null {
  if (!document || document.size === 0) return EMPLOYER.documentRequired;
  if (document.size > STATE_DOCUMENT_MAX_BYTES) return EMPLOYER.documentTooLarge;
  return null;
}
