import { z } from "zod";
import type { ImportDraft } from "../../../core/contracts/profile-import";
import { IMPORT_LIMITS, IMPORT_MESSAGES, PROFILE_TEXT_LIMITS } from "../../../core/contracts/profile-import-rules";
import { ImportRejected } from "./import-error";
import { certificationItem, educationItem, workItem } from "./items";
import { type ArchiveParts, decodeText, finishDraft } from "./linkedin-archive";
import { cappedLine, line, linkedinProfileUrl, paragraph, splitFullName, Warnings } from "./normalize";
import { countryCode, usState } from "./places";

/**
 * JSON Resume (https://jsonresume.org/schema): basics (name, label → headline, summary → bio, location,
 * profiles[] → LinkedIn), work[], education[], certificates[]. Every property is optional and a value of the
 * wrong type is ignored (with a warning for lists), so a hand-edited file still imports what it can.
 */

const loose = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const str = loose(z.string());
const list = <T extends z.ZodType>(item: T) =>
  loose(z.array(z.unknown()).transform((a) => a.map((v) => item.safeParse(v))));

const Work = z.looseObject({ name: str, company: str, position: str, startDate: str, endDate: str, summary: str });
const Education = z.looseObject({ institution: str, area: str, studyType: str, startDate: str, endDate: str });
const Certificate = z.looseObject({ name: str, issuer: str, date: str, url: str });
const Profile = z.looseObject({ network: str, username: str, url: str });

export const JsonResume = z.looseObject({
  basics: loose(
    z.looseObject({
      name: str,
      label: str,
      summary: str,
      url: str,
      location: loose(z.looseObject({ city: str, region: str, countryCode: str })),
      profiles: list(Profile),
    }),
  ),
  work: list(Work),
  education: list(Education),
  certificates: list(Certificate),
});
export type JsonResume = z.infer<typeof JsonResume>;

/** True when the text's first non-blank character opens a JSON object. */
export const looksLikeJson = (data: Uint8Array) => {
  for (const byte of data.subarray(0, 1024)) {
    if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
    if (byte === 0xef || byte === 0xbb || byte === 0xbf) continue; // UTF-8 BOM
    return byte === 0x7b;
  }
  return false;
};

/** Maps an already-parsed JSON Resume value (a file, or a scraping service's answer) to a draft. */
export function draftFromJsonResume(value: unknown): ImportDraft {
  const parsed = JsonResume.safeParse(value);
  if (!parsed.success || typeof value !== "object" || value === null || Array.isArray(value))
    throw new ImportRejected(IMPORT_MESSAGES.jsonNotResume);
  const resume = parsed.data;
  if (!resume.basics && !resume.work && !resume.education && !resume.certificates)
    throw new ImportRejected(IMPORT_MESSAGES.jsonNotResume);
  const w = new Warnings();
  const out: ArchiveParts = { fields: {}, workHistory: [], education: [], certifications: [] };
  const b = resume.basics;
  if (b) {
    const names = splitFullName(b.name);
    out.fields.firstName = names.firstName;
    out.fields.lastName = names.lastName;
    out.fields.headline = cappedLine(b.label, PROFILE_TEXT_LIMITS.headline, "Headline", w);
    out.fields.bio = paragraph(b.summary, PROFILE_TEXT_LIMITS.bio, "Summary", w);
    const loc = b.location;
    if (loc) {
      out.fields.city = line(loc.city, PROFILE_TEXT_LIMITS.city);
      out.fields.country = countryCode(loc.countryCode);
      if (loc.countryCode && !out.fields.country)
        w.add(`Location: "${line(loc.countryCode, 40)}" is not a country code we know; the country was left out.`);
      const region = line(loc.region, PROFILE_TEXT_LIMITS.state);
      const st = region && (!out.fields.country || out.fields.country === "US") ? usState(region) : undefined;
      out.fields.state = st ?? region;
      if (st && !out.fields.country) out.fields.country = "US";
    }
    for (const p of b.profiles ?? []) {
      if (!p.success) continue;
      const candidate =
        linkedinProfileUrl(p.data.url) ??
        (/linkedin/i.test(p.data.network ?? "") && p.data.username
          ? linkedinProfileUrl(`https://www.linkedin.com/in/${p.data.username}`)
          : undefined);
      if (candidate) {
        out.fields.linkedinUrl = candidate;
        break;
      }
    }
    out.fields.linkedinUrl ??= linkedinProfileUrl(b.url);
  }
  const skipped = (label: string, n: number) =>
    n > 0 && w.add(`${label}: ${n} entr${n === 1 ? "y was" : "ies were"} not objects and were skipped.`);
  skipped("work", resume.work?.filter((r) => !r.success).length ?? 0);
  for (const [i, r] of (resume.work ?? []).entries()) {
    if (!r.success) continue;
    const { position, name, company, startDate, endDate, summary } = r.data;
    const item = workItem(
      { title: position, company: name ?? company, start: startDate, end: endDate, description: summary },
      `work[${i}]`,
      w,
    );
    if (item) out.workHistory.push(item);
  }
  skipped("education", resume.education?.filter((r) => !r.success).length ?? 0);
  for (const [i, r] of (resume.education ?? []).entries()) {
    if (!r.success) continue;
    const { institution, studyType, area, startDate, endDate } = r.data;
    const item = educationItem(
      { school: institution, degree: studyType, field: area, start: startDate, end: endDate },
      `education[${i}]`,
      w,
    );
    if (item) out.education.push(item);
  }
  skipped("certificates", resume.certificates?.filter((r) => !r.success).length ?? 0);
  for (const [i, r] of (resume.certificates ?? []).entries()) {
    if (!r.success) continue;
    const { name, issuer, date, url } = r.data;
    const item = certificationItem({ name, issuer, issued: date, expiry: undefined, url }, `certificates[${i}]`, w);
    if (item) out.certifications.push(item);
  }
  return finishDraft(out, w);
}

/** Parses a JSON Resume file. Throws ImportRejected when it is too large, not JSON, or not a resume. */
export function parseJsonResume(data: Uint8Array, name = "resume.json", limits = IMPORT_LIMITS): ImportDraft {
  if (data.length > limits.jsonBytes) throw new ImportRejected(IMPORT_MESSAGES.jsonTooLarge, 413);
  const text = decodeText(data, name, new Warnings());
  if (text === null) throw new ImportRejected(IMPORT_MESSAGES.jsonInvalid);
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw new ImportRejected(IMPORT_MESSAGES.jsonInvalid);
  }
  return draftFromJsonResume(value);
}
