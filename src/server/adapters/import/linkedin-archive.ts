import type {
  ImportDraft,
  ImportedCertification,
  ImportedEducation,
  ImportedWork,
} from "../../../core/contracts/profile-import";
import { IMPORT_LIMITS, IMPORT_MESSAGES, PROFILE_TEXT_LIMITS } from "../../../core/contracts/profile-import-rules";
import { decodeCsvBytes, parseCsv } from "../../../core/csv";
import { ImportRejected } from "./import-error";
import { certificationItem, educationItem, workItem } from "./items";
import { KINDS, type Kind, type KindSpec, SPECS } from "./linkedin-columns";
import { cappedLine, linkedinProfileUrl, paragraph, Warnings } from "./normalize";
import { parsePlace } from "./places";
import { isZip, listZip, readZipEntry } from "./zip";

/**
 * The data archive a person downloads from LinkedIn (Settings → Data privacy → Get a copy of your data): a ZIP of
 * CSV files, often inside a folder, with many files we do not use. We read Profile.csv, Positions.csv,
 * Education.csv and Certifications.csv — from the ZIP, or uploaded one by one under any name (recognised by
 * their header row). Missing columns and unreadable values become warnings; only a file we cannot read at all
 * refuses the upload.
 */

export interface InputFile {
  name: string;
  data: Uint8Array;
}

const norm = (h: string) => h.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ");
const baseName = (path: string) => path.split("/").pop() ?? path;

/** Bytes → text: UTF-8 (BOM or not), UTF-16 with a BOM, else Windows-1252 with a warning; null for binary. */
export function decodeText(data: Uint8Array, name: string, warnings: Warnings): string | null {
  if (data.length >= 2 && data[0] === 0xff && data[1] === 0xfe) return new TextDecoder("utf-16le").decode(data);
  if (data.length >= 2 && data[0] === 0xfe && data[1] === 0xff) return new TextDecoder("utf-16be").decode(data);
  if (data.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    warnings.add(`${name} is not UTF-8 text; accented letters may look wrong. Check names before applying.`);
    return decodeCsvBytes(data).text;
  }
}

interface Table {
  /** Canonical column → index in each row. */
  index: Map<string, number>;
  rows: string[][];
}

/** Finds the header row (skipping any preamble such as a "Notes:" paragraph) and maps its columns. */
function locateHeader(table: string[][], spec: KindSpec, named: boolean): Table | null {
  const aliases = new Map<string, string>();
  for (const [canonical, names] of Object.entries(spec.columns)) for (const n of names) aliases.set(n, canonical);
  for (let r = 0; r < Math.min(table.length, 30); r++) {
    const index = new Map<string, number>();
    table[r]!.forEach((cell, i) => {
      const canonical = aliases.get(norm(cell));
      if (canonical && !index.has(canonical)) index.set(canonical, i);
    });
    if (
      spec.required.every((c) => index.has(c)) &&
      (named || spec.anyOf.length === 0 || spec.anyOf.some((c) => index.has(c)))
    )
      return { index, rows: table.slice(r + 1) };
  }
  return null;
}

const cell = (t: Table, row: string[], column: string): string | undefined => {
  const i = t.index.get(column);
  return i === undefined ? undefined : row[i];
};
const isBlank = (row: string[]) => row.every((c) => c.trim() === "");

export interface ArchiveParts {
  fields: ImportDraft["fields"];
  workHistory: ImportedWork[];
  education: ImportedEducation[];
  certifications: ImportedCertification[];
}

