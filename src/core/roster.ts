import { z } from "zod";
import { type CsvDelimiter, readCsv } from "./csv";
import { EMPLOYMENT_STATUSES } from "./domain";
import { personName, placeName } from "./person-name";
import { US_STATE_MESSAGE, usStateCode } from "./us-states";

/** Employee upload (issue 6 §3, SPEC §3 help text): First Name, Last Name, City, State required; LinkedIn optional. */
export const ROSTER_COLUMNS = [
  { key: "firstName", header: "First Name", required: true },
  { key: "lastName", header: "Last Name", required: true },
  { key: "city", header: "City", required: true },
  { key: "state", header: "State", required: true },
  { key: "linkedinUrl", header: "LinkedIn", required: false },
  { key: "email", header: "Email", required: false },
  { key: "employmentStatus", header: "Employment Status", required: false },
  { key: "startDate", header: "Start Date", required: false },
  { key: "endDate", header: "End Date", required: false },
] as const;
export type RosterKey = (typeof ROSTER_COLUMNS)[number]["key"];

export const ROSTER_TEMPLATE = `${ROSTER_COLUMNS.map((c) => c.header).join(",")}
Jordan,Rivera,Austin,TX,https://www.linkedin.com/in/jordan-rivera,,current,2023-04-01,
Sam,Okafor,Denver,CO,,sam.okafor@example.com,former,2019-06-15,2024-01-31
`;
export const ROSTER_MAX_ROWS = 10_000;

/** Strings the roster form, the CSV preview and the API share (issue 20 §3). */
export const ROSTER_MESSAGES = {
  empty: "The file is empty.",
  headerOnly: "The file has a header but no employees.",
  tooMany: `A file can hold at most ${ROSTER_MAX_ROWS.toLocaleString("en-US")} employees.`,
  missingColumns: (names: string[]) => `Missing column${names.length > 1 ? "s" : ""}: ${names.join(", ")}.`,
  dateFormat: "Use the date format YYYY-MM-DD",
  notARealDate: "Not a real date",
  startInFuture: "Start date can't be in the future",
  endInFuture: "End date can't be in the future",
  endBeforeStart: "End date is before start date",
  currentHasNoEnd: "A current employee has no end date",
  extraValues: (values: number, columns: number, delimiter: CsvDelimiter) =>
    `This row has ${values} values but the header has ${columns} columns; the extra values were ignored. Put values that contain ${DELIMITER_NAME[delimiter]} in double quotes.`,
  unusedColumns: (names: string[]) =>
    `Column${names.length > 1 ? "s" : ""} not used: ${names.join(", ")}. We read ${ROSTER_COLUMNS.map((c) => c.header).join(", ")}.`,
  delimiter: (delimiter: CsvDelimiter) => `Read as ${DELIMITER_WORD[delimiter]}-separated values.`,
  windows1252:
    "The file is not UTF-8, so we read it as Windows-1252 (what Excel saves by default). Check accented names in the preview.",
} as const;
const DELIMITER_NAME: Record<CsvDelimiter, string> = { ",": "a comma", ";": "a semicolon", "\t": "a tab" };
/** The delimiter as the first half of "…-separated values" (no article: "Read as semicolon-separated values."). */
const DELIMITER_WORD: Record<CsvDelimiter, string> = { ",": "comma", ";": "semicolon", "\t": "tab" };

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ROSTER_MESSAGES.dateFormat)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    // Date.parse rolls 2023-02-30 over to March; a real date survives the round trip.
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, ROSTER_MESSAGES.notARealDate);

/** Today as YYYY-MM-DD in UTC, which is never behind a US calendar date: nobody is refused a date that is today. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * One roster entry, judged against `today` (the server's business clock, YYYY-MM-DD): names of letters, real US
 * state codes (a full name becomes its code), and employment dates that are not in the future.
 */
export function rosterEntrySchema(today: string) {
  return z
    .strictObject({
      firstName: personName("First Name"),
      lastName: personName("Last Name"),
      city: placeName("City"),
      state: z
        .string()
        .trim()
        .min(1, "State is required")
        .transform((s, ctx) => {
          const code = usStateCode(s);
          if (code) return code;
          ctx.addIssue({ code: "custom", message: US_STATE_MESSAGE });
          return z.NEVER;
        }),
      linkedinUrl: z
        .string()
        .trim()
        .max(300)
        .refine(
          (s) => s === "" || /^https?:\/\/([a-z]+\.)?linkedin\.com\/in\/[^/?#\s]+\/?$/i.test(s),
          "Use a LinkedIn profile address like https://www.linkedin.com/in/name",
        )
        .optional(),
      email: z.union([z.literal(""), z.email("Invalid email address").max(254)]).optional(),
      employmentStatus: z.enum(EMPLOYMENT_STATUSES, "Employment status is current or former").default("current"),
      // Field checks, so a date in the future is reported together with any other field's problem.
      startDate: z.union([z.literal(""), date.refine((d) => d <= today, ROSTER_MESSAGES.startInFuture)]).optional(),
      endDate: z.union([z.literal(""), date.refine((d) => d <= today, ROSTER_MESSAGES.endInFuture)]).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.employmentStatus === "current" && v.endDate)
        ctx.addIssue({ code: "custom", path: ["endDate"], message: ROSTER_MESSAGES.currentHasNoEnd });
      else if (v.startDate && v.endDate && v.endDate < v.startDate)
        ctx.addIssue({ code: "custom", path: ["endDate"], message: ROSTER_MESSAGES.endBeforeStart });
    });
}
export type RosterEntry = z.output<ReturnType<typeof rosterEntrySchema>>;

