import type { ApplyImportInput, ImportDraft } from "../../core/contracts/profile-import";
import {
  IMPORT_LIST_KEYS,
  IMPORT_LIST_LABELS,
  IMPORT_MESSAGES,
  type ImportFieldKey,
  PROFILE_LIST_CAPS,
} from "../../core/contracts/profile-import-rules";
import type { CertificationItem, EducationItem, WorkHistoryItem } from "../db/schema";
import { invalidInput } from "../kernel/domain-errors";
import type { CurrentProfile } from "./profile-import-diff";

/**
 * What applying an import writes, worked out before anything is: the chosen fields and list items out of the draft,
 * and each chosen list appended to or replacing the profile's. Refused (400, nothing written) when a choice is not in
 * the draft, nothing is chosen, or a list would pass its cap. Pure: the command loads the draft and the profile.
 */

/** Picks `indexes` (deduplicated, in draft order) out of `items`, refusing any that do not exist. */
function pick<T>(items: T[], indexes: number[], list: string): T[] {
  const unique = [...new Set(indexes)].sort((a, b) => a - b);
  if (unique.some((i) => i >= items.length)) throw invalidInput({ [list]: IMPORT_MESSAGES.indexOutOfRange(list) });
  return unique.map((i) => items[i]!);
}

export function planImport(draft: ImportDraft, profile: CurrentProfile, input: ApplyImportInput) {
  const fieldKeys = [...new Set(input.fields)];
  const absent = fieldKeys.filter((k) => draft.fields[k] === undefined);
  if (absent.length > 0) throw invalidInput({ fields: `Not in this import: ${absent.join(", ")}` });
  const chosen = {
    workHistory: pick(draft.workHistory, input.workHistory, "workHistory"),
    education: pick(draft.education, input.education, "education"),
    certifications: pick(draft.certifications, input.certifications, "certifications"),
  };
  if (fieldKeys.length === 0 && IMPORT_LIST_KEYS.every((k) => chosen[k].length === 0))
    throw invalidInput({ _: IMPORT_MESSAGES.nothingChosen });

  const lists: Partial<{
    workHistory: WorkHistoryItem[];
    education: EducationItem[];
    certifications: CertificationItem[];
  }> = {};
  const overCap: Record<string, string> = {};
  for (const key of IMPORT_LIST_KEYS) {
    if (chosen[key].length === 0) continue;
    const next = input.mode[key] === "replace" ? chosen[key] : [...profile[key], ...chosen[key]];
    if (next.length > PROFILE_LIST_CAPS[key])
      overCap[key] = IMPORT_MESSAGES.overCap(IMPORT_LIST_LABELS[key], next.length, PROFILE_LIST_CAPS[key]);
    (lists as Record<string, unknown[]>)[key] = next;
  }
  if (Object.keys(overCap).length > 0) throw invalidInput(overCap);

  const values: Partial<Record<ImportFieldKey, string>> = {};
  for (const k of fieldKeys) values[k] = draft.fields[k]!;
  return { fieldKeys, chosen, values, lists };
}
