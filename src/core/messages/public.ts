/** The public site and the directory: brand, validation, search and profiles, blog, errors, overlays. Imported through ./index.ts. */
export const BRAND = {
  name: "Standing",
  tagline: "the verified reputation network for today's workforce",
  signInHeadline: "Join the verified reputation network",
  employerPitch: "Rate employees and find talent",
  professionalPitch: "Build your verified reputation",
} as const;

export const VALIDATION = {
  invalidEmail: "Invalid email address",
  passwordTooShort: "Password must be at least 8 characters",
  fullNameRequired: "Full name is required",
  companyNameTooShort: "Company name must be at least 2 characters",
  companyWebsiteRequired: "Company website is required",
  companyWebsiteInvalid: "Please enter a valid website URL",
  employerEmailDomain: "Email must be from your company domain (not a personal email like Gmail or Yahoo)",
  hintPersonalEmail: "Please use a business email, not a personal email",
  hintDomainMismatch: (domain: string) => `Email domain must match your company website (${domain})`,
  hintDomainMatches: "Email matches company domain",
  validationErrorTitle: "Validation Error",
} as const;

export const DIRECTORY = {
  searchHeading: "Search Professionals",
  searchPlaceholder: "Search by name, location, or industry...",
  searchFailed: "Failed to load search results. Please try again.",
  noResults: "No results found",
  noResultsHint: "Try adjusting your search criteria or filters",
  clearFilters: "Clear all filters",
  /** Typo tolerance (D353): "Did you mean nurse?", the word a link to its search. */
  didYouMean: "Did you mean",
  showingCorrection: (typed: string) => `Nothing matches “${typed}” exactly; these are close matches.`,
  /** SPEC's "Found N professional(s)", N with thousands separators (D323): "Found 2,000 professionals". */
  found: (n: number) => `Found ${n.toLocaleString("en-US")} professional${n === 1 ? "" : "s"}`,
  /** A bounded count (D190, D323: exact to 10,000): at least n match, "Found 10,000+ professionals". */
  foundAtLeast: (n: number) => `Found ${n.toLocaleString("en-US")}+ professionals`,
  page: (x: number, y: number) => `Page ${x.toLocaleString("en-US")} of ${y.toLocaleString("en-US")}`,
  pageOfAtLeast: (x: number, y: number) => `Page ${x.toLocaleString("en-US")} of ${y.toLocaleString("en-US")}+`,
  profileFailed: "Failed to load profile. This profile may not exist or you may not have permission to view it.",
  backToSearch: "Back to Search",
  upgradeToView: "Upgrade to view more profiles",
  invalidResumeUrl: "Invalid resume URL",
  resumeFailed: "Failed to load resume",
  qrDownloaded: "QR code downloaded",
  qrFailed: "Failed to download QR code",
  linkCopied: "Link copied to clipboard",
  linkCopyFailed: "Failed to copy link",
  shareProfile: "Share Profile",
  qrCode: "QR Code",
  upgradeNow: "Upgrade Now",
  claimedProfile: "Claimed Profile",
  verifiedEmployers: (n: number) => `${n} Verified Employer${n === 1 ? "" : "s"}`,
  views: (n: number) => `${n} View${n === 1 ? "" : "s"}`,
  performanceRatings: "Performance Ratings",
  /** D304: figures are published in batches; the same words on the profile, the search card and the dashboard. */
  ratingsPending: "Ratings appear once 3 employers have rated",
  ratingsBatched: "Figures are updated after several employers rate, so no single rating can be worked out.",
  employmentStatus: "Employment Status",
  certifications: "Certifications",
  workHistory: "Work History",
  education: "Education",
  createFreeAccount: "Create a free account to view this profile",
  qrScan: "Scan to view the profile",
} as const;

export const NOT_FOUND = {
  title: "404",
  message: "Oops! Page not found",
  home: "Return to Home",
} as const;

export const BLOG = {
  notFoundTitle: "Article Not Found",
  notFoundMessage: "The article you're looking for doesn't exist or has been moved.",
  backToBlog: "Back to Blog",
} as const;

