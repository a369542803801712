import { ACCOUNT } from "../../../core/messages";
import { ApiError } from "../../lib/api";

/** The description of the 'Error' toast for a failed auth call: the server's words, or the spec's fallback. */
export function authErrorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

export const errorTitle = ACCOUNT.errorTitle;