function readProfile(name: string, t: Table, out: ArchiveParts, w: Warnings) {
  const rows = t.rows.filter((r) => !isBlank(r));
  if (rows.length === 0) {
    w.add(`${name} has a header but no profile row.`);
    return;
  }
  if (rows.length > 1) w.add(`${name} has ${rows.length} rows; we used the first.`);
  const row = rows[0]!;
  const f = out.fields;
  f.firstName = cappedLine(cell(t, row, "First Name"), PROFILE_TEXT_LIMITS.firstName, "First name", w);
  f.lastName = cappedLine(cell(t, row, "Last Name"), PROFILE_TEXT_LIMITS.lastName, "Last name", w);
  f.headline = cappedLine(cell(t, row, "Headline"), PROFILE_TEXT_LIMITS.headline, "Headline", w);
  f.bio = paragraph(cell(t, row, "Summary"), PROFILE_TEXT_LIMITS.bio, "Summary", w);
  const place = parsePlace(cell(t, row, "Geo Location"), w, "Geo Location");
  f.city = place.city;
  f.state = place.state;
  f.country = place.country;
  const links = `${cell(t, row, "Profile URL") ?? ""} ${cell(t, row, "Websites") ?? ""}`;
  for (const url of links.match(/(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[^\s,\][]+/gi) ?? []) {
    f.linkedinUrl = linkedinProfileUrl(url);
    if (f.linkedinUrl) break;
  }
}

/** Each data row of a list file, blank ones skipped, with its position for warnings. */
function* dataRows(name: string, t: Table) {
  for (const [i, row] of t.rows.entries()) if (!isBlank(row)) yield { row, where: `${name} row ${i + 1}` };
}

type ListKey = "workHistory" | "education" | "certifications";

/** A list file's reader: each data row, read by column name, becomes an item (or a warning) at the end of `key`. */
function listReader<K extends ListKey>(
  key: K,
  toItem: (get: (column: string) => string | undefined, where: string, w: Warnings) => ArchiveParts[K][number] | null,
) {
  return (name: string, t: Table, out: ArchiveParts, w: Warnings) => {
    for (const { row, where } of dataRows(name, t)) {
      const item = toItem((column) => cell(t, row, column), where, w);
      if (item) (out[key] as ArchiveParts[K][number][]).push(item);
    }
  };
}

const readPositions = listReader("workHistory", (get, where, w) =>
  workItem(
    {
      title: get("Title"),
      company: get("Company Name"),
      start: get("Started On"),
      end: get("Finished On"),
      description: get("Description"),
    },
    where,
    w,
  ),
);

const readEducation = listReader("education", (get, where, w) =>
  educationItem(
    {
      school: get("School Name"),
      degree: get("Degree Name"),
      field: undefined,
      start: get("Start Date"),
      end: get("End Date"),
    },
    where,
    w,
  ),
);

const readCertifications = listReader("certifications", (get, where, w) =>
  certificationItem(
    {
      name: get("Name"),
      issuer: get("Authority"),
      issued: get("Started On"),
      expiry: get("Finished On"),
      url: get("Url"),
    },
    where,
    w,
  ),
);

const READERS: Record<Kind, (name: string, t: Table, out: ArchiveParts, w: Warnings) => void> = {
  profile: readProfile,
  positions: readPositions,
  education: readEducation,
  certifications: readCertifications,
};

/** Which archive file a name is, ignoring folders and case (Profile.csv, profile.CSV, export/Positions.csv). */
export function kindFromName(path: string): Kind | null {
  const base = baseName(path).toLowerCase();
  return KINDS.find((k) => SPECS[k].file.toLowerCase() === base) ?? null;
}

/**
 * Reads one CSV text as `hint` (from its name) or, failing that, as whichever kind its header matches.
 * Returns false when the text is not an archive file we know.
 */
function readCsv(name: string, text: string, hint: Kind | null, out: ArchiveParts, w: Warnings, seen: Set<Kind>) {
  if (text.trim() === "") {
    w.add(`${name} is empty.`);
    return true;
  }
  const table = parseCsv(text);
  for (const kind of hint ? [hint] : KINDS) {
    const located = locateHeader(table, SPECS[kind], hint !== null);
    if (!located) continue;
    if (seen.has(kind)) {
      w.add(`${name}: a second ${SPECS[kind].file} was ignored.`);
      return true;
    }
    seen.add(kind);
    const missing = SPECS[kind].used.filter((c) => !located.index.has(c));
    if (missing.length > 0)
      w.add(`${name}: column${missing.length > 1 ? "s" : ""} ${missing.join(", ")} not found; left empty.`);
    READERS[kind](name, located, out, w);
    return true;
  }
  if (hint) {
    const spec = SPECS[hint];
    w.add(`${name}: no recognisable header row (expected columns ${spec.required.join(", ")}); the file was skipped.`);
    return true;
  }
  return false;
}

/** Parses the archive: one ZIP, or its CSV files. Throws ImportRejected for a file it cannot accept at all. */
export function parseLinkedinArchive(files: InputFile[], limits = IMPORT_LIMITS): ImportDraft {
  const w = new Warnings();
  const out: ArchiveParts = { fields: {}, workHistory: [], education: [], certifications: [] };
  const seen = new Set<Kind>();

  const csvs: Array<{ name: string; data: Uint8Array; hint: Kind | null }> = [];
  for (const file of files) {
    if (isZip(file.data)) {
      const entries = listZip(file.data, limits);
      for (const entry of entries) {
        const base = baseName(entry.name);
        if (entry.name.endsWith("/") || entry.name.startsWith("__MACOSX/") || base.startsWith("._")) continue;
        const kind = kindFromName(entry.name);
        if (!kind) continue;
        if (entry.declaredSize > limits.csvBytes) throw new ImportRejected(IMPORT_MESSAGES.csvTooLarge(base), 413);
        const data = readZipEntry(file.data, entry, limits.csvBytes);
        if (data === null) w.add(`${entry.name}: compressed in a way we cannot read; the file was skipped.`);
        else csvs.push({ name: base, data, hint: kind });
      }
    } else {
      if (file.data.length > limits.csvBytes) throw new ImportRejected(IMPORT_MESSAGES.csvTooLarge(file.name), 413);
      csvs.push({ name: file.name, data: file.data, hint: kindFromName(file.name) });
    }
  }
  // Named files first, so a stray copy under another name never wins over Profile.csv itself.
  csvs.sort((a, b) => Number(b.hint !== null) - Number(a.hint !== null));
  for (const csv of csvs) {
    const text = decodeText(csv.data, csv.name, w);
    if (text === null) {
      w.add(IMPORT_MESSAGES.notText(csv.name));
      continue;
    }
    if (!readCsv(csv.name, text, csv.hint, out, w, seen)) w.add(IMPORT_MESSAGES.unknownFile(csv.name));
  }
  // Certifications and education are often simply absent; a missing profile or positions file is worth saying.
  if (files.some((f) => isZip(f.data)) && seen.size > 0)
    for (const kind of ["profile", "positions"] as const)
      if (!seen.has(kind)) w.add(`The archive has no ${SPECS[kind].file}.`);
  return finishDraft(out, w);
}

/** Caps the lists, drops undefined fields, and attaches the warnings. */
export function finishDraft(out: ArchiveParts, w: Warnings): ImportDraft {
  const cap = <T>(list: T[], label: string): T[] => {
    if (list.length <= IMPORT_LIMITS.draftItems) return list;
    w.add(`${label}: only the first ${IMPORT_LIMITS.draftItems} of ${list.length} entries were kept.`);
    return list.slice(0, IMPORT_LIMITS.draftItems);
  };
  const fields = Object.fromEntries(
    Object.entries(out.fields).filter(([, v]) => v !== undefined && v !== ""),
  ) as ImportDraft["fields"];
  const workHistory = cap(out.workHistory, "Work history");
  const education = cap(out.education, "Education");
  const certifications = cap(out.certifications, "Certifications");
  return { fields, workHistory, education, certifications, warnings: w.done() };
}
