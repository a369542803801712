import { z } from "zod";
import { EMPLOYMENT_STATUSES } from "./domain";

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

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "Not a real date");
const text = (label: string, max = 80) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const RosterEntry = z
  .strictObject({
    firstName: text("First Name"),
    lastName: text("Last Name"),
    city: text("City"),
    state: text("State", 40),
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
    startDate: z.union([z.literal(""), date]).optional(),
    endDate: z.union([z.literal(""), date]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.employmentStatus === "current" && v.endDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "A current employee has no end date" });
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date is before start date" });
  });
export type RosterEntry = z.infer<typeof RosterEntry>;

/** LinkedIn URLs compared without scheme, www, case or trailing slash. */
export function normalizeLinkedin(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(url.trim());
  return m ? `linkedin.com/in/${decodeURIComponent(m[1]!).toLowerCase()}` : null;
}

/**
 * RFC 4180 CSV: quoted fields with commas, quotes ("") and line breaks; CRLF or LF; a leading BOM is dropped.
 * Returns rows of raw strings (blank lines skipped).
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0] === "")) rows.push(row);
    row = [];
    field = "";
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      endRow();
      if (ch === "\r" && text[i + 1] === "\n") i++;
    } else field += ch;
    i++;
  }
  if (field !== "" || row.length > 0) endRow();
  return rows;
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
}

export type RosterParse = { ok: true; rows: RosterRowResult[] } | { ok: false; error: string };

/** Maps the header to columns (any order, case and spacing ignored), then validates each row. */
export function parseRosterCsv(input: string): RosterParse {
  const table = parseCsv(input);
  if (table.length === 0) return { ok: false, error: "The file is empty." };
  const header = table[0]!.map(
    (h) =>
      HEADER_ALIASES[
        h
          .trim()
          .toLowerCase()
          .replace(/[^a-z]/g, "")
      ] ?? null,
  );
  const missing = ROSTER_COLUMNS.filter((c) => c.required && !header.includes(c.key)).map((c) => c.header);
  if (missing.length > 0)
    return { ok: false, error: `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.` };
  if (table.length - 1 > ROSTER_MAX_ROWS)
    return { ok: false, error: `A file can hold at most ${ROSTER_MAX_ROWS.toLocaleString("en-US")} employees.` };
  if (table.length === 1) return { ok: false, error: "The file has a header but no employees." };
  const rows = table.slice(1).map((cells, index): RosterRowResult => {
    const raw: Record<string, string> = {};
    header.forEach((key, col) => {
      if (key) raw[key] = (cells[col] ?? "").trim();
    });
    if (raw.employmentStatus !== undefined) raw.employmentStatus = raw.employmentStatus.toLowerCase() || "current";
    const parsed = RosterEntry.safeParse(raw);
    if (parsed.success) return { line: index + 2, entry: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
    return { line: index + 2, errors };
  });
  return { ok: true, rows };
}
