import type { IMPORT_SOURCES } from "../domain";
import { PROFILE_LIMITS, PROFILE_TEXT_FIELDS } from "./profile-settings";

/** The profile import's limits, caps, labels and sentences (the shapes are in `profile-import.ts`). */

export const IMPORT_LIMITS = {
  zipBytes: 10 * 1024 * 1024,
  zipEntries: 200,
  /** Sum of the declared uncompressed sizes of every entry, and of what is actually inflated. */
  zipUncompressedBytes: 50 * 1024 * 1024,
  csvBytes: 5 * 1024 * 1024,
  jsonBytes: 2 * 1024 * 1024,
  /** Files in one upload (the four archive CSVs plus a few strays). */
  files: 8,
  /** Items kept per list in a draft; more are dropped with a warning. */
  draftItems: 100,
  draftTtlMs: 24 * 3_600_000,
} as const;

/** Text limits: the profile settings editor's (`PROFILE_LIMITS`), so an applied import always passes its rules. */
export const PROFILE_TEXT_LIMITS = {
  firstName: PROFILE_LIMITS.name,
  lastName: PROFILE_LIMITS.name,
  headline: PROFILE_LIMITS.headline,
  bio: PROFILE_LIMITS.bio,
  city: PROFILE_LIMITS.place,
  state: PROFILE_LIMITS.place,
  linkedinUrl: PROFILE_LIMITS.url,
  itemText: PROFILE_LIMITS.itemText,
  description: PROFILE_LIMITS.description,
  url: PROFILE_LIMITS.url,
} as const;

/** How many items each list of a profile may hold (the settings editor's caps). */
export const PROFILE_LIST_CAPS = {
  workHistory: PROFILE_LIMITS.workHistory,
  education: PROFILE_LIMITS.education,
  certifications: PROFILE_LIMITS.certifications,
} as const;
export type ImportListKey = keyof typeof PROFILE_LIST_CAPS;
export const IMPORT_LIST_KEYS = ["workHistory", "education", "certifications"] as const satisfies ImportListKey[];

/** An import may fill every one of the profile's text fields. */
export const IMPORT_FIELD_KEYS = PROFILE_TEXT_FIELDS;
export type ImportFieldKey = (typeof IMPORT_FIELD_KEYS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportFieldKey, string> = {
  firstName: "First name",
  lastName: "Last name",
  headline: "Headline",
  bio: "Bio",
  city: "City",
  state: "State",
  country: "Country",
  linkedinUrl: "LinkedIn",
};
export const IMPORT_LIST_LABELS: Record<ImportListKey, string> = {
  workHistory: "Work history",
  education: "Education",
  certifications: "Certifications",
};
export const IMPORT_SOURCE_LABELS: Record<(typeof IMPORT_SOURCES)[number], string> = {
  linkedin_archive: "LinkedIn data archive",
  json_resume: "JSON Resume",
  scraper: "Public profile address",
};

/** Every sentence the import shows. Wording is ours (SPEC §1 names the feature, not its texts). */
export const IMPORT_MESSAGES = {
  needsProfile:
    "Claim your profile before importing: go to Dashboard → Claim to find your profile or create one, then come back.",
  noFiles: "Choose a file to import: your LinkedIn archive (.zip or its CSV files) or a JSON Resume (.json).",
  mixedFiles: "Upload one ZIP archive, or the archive's CSV files, or one JSON Resume file — not a mix.",
  tooManyFiles: `Upload at most ${IMPORT_LIMITS.files} files at once.`,
  zipTooLarge:
    "The archive must be 10 MB or smaller. Upload only the profile, positions, education and certifications CSV files instead.",
  zipTooManyEntries: `The archive holds more than ${IMPORT_LIMITS.zipEntries} files. Upload the profile, positions, education and certifications CSV files instead.`,
  zipTooBig:
    "The archive unpacks to more than 50 MB. Upload the profile, positions, education and certifications CSV files instead.",
  zipInvalid: "This ZIP file could not be read. Download the archive again, or upload its CSV files.",
  zipEncrypted: "This ZIP file is password-protected. Unzip it and upload its CSV files.",
  csvTooLarge: (name: string) => `${name} is larger than 5 MB.`,
  jsonTooLarge: "The JSON Resume file must be 2 MB or smaller.",
  jsonInvalid: "This file is not valid JSON. Export your resume again as JSON Resume (resume.json).",
  jsonNotResume: "This JSON file is not a JSON Resume: it has no basics, work, education or certificates.",
  unknownFile: (name: string) =>
    `${name}: not a file we can import. Use the archive's Profile, Positions, Education or Certifications CSV, or a JSON Resume file.`,
  notText: (name: string) => `${name}: not a text file we can read.`,
  nothingFound:
    "We found nothing to import in these files. Check that you uploaded your LinkedIn archive (Profile.csv, Positions.csv…) or a JSON Resume.",
  notFound: "Import not found. It may have been discarded.",
  expired: "This import is more than 24 hours old. Upload your file again to see a fresh preview.",
  alreadyApplied: "This import has already been applied.",
  alreadyDiscarded: "This import was discarded. Upload your file again to start over.",
  noLongerOwner: "You no longer own the profile this import was made for.",
  indexOutOfRange: (list: string) => `One of the chosen ${list} items does not exist in this import.`,
  nothingChosen: "Choose at least one field or item to import.",
  overCap: (label: string, total: number, cap: number) =>
    `${label} would have ${total} entries; a profile holds at most ${cap}. Choose fewer items or replace the current list.`,
  applied: "Your profile was updated with the imported details.",
  discarded: "The import was discarded. Nothing on your profile changed.",
  scraperOff: "Importing from a profile address is not available.",
  scraperUrlInvalid: "Paste the address of your public LinkedIn profile, like https://www.linkedin.com/in/your-name",
  scraperUnreachable:
    "The profile import service could not be reached. Try again later, or upload your archive instead.",
  scraperFailed: (status: number) =>
    `The profile import service answered with an error (${status}). Try again later, or upload your archive instead.`,
  scraperNotFound: "The profile import service found no public profile at that address.",
  scraperTimeout:
    "The profile import service took too long to answer. Try again later, or upload your archive instead.",
  scraperBadAnswer:
    "The profile import service sent an answer we could not read. Try again later, or upload your archive instead.",
} as const;
