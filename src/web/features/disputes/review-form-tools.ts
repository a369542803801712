import { ApiError } from "../../lib/api";

/** What the admin review forms share: the select's look and the server's field errors. */

export const selectClass =
  "h-9 w-full rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fields?.[field] ?? null;
}

/** Focuses a text box the server refused, so its message (below it, in its description) is read out. */
export const focusRefused = (error: unknown, field: string, boxId: string) => {
  if (fieldError(error, field)) document.getElementById(boxId)?.focus();
};