/** Messages for the generic error shape; not quoted by the spec but shown to people. */
export const GENERIC_ERRORS = {
  validation: "Some fields need your attention.",
  invalidJson: "The request body is not valid JSON.",
  payloadTooLarge: "The request is too large.",
  notFound: "Not found.",
  routeNotFound: "There is no API endpoint at this address.",
  unauthorized: "You need to sign in to do that.",
  forbidden: "You do not have permission to do that.",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  internal: "Something went wrong on our side. Please try again.",
  unsupportedMediaType: "Unsupported content type.",
  incompleteUpload: "The upload did not arrive complete. Please try again.",
  unstorableText: "Some text contains characters we cannot store (such as a NUL character).",
  unavailable: "Standing is briefly unavailable. Please try again in a moment.",
  /** The connection dropped while the change was being committed (D310): it may or may not have been saved. */
  outcomeUnknown: "Your change may have been saved. Retry with the same Idempotency-Key to find out.",
  /** The web client's words for the same (it retries with the same key itself first). */
  outcomeUnknownInApp: "Your change may have been saved. Reload the page to check before trying again.",
  idempotencyKeyInvalid:
    "Idempotency-Key must be 1 to 255 visible ASCII characters (letters, digits and punctuation; no spaces).",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
  idempotencyInProgress:
    "A request with this Idempotency-Key is in progress. Wait a moment, then retry with the same key.",
  alreadyApplied: "This change was already saved. Reload the page to see it.",
  tooDeeplyNested: "The request body is nested too deeply.",
  malformedRequest: "The request could not be read. Please reload the page and try again.",
  /** A browser request from an address the server does not answer at (a LAN IP, another name, another site). */
  wrongAddress: (address: string) =>
    `Standing answers at ${address}, and this page is open at another address, so the request was refused. Open ${address} and try again.`,
} as const;

/** Public site: home, pricing, blog, help, contact (SPEC §2). */
export const MARKETING = {
  getStarted: "Get Started",
  learnMore: "Learn More",
  getStartedFree: "Get Started Free",
  contactSales: "Contact Sales",
  checkoutNotYetOpen: "Online card checkout opens soon. To upgrade today, contact our sales team.",
  upgrade: "Upgrade",
  currentPlan: "Current Plan",
  annualDiscount: (percent: number) => `Save ${percent}% with annual billing`,
  loadMore: "Load More",
  wasThisHelpful: "Was this helpful?",
  helpfulYes: "Yes",
  helpfulNo: "No",
  helpfulThanks: "Thanks for your feedback!",
  newsletterCheckInbox: "Check your inbox to confirm",
  newsletterFailed: "We could not sign you up. Please try again.",
  newsletterConfirmed: "You're subscribed. Thank you for confirming!",
  newsletterUnsubscribed: "You've been unsubscribed. You won't receive the newsletter any more.",
  newsletterInvalidLink: "That newsletter link is not valid any more. Sign up again below if you like.",
  contactEmailInvalid: "Enter an e-mail address we can reply to, like name@company.com",
  contactMessageRequired: "Please write a message so we know how to help",
  contactMessageTooLong: "Please keep your message under 5,000 characters",
  contactSent: "Thanks! Your message has been sent. Our team replies within 24 hours.",
  contactFailed: "We could not send your message. Please try again.",
} as const;

/** Global overlays (SPEC §2, §4). */
export const OVERLAYS = {
  consentAccept: "Accept",
  consentEssentialOnly: "Essential Only",
  installAction: "Install",
  installNotNow: "Not Now",
} as const;

/**
 * A rating's employment status, in one wording on every screen (employer history, the professional's dashboard and
 * disputes): it describes the person rated, as the employer chose it when rating.
 */
export const EMPLOYMENT_STATUS_LABELS = {
  current: "Current employee",
  former: "Former employee",
} as const satisfies Record<"current" | "former", string>;

export function employmentStatusLabel(status: string): string {
  return EMPLOYMENT_STATUS_LABELS[status as keyof typeof EMPLOYMENT_STATUS_LABELS] ?? status;
}
