import type { Visibility } from "../domain";

/**
 * The words and limits of the profile settings (issue 7 §3): every rule of `ProfileSettingsInput` has its own sentence
 * here, shared by the server's answers and the settings page, which shows the same sentence next to the field.
 */
export const PROFILE_LIMITS = {
  name: 60,
  headline: 120,
  bio: 2000,
  place: 100,
  itemText: 120,
  description: 1000,
  url: 500,
  certifications: 30,
  workHistory: 30,
  education: 20,
  minYear: 1940,
  /** Years up to this many ahead are accepted (expected graduation, certification expiry). */
  yearsAhead: 10,
  photoBytes: 5 * 1024 * 1024,
  /** Decoded size limit: refuses decompression bombs before any pixel is processed. */
  photoMaxPixels: 40_000_000,
  /** The stored photo is a square of this many pixels (cover crop, WebP). */
  photoSize: 400,
  resumeBytes: 10 * 1024 * 1024,
  resumeFileName: 120,
} as const;

export const maxYear = () => new Date().getUTCFullYear() + PROFILE_LIMITS.yearsAhead;

/** The one sentence for a field past its length limit. */
const tooLong = (label: string, limit: number) => `${label} must be ${limit} characters or fewer.`;

export const PROFILE_MESSAGES = {
  required: "This field is required.",
  text: "Enter text here.",
  badCharacters: "Remove the tabs, line breaks or special characters from this field.",
  badCharactersMultiline: "Remove the special characters from this field.",
  firstNameRequired: "Enter your first name.",
  firstNameTooLong: tooLong("First name", PROFILE_LIMITS.name),
  lastNameRequired: "Enter your last name.",
  lastNameTooLong: tooLong("Last name", PROFILE_LIMITS.name),
  headlineTooLong: tooLong("Headline", PROFILE_LIMITS.headline),
  bioTooLong: "Bio must be 2,000 characters or fewer.",
  cityTooLong: tooLong("City", PROFILE_LIMITS.place),
  stateTooLong: tooLong("State or region", PROFILE_LIMITS.place),
  countryRequired: "Choose your country.",
  countryUnknown: "Choose a country from the list.",
  linkedinInvalid: "Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name.",
  visibilityInvalid: "Choose who can see your profile: Public, Employers Only or Private.",
  updatedAtMissing: "Reload the page and try again.",
  list: "Send a list here.",
  item: "Each entry must be an object.",
  tooManyCertifications: `You can list up to ${PROFILE_LIMITS.certifications} certifications.`,
  tooManyJobs: `You can list up to ${PROFILE_LIMITS.workHistory} jobs.`,
  tooManySchools: `You can list up to ${PROFILE_LIMITS.education} schools.`,
  certificationNameRequired: "Enter the certification's name.",
  certificationNameTooLong: tooLong("Certification name", PROFILE_LIMITS.itemText),
  issuerTooLong: tooLong("Issuer", PROFILE_LIMITS.itemText),
  certificationMonth: "Enter a year, or a month and year, like 2021-06.",
  expiryBeforeIssued: "The expiry date can't be before the issue date.",
  credentialUrlInvalid: "Enter a secure link that starts with https://.",
  titleRequired: "Enter your job title.",
  titleTooLong: tooLong("Job title", PROFILE_LIMITS.itemText),
  companyRequired: "Enter the company's name.",
  companyTooLong: tooLong("Company name", PROFILE_LIMITS.itemText),
  month: "Enter a month and year, like 2021-06.",
  startRequired: "Enter the month you started.",
  endRequired: "Enter the month you finished, or mark this as your current job.",
  endBeforeStart: "The end month can't be before the start month.",
  currentFlag: "Choose whether this is your current job.",
  descriptionTooLong: "Description must be 1,000 characters or fewer.",
  schoolRequired: "Enter the school's name.",
  schoolTooLong: tooLong("School name", PROFILE_LIMITS.itemText),
  degreeTooLong: tooLong("Degree", PROFILE_LIMITS.itemText),
  fieldTooLong: tooLong("Field of study", PROFILE_LIMITS.itemText),
  year: () => `Enter a year between ${PROFILE_LIMITS.minYear} and ${maxYear()}.`,
  endYearBeforeStart: "The end year can't be before the start year.",

  noProfile: "You don't have a profile to edit yet. Claim your profile first at /dashboard/professional/claim.",
  conflict: "Your profile changed in another tab. Reload to see the latest.",
  saved: "Profile saved.",
  nothingChanged: "No changes to save.",

  photoRequired: "Choose a photo to upload.",
  photoType: "Choose a JPEG, PNG or WebP image.",
  photoTooLarge: "Photos must be 5 MB or smaller.",
  photoUnreadable: "We couldn't read this image. Try another file.",
  photoTooManyPixels: "This image is over 40 megapixels. Choose a smaller one.",
  photoSaved: "Photo updated.",
  photoRemoved: "Photo removed.",
  noPhoto: "There is no photo to remove.",

  resumeRequired: "Choose a PDF to upload.",
  resumeType: "Resumes must be PDF files.",
  resumeTooLarge: "Resumes must be 10 MB or smaller.",
  resumeSaved: "Resume uploaded.",
  resumeRemoved: "Resume removed.",
  noResume: "There is no resume to remove.",
  resumeSignIn: "Sign in to download this resume.",
  resumeOpenFirst: "Open this profile first to download the resume. Opening a profile uses one of your daily lookups.",
  resumeMissing: "This profile has no resume.",
  multipartRequired: "Send the file as multipart/form-data.",
} as const;

/** What each visibility means, in one line (the settings page's radio group). */
export const VISIBILITY_EXPLANATIONS: Record<Visibility, string> = {
  public: "Anyone can find you in search and open your profile.",
  employers_only: "Hidden from search; only signed-in employers can open your profile by its link.",
  private: "Only you can see your profile. It is hidden from search and from everyone else.",
};
