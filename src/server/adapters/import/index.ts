import type { ImportDraft } from "../../../core/contracts/profile-import";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../core/contracts/profile-import-rules";
import type { ImportSource } from "../../../core/domain";
import { ImportRejected } from "./import-error";
import { looksLikeJson, parseJsonResume } from "./json-resume";
import { type InputFile, parseLinkedinArchive } from "./linkedin-archive";
import { isZip } from "./zip";

export { ImportRejected } from "./import-error";
export { draftFromJsonResume, parseJsonResume } from "./json-resume";
export { type InputFile, parseLinkedinArchive } from "./linkedin-archive";
export { createHttpScraper, type HttpScraperOptions, type ProfileScraper } from "./scraper";

/** True when a draft carries nothing to apply. */
export const isEmptyDraft = (d: ImportDraft) =>
  Object.keys(d.fields).length === 0 &&
  d.workHistory.length === 0 &&
  d.education.length === 0 &&
  d.certifications.length === 0;

/**
 * An upload, whatever it holds: one ZIP (the archive), one JSON Resume file, or some of the archive's CSV
 * files. The source is told from the bytes, not the names. A draft with nothing in it is refused with the
 * warnings that explain why.
 */
export function parseUpload(files: InputFile[], limits = IMPORT_LIMITS): { source: ImportSource; draft: ImportDraft } {
  if (files.length === 0) throw new ImportRejected(IMPORT_MESSAGES.noFiles);
  if (files.length > limits.files) throw new ImportRejected(IMPORT_MESSAGES.tooManyFiles);
  const zips = files.filter((f) => isZip(f.data));
  const jsons = files.filter((f) => !isZip(f.data) && (looksLikeJson(f.data) || /\.json$/i.test(f.name)));
  if ((zips.length > 0 || jsons.length > 0) && files.length > 1) throw new ImportRejected(IMPORT_MESSAGES.mixedFiles);
  const source: ImportSource = jsons.length === 1 ? "json_resume" : "linkedin_archive";
  const draft =
    source === "json_resume"
      ? parseJsonResume(files[0]!.data, files[0]!.name, limits)
      : parseLinkedinArchive(files, limits);
  if (isEmptyDraft(draft)) {
    const why = draft.warnings.slice(0, 3).join(" ");
    throw new ImportRejected(why ? `${IMPORT_MESSAGES.nothingFound} ${why}` : IMPORT_MESSAGES.nothingFound);
  }
  return { source, draft };
}
