import { PROFILE_TEXT_LIMITS } from "../../../core/contracts/profile-import-rules";
import { normalizeLinkedinUrl, PROFILE_LIMITS } from "../../../core/contracts/profile-settings";

/**
 * Shared clean-up for every import source: text trimmed, NFC-normalised (accents kept as composed characters)
 * and capped; dates from the site's formats to "YYYY-MM" / "YYYY"; a free-text place to city, state and country.
 */

/** Collects warnings without letting a hostile file produce thousands of them. */
export class Warnings {
  readonly list: string[] = [];
  private dropped = 0;
  add(message: string) {
    if (this.list.length < 100) this.list.push(message.slice(0, 500));
    else this.dropped++;
  }
  done(): string[] {
    return this.dropped > 0 ? [...this.list, `…and ${this.dropped} more warnings.`] : [...this.list];
  }
}

/** A lone UTF-16 surrogate (from a JSON "\\ud800" escape) cannot be stored in PostgreSQL text or jsonb. */
const LONE_SURROGATE = /\p{Cs}/gu;

/** Cuts at a code point boundary (never half of a surrogate pair). */
function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  let out = s.slice(0, max);
  const last = out.charCodeAt(out.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) out = out.slice(0, -1);
  return out.trimEnd();
}

/** One line of text: NFC, control characters removed, whitespace collapsed, capped. Empty → undefined. */
export function line(value: unknown, max: number = PROFILE_TEXT_LIMITS.itemText): string | undefined {
  if (typeof value !== "string") return undefined;
  const s = value
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f\u200b\ufeff]+/g, " ")
    .replace(LONE_SURROGATE, "")
    .replace(/\s+/g, " ")
    .trim();
  return s === "" ? undefined : cut(s, max);
}

/** Like `line`, but says when the text was shortened. */
export function cappedLine(value: unknown, max: number, label: string, warnings: Warnings): string | undefined {
  const full = line(value, Number.MAX_SAFE_INTEGER);
  if (full === undefined) return undefined;
  if (full.length > max)
    warnings.add(`${label} was longer than ${max.toLocaleString("en-US")} characters and was shortened.`);
  return cut(full, max);
}

/** Multi-line text (a summary): line breaks kept (at most one blank line in a row), other whitespace tidied. */
export function paragraph(value: unknown, max: number, label: string, warnings: Warnings): string | undefined {
  if (typeof value !== "string") return undefined;
  const s = value
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b\ufeff]+/g, " ")
    .replace(LONE_SURROGATE, "")
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (s === "") return undefined;
  if (s.length > max)
    warnings.add(`${label} was longer than ${max.toLocaleString("en-US")} characters and was shortened.`);
  return cut(s, max);
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 3) return undefined;
  const key = w.startsWith("sept") ? "sept" : w.slice(0, 3);
  const m = MONTHS[key];
  // "Janvier" is not "January": accept only the abbreviation or a prefix of the full English name.
  const full = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ][(m ?? 0) - 1];
  return m && full?.startsWith(w) ? m : undefined;
}

/** The settings editor's accepted years: 1940 to ten years ahead. */
const yearOk = (year: number) =>
  year >= PROFILE_LIMITS.minYear && year <= new Date().getUTCFullYear() + PROFILE_LIMITS.yearsAhead;
const ym = (year: number, month?: number): string | undefined => {
  if (!yearOk(year)) return undefined;
  if (month === undefined) return String(year);
  if (month < 1 || month > 12) return undefined;
  return `${year}-${String(month).padStart(2, "0")}`;
};

const day = (d: string | undefined) => Number(d) >= 1 && Number(d) <= 31;
const DATE_FORMATS: Array<[RegExp, (m: RegExpExecArray) => string | undefined]> = [
  [/^(\d{4})$/, (m) => ym(Number(m[1]))],
  [/^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:[T ][\d:.]+Z?)?$/, (m) => ym(Number(m[1]), Number(m[2]))],
  [/^([A-Za-z]+\.?) (\d{4})$/, (m) => ymNamed(m[2], m[1])],
  [/^([A-Za-z]+\.?) (\d{1,2}),? (\d{4})$/, (m) => (day(m[2]) ? ymNamed(m[3], m[1]) : undefined)],
  [/^(\d{1,2}) ([A-Za-z]+\.?),? (\d{4})$/, (m) => (day(m[1]) ? ymNamed(m[3], m[2]) : undefined)],
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, (m) => (day(m[2]) ? ym(Number(m[3]), Number(m[1])) : undefined)],
];
function ymNamed(year: string | undefined, month: string | undefined): string | undefined {
  const n = monthOf(month ?? "");
  return n ? ym(Number(year), n) : undefined;
}

export type SiteDate = { ok: true; value: string | null } | { ok: false };

/**
 * A date as the professional network writes it: "Jan 2020", "January 2020", "2020", "Mar 15, 2021",
 * "15 Mar 2021", "2021-03-15", "2021-03", "3/15/2021"; empty or "Present" means none. The day is dropped.
 */
export function parseSiteDate(value: unknown): SiteDate {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== "string") return { ok: false };
  const s = value.normalize("NFC").trim().replace(/\s+/g, " ");
  if (s === "" || /^(present|current|now|today)$/i.test(s)) return { ok: true, value: null };
  let out: string | undefined;
  for (const [pattern, read] of DATE_FORMATS) {
    const m = pattern.exec(s);
    if (m) {
      out = read(m);
      break;
    }
  }
  return out ? { ok: true, value: out } : { ok: false };
}

/** The year of a parsed date ("2019-04" → "2019"). */
export const yearOf = (d: string | null | undefined): string | undefined => (d ? d.slice(0, 4) : undefined);

/** A LinkedIn profile address in the settings editor's one stored form, or undefined. */
export function linkedinProfileUrl(value: unknown): string | undefined {
  const s = line(value, PROFILE_TEXT_LIMITS.linkedinUrl);
  return s ? (normalizeLinkedinUrl(s) ?? undefined) : undefined;
}

/** "José Ñúñez García" → first "José", last "Ñúñez García". */
export function splitFullName(value: unknown): { firstName?: string; lastName?: string } {
  const s = line(value, 200);
  if (!s) return {};
  const i = s.indexOf(" ");
  if (i < 0) return { firstName: line(s, PROFILE_TEXT_LIMITS.firstName) };
  return {
    firstName: line(s.slice(0, i), PROFILE_TEXT_LIMITS.firstName),
    lastName: line(s.slice(i + 1), PROFILE_TEXT_LIMITS.lastName),
  };
}
