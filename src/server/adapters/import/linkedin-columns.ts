/**
 * The four LinkedIn archive files we read and their columns: the names LinkedIn has used for each, which identify the
 * header row of a file uploaded under another name, and which we read.
 */

export type Kind = "profile" | "positions" | "education" | "certifications";

export interface KindSpec {
  file: string;
  /** Canonical column → accepted spellings (compared lower-case, spaces collapsed). */
  columns: Record<string, string[]>;
  /** Columns that identify the header row. */
  required: string[];
  /** Plus at least one of these (none → `required` suffices) when the file's name does not say what it is. */
  anyOf: string[];
  /** Columns we read; a missing one is a warning. */
  used: string[];
}

export const SPECS: Record<Kind, KindSpec> = {
  profile: {
    file: "Profile.csv",
    columns: {
      "First Name": ["first name", "firstname", "given name"],
      "Last Name": ["last name", "lastname", "surname", "family name"],
      Headline: ["headline"],
      Summary: ["summary", "about"],
      "Geo Location": ["geo location", "geolocation", "location"],
      Websites: ["websites", "website"],
      "Profile URL": ["profile url", "public profile url", "linkedin url"],
      Industry: ["industry"],
      "Maiden Name": ["maiden name"],
    },
    required: ["First Name", "Last Name"],
    anyOf: ["Headline", "Summary", "Geo Location", "Industry", "Maiden Name"],
    used: ["First Name", "Last Name", "Headline", "Summary", "Geo Location"],
  },
  positions: {
    file: "Positions.csv",
    columns: {
      "Company Name": ["company name", "company"],
      Title: ["title", "position"],
      "Started On": ["started on", "start date", "from"],
      "Finished On": ["finished on", "end date", "to"],
      Description: ["description"],
      Location: ["location"],
    },
    required: ["Company Name", "Title"],
    // Connections.csv has Company and Position too: without a hint from the name, ask for a date or description.
    anyOf: ["Started On", "Finished On", "Description", "Location"],
    used: ["Company Name", "Title", "Started On", "Finished On", "Description"],
  },
  education: {
    file: "Education.csv",
    columns: {
      "School Name": ["school name", "school"],
      "Degree Name": ["degree name", "degree"],
      "Start Date": ["start date", "started on"],
      "End Date": ["end date", "finished on"],
      Notes: ["notes"],
      Activities: ["activities"],
    },
    required: ["School Name"],
    anyOf: [],
    used: ["School Name", "Degree Name", "Start Date", "End Date"],
  },
  certifications: {
    file: "Certifications.csv",
    columns: {
      Name: ["name", "certification", "certification name"],
      Authority: ["authority", "issuer", "issuing organization"],
      "Started On": ["started on", "issue date", "issued on"],
      "Finished On": ["finished on", "expiration date"],
      Url: ["url"],
      "License Number": ["license number"],
    },
    required: ["Name"],
    anyOf: ["Authority", "Url", "License Number", "Started On"],
    used: ["Name", "Authority", "Started On", "Finished On", "Url"],
  },
};
export const KINDS = Object.keys(SPECS) as Kind[];
