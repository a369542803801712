import { z } from "zod";
import { maxYear, PROFILE_LIMITS, PROFILE_MESSAGES } from "./profile-settings-messages";

/**
 * The field rules the profile settings are built from (split out of `profile-settings.ts` in session 23): texts (trimmed,
 * no control characters, a length each), months and years in the accepted range, and links in their one stored form.
 * Each builder takes the sentence it answers with from `PROFILE_MESSAGES`.
 */

// --- text rules -----------------------------------------------------------------------------------------------

/** C0 controls and DEL; line breaks and tabs are allowed only in multi-line fields. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_SINGLE = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A lone UTF-16 surrogate cannot be stored (PostgreSQL refuses it in text and jsonb). */
const LONE_SURROGATE = /\p{Cs}/u;

export function cleanText(value: string, multiline: boolean): string {
  return multiline ? value.replace(/\r\n?/g, "\n").trim() : value.trim();
}

export function safeText(value: string, multiline: boolean): boolean {
  return !(multiline ? CONTROL_MULTI : CONTROL_SINGLE).test(value) && !LONE_SURROGATE.test(value);
}

export const stringOrNull = (message: string = PROFILE_MESSAGES.text) =>
  z.union([z.string(), z.null()], {
    error: (issue) => (issue.input === undefined ? PROFILE_MESSAGES.required : message),
  });

/** A required single-line text. */
export function requiredText(max: number, missing: string, tooLong: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : PROFILE_MESSAGES.text) })
    .transform((v) => cleanText(v, false))
    .pipe(
      z
        .string()
        .min(1, missing)
        .max(max, tooLong)
        .refine((v) => safeText(v, false), PROFILE_MESSAGES.badCharacters),
    );
}

function cleanOptional(max: number, tooLong: string, multiline: boolean) {
  return (v: string | null | undefined, ctx: z.core.$RefinementCtx<string | null | undefined>) => {
    const text = cleanText(v ?? "", multiline);
    if (text.length > max) ctx.addIssue({ code: "custom", message: tooLong });
    else if (!safeText(text, multiline))
      ctx.addIssue({
        code: "custom",
        message: multiline ? PROFILE_MESSAGES.badCharactersMultiline : PROFILE_MESSAGES.badCharacters,
      });
    else return text === "" ? null : text;
    return z.NEVER;
  };
}

/** An optional text in a list entry: `""`, `null` or absent become null. */
export function optionalText(max: number, tooLong: string, options: { multiline?: boolean } = {}) {
  return stringOrNull()
    .optional()
    .transform(cleanOptional(max, tooLong, options.multiline ?? false));
}

/** A top-level text that may be empty but must be sent (a whole-document save never clears a field by omission). */
export function presentText(max: number, tooLong: string, options: { multiline?: boolean } = {}) {
  return stringOrNull().transform(cleanOptional(max, tooLong, options.multiline ?? false));
}

// --- dates ----------------------------------------------------------------------------------------------------

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

function yearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= PROFILE_LIMITS.minYear && year <= maxYear();
}

/** "YYYY-MM" (or "YYYY" when `yearOnly` is allowed) in the accepted year range. */
export function isValidMonth(value: string, options: { yearOnly?: boolean } = {}): boolean {
  const m = MONTH.exec(value);
  if (m) return yearInRange(Number(m[1]));
  return options.yearOnly === true && YEAR.test(value) && yearInRange(Number(value));
}

export function monthField(options: { message: string; missing?: string; yearOnly?: boolean }) {
  return stringOrNull(options.message)
    .optional()
    .transform((v) => (v ?? "").trim())
    .superRefine((v, ctx) => {
      if (v === "") {
        if (options.missing) ctx.addIssue({ code: "custom", message: options.missing });
        return;
      }
      if (!isValidMonth(v, { yearOnly: options.yearOnly })) ctx.addIssue({ code: "custom", message: options.message });
    })
    .transform((v) => (v === "" ? null : v));
}

/** A year as a number or digits; empty means none. */
export const yearField = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: () => PROFILE_MESSAGES.year() })
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined) return null;
      const text = typeof v === "number" ? String(v) : v.trim();
      if (text === "") return null;
      const year = Number(text);
      if (!YEAR.test(text) || !yearInRange(year)) {
        ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.year() });
        return z.NEVER;
      }
      return year;
    });

/** Compares "YYYY" / "YYYY-MM" values: a bare year counts as its first month. */
export function monthKey(value: string): string {
  return value.length === 4 ? `${value}-01` : value;
}

// --- links ----------------------------------------------------------------------------------------------------

const LINKEDIN_HOST = /^(?:www\.|[a-z]{2}\.)?linkedin\.com$/;
const LINKEDIN_HANDLE = /^[\p{L}\p{N}_-]{3,100}$/u;

/**
 * A LinkedIn profile address in its one stored form, `https://www.linkedin.com/in/<handle>`, or null when the
 * text is not a profile address. Accepts the scheme-less form ("linkedin.com/in/…"), http, `www.` or a country
 * subdomain, a trailing slash, and query or fragment (dropped).
 */
export function normalizeLinkedinUrl(raw: string): string | null {
  let value = raw.trim();
  if (value === "" || value.length > PROFILE_LIMITS.url) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) value = `https://${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  if (!LINKEDIN_HOST.test(url.hostname.toLowerCase())) return null;
  const m = /^\/in\/([^/]+)\/?$/.exec(url.pathname);
  if (!m?.[1]) return null;
  let handle: string;
  try {
    handle = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  if (!LINKEDIN_HANDLE.test(handle)) return null;
  return `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
}

/** An https link without credentials, or null. */
export function normalizeHttpsUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === "" || value.length > PROFILE_LIMITS.url || !safeText(value, false)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname.includes(".")) return null;
  return url.toString();
}

function normalizeWith(normalize: (v: string) => string | null, message: string) {
  return (v: string | null | undefined, ctx: z.core.$RefinementCtx<string | null | undefined>) => {
    const text = (v ?? "").trim();
    if (text === "") return null;
    const normalized = normalize(text);
    if (normalized === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return normalized;
  };
}

/** An optional link in a list entry. */
export const optionalUrl = (normalize: (v: string) => string | null, message: string) =>
  stringOrNull(message).optional().transform(normalizeWith(normalize, message));

/** A top-level link that may be empty but must be sent. */
export const presentUrl = (normalize: (v: string) => string | null, message: string) =>
  stringOrNull(message).transform(normalizeWith(normalize, message));
