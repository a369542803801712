import { PROFILE_LIMITS } from "../../../../core/contracts/profile-settings";
import {
  type CertificationDraft,
  type EducationDraft,
  formatMonth,
  type ItemDraft,
  type ListName,
  type WorkDraft,
} from "./settings-draft";

/** What each structured list is called, how many it holds, what an entry's card says and its dialog's field order. */

interface Summary {
  primary: string;
  secondary?: string;
  meta?: string;
  body?: string;
}

export interface ListConfig<L extends ListName> {
  noun: string;
  max: number;
  empty: string;
  summary: (item: ItemDraft<L>) => Summary;
  /** Field order inside the dialog, for focusing the first error. */
  fields: string[];
}

const range = (a: string, b: string) => [a, b].filter(Boolean).join(" – ");

export const LIST_CONFIG: { [L in ListName]: ListConfig<L> } = {
  workHistory: {
    noun: "job",
    max: PROFILE_LIMITS.workHistory,
    empty: "No jobs yet. Add the roles you want employers to see, most recent first.",
    summary: (w: WorkDraft) => ({
      primary: w.title || "Untitled job",
      secondary: w.company,
      meta: range(formatMonth(w.startDate), w.current ? "Present" : formatMonth(w.endDate)),
      body: w.description,
    }),
    fields: ["title", "company", "startDate", "endDate", "description"],
  },
  education: {
    noun: "school",
    max: PROFILE_LIMITS.education,
    empty: "No education yet. Add schools, programs or apprenticeships.",
    summary: (e: EducationDraft) => ({
      primary: e.school || "Untitled school",
      secondary: [e.degree, e.field].filter(Boolean).join(", "),
      meta: range(e.startYear, e.endYear),
    }),
    fields: ["school", "degree", "field", "startYear", "endYear"],
  },
  certifications: {
    noun: "certification",
    max: PROFILE_LIMITS.certifications,
    empty: "No certifications yet. Licences and certificates help employers trust your skills.",
    summary: (c: CertificationDraft) => ({
      primary: c.name || "Untitled certification",
      secondary: c.issuer,
      meta: [
        c.issuedDate && `Issued ${formatMonth(c.issuedDate)}`,
        c.expiryDate && `Expires ${formatMonth(c.expiryDate)}`,
      ]
        .filter(Boolean)
        .join(" · "),
      body: c.credentialUrl,
    }),
    fields: ["name", "issuer", "issuedDate", "expiryDate", "credentialUrl"],
  },
};
