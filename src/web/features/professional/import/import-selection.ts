import type { ApplyImportInput, ImportDiff, ImportListMode } from "../../../../core/contracts/profile-import";
import type { ImportFieldKey, ImportListKey } from "../../../../core/contracts/profile-import-rules";

/** The draft's selection model, apart from its screen: what is ticked, what it would leave, what is sent. */

/** What the professional chose to keep from a draft. */
export interface ImportSelection {
  fields: ImportFieldKey[];
  workHistory: number[];
  education: number[];
  certifications: number[];
  mode: Record<ImportListKey, ImportListMode>;
}

/** Changed fields and items the profile does not already have start ticked; duplicates and equal fields do not. */
export function initialSelection(diff: ImportDiff): ImportSelection {
  const fresh = (key: ImportListKey) => diff[key].items.filter((i) => !i.duplicate).map((i) => i.index);
  return {
    fields: diff.fields.filter((f) => f.changed).map((f) => f.key),
    workHistory: fresh("workHistory"),
    education: fresh("education"),
    certifications: fresh("certifications"),
    mode: { workHistory: "append", education: "append", certifications: "append" },
  };
}

/** The list would have `total` entries after applying; over `cap` the server refuses. */
export function listOutcome(diff: ImportDiff, selection: ImportSelection, key: ImportListKey) {
  const chosen = selection[key].length;
  const total =
    chosen === 0 ? diff[key].current : selection.mode[key] === "replace" ? chosen : diff[key].current + chosen;
  return { chosen, total, over: total > diff[key].cap };
}

export function selectionToInput(selection: ImportSelection): ApplyImportInput {
  return {
    fields: selection.fields,
    workHistory: selection.workHistory,
    education: selection.education,
    certifications: selection.certifications,
    mode: selection.mode,
  };
}

export const selectedCount = (s: ImportSelection) =>
  s.fields.length + s.workHistory.length + s.education.length + s.certifications.length;
