import type { ImportedCertification, ImportedEducation, ImportedWork } from "../../../core/contracts/profile-import";
import { PROFILE_TEXT_LIMITS } from "../../../core/contracts/profile-import-rules";
import { normalizeHttpsUrl } from "../../../core/contracts/profile-settings";
import { line, paragraph, parseSiteDate, type Warnings } from "./normalize";

/**
 * Builds the stored list items from raw source values (archive cells or JSON Resume properties), the same way
 * for every source. `where` names the row in warnings ("Positions.csv row 2", "work[1]").
 */

function date(value: unknown, where: string, w: Warnings): string | null {
  const d = parseSiteDate(value);
  if (d.ok) return d.value;
  w.add(`${where}: we could not read the date "${line(value, 40)}" and left it empty.`);
  return null;
}

export function workItem(
  raw: { title: unknown; company: unknown; start: unknown; end: unknown; description: unknown },
  where: string,
  w: Warnings,
): ImportedWork | null {
  const title = line(raw.title);
  const company = line(raw.company);
  if (!title || !company) {
    w.add(`${where}: skipped, it has no ${title ? "company" : "title"}.`);
    return null;
  }
  const label = `${where} (${title}, ${company})`;
  const start = date(raw.start, where, w);
  const end = date(raw.end, where, w);
  // Jobs are dated by month. A bare year becomes its first month (start) or last month (end), said once.
  const startMonth = start && start.length === 4 ? `${start}-01` : start;
  let endMonth = end && end.length === 4 ? `${end}-12` : end;
  if ((start?.length === 4 || end?.length === 4) && (startMonth || endMonth))
    w.add(`${label}: the source gives only years; we used January to December. Check the months in settings.`);
  if (startMonth && endMonth && endMonth < startMonth) {
    if (end?.length === 4 && endMonth.slice(0, 4) === startMonth.slice(0, 4)) endMonth = startMonth;
    else w.add(`${label}: it ends before it starts. Check the dates in settings.`);
  }
  if (!startMonth) w.add(`${label}: no start date. Add the month you started in settings.`);
  return {
    title,
    company,
    start_date: startMonth,
    end_date: endMonth,
    description: paragraph(raw.description, PROFILE_TEXT_LIMITS.description, `${label}: the description`, w) ?? null,
  };
}

const yearNumber = (d: string | null) => (d ? Number(d.slice(0, 4)) : null);

export function educationItem(
  raw: { school: unknown; degree: unknown; field: unknown; start: unknown; end: unknown },
  where: string,
  w: Warnings,
): ImportedEducation | null {
  const school = line(raw.school);
  if (!school) {
    w.add(`${where}: skipped, it has no school name.`);
    return null;
  }
  let startYear = yearNumber(date(raw.start, where, w));
  const endYear = yearNumber(date(raw.end, where, w));
  if (startYear !== null && endYear !== null && endYear < startYear) {
    w.add(`${where} (${school}): it ends before it starts; the start year was left out.`);
    startYear = null;
  }
  return {
    school,
    degree: line(raw.degree) ?? "",
    field: line(raw.field) ?? null,
    start_year: startYear,
    end_year: endYear,
    year: endYear !== null ? String(endYear) : null,
  };
}

export function certificationItem(
  raw: { name: unknown; issuer: unknown; issued: unknown; expiry: unknown; url: unknown },
  where: string,
  w: Warnings,
): ImportedCertification | null {
  const name = line(raw.name);
  if (!name) {
    w.add(`${where}: skipped, it has no name.`);
    return null;
  }
  const issued = date(raw.issued, where, w);
  let expiry = date(raw.expiry, where, w);
  const key = (d: string) => (d.length === 4 ? `${d}-01` : d);
  if (issued && expiry && key(expiry) < key(issued)) {
    w.add(`${where} (${name}): it expires before it was issued; the expiry date was left out.`);
    expiry = null;
  }
  const rawUrl = line(raw.url, 1000);
  const url = rawUrl ? normalizeHttpsUrl(rawUrl) : null;
  if (rawUrl && !url) w.add(`${where} (${name}): the credential link is not a secure https address and was left out.`);
  return {
    name,
    issuer: line(raw.issuer) ?? null,
    year: issued ? issued.slice(0, 4) : null,
    issued_date: issued,
    expiry_date: expiry,
    credential_url: url,
  };
}
