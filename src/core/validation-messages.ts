import { z } from "zod";
import { GENERIC_ERRORS } from "./messages";

/** Plain-language messages for schema rules that carry no message of their own (zod's defaults read like logs). */
export const FIELD_MESSAGES = {
  required: "This field is required.",
  tooShort: (min: number) => `Enter at least ${min} character${min === 1 ? "" : "s"}.`,
  tooLong: (max: number) => `This is too long: at most ${max} character${max === 1 ? "" : "s"}.`,
  tooFew: (min: number) => `Choose at least ${min}.`,
  tooMany: (max: number) => `Choose at most ${max}.`,
  tooLow: (min: number) => `Enter a number of at least ${min}.`,
  tooHigh: (max: number) => `Enter a number of at most ${max}.`,
  notWhole: "Enter a whole number.",
  email: "Enter a valid e-mail address.",
  url: "Enter a valid web address, like https://example.com.",
  date: "Enter a valid date.",
  format: "This is not in the expected format.",
  option: "Choose one of the offered options.",
  unknownField: "Unknown field",
  invalid: "This value is not valid.",
} as const;

type Issue = z.core.$ZodRawIssue;

function bound(value: unknown): number {
  return typeof value === "bigint" ? Number(value) : Number(value);
}

/** The message for one issue whose schema named none. */
export function humanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid;
    case "too_small": {
      const min = bound(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? FIELD_MESSAGES.required : FIELD_MESSAGES.tooShort(min);
      if (issue.origin === "array" || issue.origin === "set") return FIELD_MESSAGES.tooFew(min);
      if (issue.origin === "number" || issue.origin === "bigint") return FIELD_MESSAGES.tooLow(min);
      return FIELD_MESSAGES.invalid;
    }
    case "too_big": {
      const max = bound(issue.maximum);
      if (issue.origin === "string") return FIELD_MESSAGES.tooLong(max);
      if (issue.origin === "array" || issue.origin === "set") return FIELD_MESSAGES.tooMany(max);
      if (issue.origin === "number" || issue.origin === "bigint") return FIELD_MESSAGES.tooHigh(max);
      return FIELD_MESSAGES.invalid;
    }
    case "invalid_format":
      if (issue.format === "email") return FIELD_MESSAGES.email;
      if (issue.format === "url") return FIELD_MESSAGES.url;
      if (issue.format === "date" || issue.format === "datetime") return FIELD_MESSAGES.date;
      return FIELD_MESSAGES.format;
    case "not_multiple_of":
      return FIELD_MESSAGES.notWhole;
    case "invalid_value":
    case "invalid_union":
      return FIELD_MESSAGES.option;
    case "unrecognized_keys":
      return FIELD_MESSAGES.unknownField;
    default:
      return FIELD_MESSAGES.invalid;
  }
}

/**
 * Makes every schema rule without its own message speak plainly, on whichever side calls it (server at build,
 * web at boot). A schema's own message (`z.string().min(2, "…")`) still wins: zod consults this map only when the
 * schema named none.
 */
export function installHumanValidationMessages(): void {
  z.config({ customError: (issue) => humanIssueMessage(issue) });
}

/**
 * zod's stock English messages and the auth library's terse codes-as-sentences: text written for developers.
 * A page that receives one from any source shows a plain message instead (D50).
 */
const RAW_MESSAGE =
  /^(Invalid input|Invalid (string|option|key|element|value|union|type|enum|literal|date|url|origin|body|request|callbackURL|redirectURL)\b|Too (small|big):|Expected |Required$|Unrecognized key|Number must be|String must contain|Array must contain|body\/|querystring\/|params\/|must (NOT )?have|FST_|\[?object Object\]?|SyntaxError|TypeError|Unexpected token|Failed to fetch|NetworkError|Load failed)/i;

export function isRawMessage(message: string | null | undefined): boolean {
  if (!message?.trim()) return true;
  return RAW_MESSAGE.test(message.trim());
}

/** `message` when a person can read it, else `fallback`. */
export function readableMessage(message: string | null | undefined, fallback: string = GENERIC_ERRORS.validation) {
  return message && !isRawMessage(message) ? message : fallback;
}