/** LinkedIn URLs compared without scheme, www, case or trailing slash. */
export function normalizeLinkedin(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(url.trim());
  return m ? `linkedin.com/in/${decodeURIComponent(m[1]!).toLowerCase()}` : null;
}

const HEADER_ALIASES: Record<string, RosterKey> = {};
for (const c of ROSTER_COLUMNS) {
  HEADER_ALIASES[c.header.toLowerCase().replace(/[^a-z]/g, "")] = c.key;
  HEADER_ALIASES[c.key.toLowerCase()] = c.key;
}
HEADER_ALIASES.linkedinurl = "linkedinUrl";
HEADER_ALIASES.status = "employmentStatus";
HEADER_ALIASES.emailaddress = "email";

export interface RosterRowResult {
  /** 1-based line number in the file, the header being line 1. */
  line: number;
  entry?: RosterEntry;
  errors?: Record<string, string>;
  /** Accepted, but worth a look before importing (values past the last column). */
  warnings?: string[];
}

export type RosterParse =
  | {
      ok: true;
      rows: RosterRowResult[];
      /** About the whole file: its separator when not a comma, columns we do not read. */
      notes: string[];
      delimiter: CsvDelimiter;
    }
  | { ok: false; error: string };

const headerKey = (h: string) =>
  HEADER_ALIASES[
    h
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, "")
  ] ?? null;

/**
 * Maps the header to columns (any order, case and spacing ignored), then validates each row against `today`
 * (YYYY-MM-DD). Line numbers count rows, the header being line 1 (a value with a line break inside quotes is one row).
 */
export function parseRosterCsv(input: string, options: { today: string }): RosterParse {
  const { rows: table, delimiter } = readCsv(input);
  if (table.length === 0) return { ok: false, error: ROSTER_MESSAGES.empty };
  const headerCells = table[0]!;
  // A trailing separator on the header line adds unnamed columns; values under them are still past the header.
  let named = headerCells.length;
  while (named > 0 && headerCells[named - 1]!.trim() === "") named--;
  const header = headerCells.slice(0, named).map(headerKey);
  const missing = ROSTER_COLUMNS.filter((c) => c.required && !header.includes(c.key)).map((c) => c.header);
  if (missing.length > 0) return { ok: false, error: ROSTER_MESSAGES.missingColumns(missing) };
  if (table.length - 1 > ROSTER_MAX_ROWS) return { ok: false, error: ROSTER_MESSAGES.tooMany };
  if (table.length === 1) return { ok: false, error: ROSTER_MESSAGES.headerOnly };
  const notes: string[] = [];
  if (delimiter !== ",") notes.push(ROSTER_MESSAGES.delimiter(delimiter));
  const unused = headerCells.filter((h, col) => h.trim() !== "" && header[col] === null).map((h) => h.trim());
  if (unused.length > 0) notes.push(ROSTER_MESSAGES.unusedColumns(unused));
  const schema = rosterEntrySchema(options.today);
  const rows = table.slice(1).map((cells, index): RosterRowResult => {
    const line = index + 2;
    const raw: Record<string, string> = {};
    header.forEach((key, col) => {
      if (key) raw[key] = (cells[col] ?? "").trim();
    });
    if (raw.employmentStatus !== undefined) raw.employmentStatus = raw.employmentStatus.toLowerCase() || "current";
    // Spreadsheets pad rows with empty cells; only values past the header are a sign of an unquoted separator.
    const extra = cells.slice(header.length).some((c) => c.trim() !== "");
    const warnings = extra ? [ROSTER_MESSAGES.extraValues(cells.length, header.length, delimiter)] : undefined;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { line, entry: parsed.data, ...(warnings ? { warnings } : {}) };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
    return { line, errors, ...(warnings ? { warnings } : {}) };
  });
  return { ok: true, rows, notes, delimiter };
}
