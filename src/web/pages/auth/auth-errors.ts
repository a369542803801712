import { ACCOUNT } from "../../../core/messages";
import { ApiError } from "../../lib/api";

/**
 * The description of the 'Error' toast for a failed auth call (SPEC §8): the server's own words when it refused
 * the request (a 4xx with our error shape), else the spec's fallback, e.g. 'An error occurred during sign in'.
 * A failed connection, an answer that is not ours (a proxy's HTML page) and a server fault all take the fallback.
 */
export function authErrorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== "internal")
    return error.message;
  return fallback;
}

/** Thrown when a call succeeded but its answer is not the shape the page needs: the page reports the fallback. */
export class UnexpectedAnswer extends Error {}

export const errorTitle = ACCOUNT.errorTitle;
