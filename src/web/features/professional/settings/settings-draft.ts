import {
  CertificationInput,
  EducationInput,
  type OwnProfile,
  ProfileSettingsInput,
  WorkHistoryInput,
} from "../../../../core/contracts/profile-settings";
import type { Visibility } from "../../../../core/domain";
import { MONTH_NAMES } from "../../../../core/month-names";

/**
 * The settings form's state: every value as the person typed it (strings; `""` for empty), list items carrying a
 * local `key` so React keeps focus and identity while they are reordered. `toInput` turns it into the PUT body and
 * `validateDraft` runs the server's own schema, so a message shown next to a field is the one the server would send.
 */
export interface CertificationDraft {
  key: string;
  name: string;
  issuer: string;
  issuedDate: string;
  expiryDate: string;
  credentialUrl: string;
}
export interface WorkDraft {
  key: string;
  title: string;
  company: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}
export interface EducationDraft {
  key: string;
  school: string;
  degree: string;
  field: string;
  startYear: string;
  endYear: string;
}
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  city: string;
  state: string;
  country: string;
  linkedinUrl: string;
  visibility: Visibility;
  certifications: CertificationDraft[];
  workHistory: WorkDraft[];
  education: EducationDraft[];
}
export type ListName = "certifications" | "workHistory" | "education";
export type ItemDraft<L extends ListName> = ProfileDraft[L][number];

let counter = 0;
export const newKey = () => `item-${++counter}`;

export const emptyCertification = (): CertificationDraft => ({
  key: newKey(),
  name: "",
  issuer: "",
  issuedDate: "",
  expiryDate: "",
  credentialUrl: "",
});
export const emptyWork = (): WorkDraft => ({
  key: newKey(),
  title: "",
  company: "",
  startDate: "",
  endDate: "",
  current: false,
  description: "",
});
export const emptyEducation = (): EducationDraft => ({
  key: newKey(),
  school: "",
  degree: "",
  field: "",
  startYear: "",
  endYear: "",
});
export const EMPTY_ITEM: { [L in ListName]: () => ItemDraft<L> } = {
  certifications: emptyCertification,
  workHistory: emptyWork,
  education: emptyEducation,
};

const s = (v: string | null | undefined) => v ?? "";
const y = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function toDraft(p: OwnProfile): ProfileDraft {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    headline: s(p.headline),
    bio: s(p.bio),
    city: s(p.city),
    state: s(p.state),
    country: p.country,
    linkedinUrl: s(p.linkedinUrl),
    visibility: p.visibility,
    certifications: p.certifications.map((c) => ({
      key: newKey(),
      name: c.name,
      issuer: s(c.issuer),
      issuedDate: s(c.issuedDate),
      expiryDate: s(c.expiryDate),
      credentialUrl: s(c.credentialUrl),
    })),
    workHistory: p.workHistory.map((w) => ({
      key: newKey(),
      title: w.title,
      company: w.company,
      startDate: s(w.startDate),
      endDate: w.current ? "" : s(w.endDate),
      current: w.current,
      description: s(w.description),
    })),
    education: p.education.map((e) => ({
      key: newKey(),
      school: e.school,
      degree: s(e.degree),
      field: s(e.field),
      startYear: y(e.startYear),
      endYear: y(e.endYear),
    })),
  };
}

function withoutKey<T extends { key: string }>(item: T): Omit<T, "key"> {
  const { key: _key, ...rest } = item;
  return rest;
}

/** The PUT body for this draft. */
export function toInput(draft: ProfileDraft, updatedAt: string): ProfileSettingsInput {
  return {
    updatedAt,
    firstName: draft.firstName,
    lastName: draft.lastName,
    headline: draft.headline,
    bio: draft.bio,
    city: draft.city,
    state: draft.state,
    country: draft.country,
    linkedinUrl: draft.linkedinUrl,
    visibility: draft.visibility,
    certifications: draft.certifications.map(withoutKey),
    workHistory: draft.workHistory.map((w) => ({ ...withoutKey(w), endDate: w.current ? "" : w.endDate })),
    education: draft.education.map(withoutKey),
  };
}

/** `{ "workHistory.2.startDate": "message" }`, the same keys the server uses. */
export type FieldErrors = Record<string, string>;

function fieldsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validateDraft(draft: ProfileDraft, updatedAt: string): FieldErrors {
  const result = ProfileSettingsInput.safeParse(toInput(draft, updatedAt));
  return result.success ? {} : fieldsOf(result.error.issues);
}

/** Each list's entry schema: the add / edit dialog's resolver judges `itemBody` of what it holds with it. */
export const ITEM_SCHEMAS = {
  certifications: CertificationInput,
  workHistory: WorkHistoryInput,
  education: EducationInput,
};

/** One entry as the PUT body carries it (no local key; a current job has no end month). */
export function itemBody<L extends ListName>(list: L, item: ItemDraft<L>): unknown {
  if (list !== "workHistory") return withoutKey(item);
  const work = item as WorkDraft;
  return { ...withoutKey(work), endDate: work.current ? "" : work.endDate };
}

/** Errors of one list item, keyed by its field name (the editor dialog shows them before the item is kept). */
export function validateItem<L extends ListName>(list: L, item: ItemDraft<L>): FieldErrors {
  const result = ITEM_SCHEMAS[list].safeParse(itemBody(list, item));
  return result.success ? {} : fieldsOf(result.error.issues);
}

/**
 * A react-hook-form error tree (`{ workHistory: [, { startDate: { message } }] }`) as dotted keys
 * (`{ "workHistory.1.startDate": "…" }`), the keys the server and `itemErrors` use. A list's own error (react-hook-form
 * keeps it as `root` beside the entries' errors) is the list's key; the form's alert (`root.server`) is left out.
 */
export function flattenErrors(tree: object, prefix = ""): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, value] of Object.entries(tree)) {
    if (value === null || typeof value !== "object" || name === "ref") continue;
    if (prefix === "" && name === "root") continue;
    const key = name === "root" ? prefix : prefix === "" ? name : `${prefix}.${name}`;
    if (typeof (value as { message?: unknown }).message === "string" && "type" in value)
      out[key] ??= (value as { message: string }).message;
    else Object.assign(out, flattenErrors(value, key));
  }
  return out;
}

/** The errors of item `index` in `list`, keyed by field name. */
export function itemErrors(errors: FieldErrors, list: ListName, index: number): FieldErrors {
  const prefix = `${list}.${index}`;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === prefix) out._ = message;
    else if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  }
  return out;
}

/** Whether the draft differs from the saved profile (compared as the body a save would send). */
export function isDirty(draft: ProfileDraft, saved: ProfileDraft): boolean {
  return JSON.stringify(toInput(draft, "")) !== JSON.stringify(toInput(saved, ""));
}

// --- list editing (pure: each returns a new array) -----------------------------------------------------------

/** Moves item `index` by `delta` places; out-of-range moves return the list unchanged. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Replaces item `index`, or appends when `index` is -1 (a new item). */
export function putItem<T>(list: readonly T[], index: number, item: T): T[] {
  if (index < 0 || index >= list.length) return [...list, item];
  return list.map((x, i) => (i === index ? item : x));
}

// --- month fields -----------------------------------------------------------------------------------------------

/** "2021-06" → { year: "2021", month: "06" }; "2021" → month ""; partial input survives a round trip. */
export function splitMonth(value: string): { year: string; month: string } {
  const [year = "", month = ""] = value.split("-");
  return { year, month };
}

export function joinMonth(year: string, month: string): string {
  const yy = year.trim();
  if (yy === "" && month === "") return "";
  return month === "" ? yy : `${yy}-${month}`;
}

export const MONTHS = MONTH_NAMES;

/** "2021-06" → "Jun 2021"; "2021" → "2021"; "" → "". */
export function formatMonth(value: string): string {
  const { year, month } = splitMonth(value);
  const m = Number(month);
  return m >= 1 && m <= 12 ? `${MONTHS[m - 1]!.slice(0, 3)} ${year}` : year;
}

/** The dotted error key of the first invalid field in page order (the page focuses it). */
export function firstErrorKey(errors: FieldErrors, order: readonly string[]): string | null {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  const rank = (key: string) => {
    const i = order.findIndex((o) => key === o || key.startsWith(`${o}.`));
    return i === -1 ? order.length : i;
  };
  const indexOf = (key: string) => Number(key.split(".")[1] ?? 0);
  return [...keys].sort((a, b) => rank(a) - rank(b) || indexOf(a) - indexOf(b))[0] ?? null;
}
