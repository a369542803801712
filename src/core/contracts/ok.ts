import { z } from "zod";

/** The answer of an action that has nothing to return but that it was done. */
export const Ok = z.object({ ok: z.literal(true) });

/** The same, with the sentence the page shows about what was done. */
export const OkMessage = z.object({ ok: z.literal(true), message: z.string() });
