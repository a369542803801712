/** The signed-in workspaces: billing, notifications, privacy requests, employers, claims, the admin console. Imported through ./index.ts. */
export const BILLING = {
  checkoutFailed: "Failed to start checkout",
  subscriptionCheckFailed: "Failed to check subscription",
  activatedTitle: "Subscription Activated!",
  canceledTitle: "Subscription Canceled",
} as const;

export const NOTIFICATIONS = {
  empty: "No notifications yet",
  emptyUnread: "No unread notifications",
  emptyRead: "No read notifications",
  viewAll: "View all notifications",
  markReadFailed: "Failed to mark notification as read",
  markAllFailed: "Failed to mark all as read",
  deleteFailed: "Failed to delete notification",
  allMarkedRead: "All notifications marked as read",
  preferencesLoadFailed: "Failed to load notification preferences",
  preferencesSaveFailed: "Failed to save preferences",
  preferencesSaved: "Notification preferences saved",
  errorLoadingProfile: "Error loading user profile",
  errorFetching: "Error fetching notifications",
} as const;

export const PRIVACY_REQUESTS = {
  exportLoggedOut: "You must be logged in to export your data.",
  exportMustLogIn: "You must be logged in to export your data",
  exportFailed: "Failed to request data export",
  exportSubmitted: "Data export request submitted! You'll receive an email with a download link within 24 hours.",
  deleteMustLogIn: "You must be logged in to delete your account",
  deleteConfirmAll: "Please confirm all checkboxes before proceeding",
  deleteFailed: "Failed to delete account",
  deleteSubmitted:
    "Account deletion request submitted. Your account will be deactivated immediately and permanently deleted after 30 days.",
} as const;

/** /subscription/success and /subscription/cancel (SPEC §2). Titles are in BILLING. */
export const SUBSCRIPTION_PAGES = {
  goToDashboard: "Go to Dashboard",
  viewBillingDetails: "View Billing Details",
  contactSupport: "Contact Support",
  noCharges: "No charges were made.",
} as const;

/** The employer workspace (issue 6). The spec does not show these screens; wording is ours. */
export const EMPLOYER = {
  noEmployerAccount: "This account has no employer profile. Sign up as an employer to rate and verify.",
  notVerified:
    "Only verified businesses can submit ratings. Verify your business first: it takes 1-3 business days, or minutes by business e-mail.",
  suspended: (until: string) => `Your rating privileges are suspended until ${until} after a second strike.`,
  accountSuspended:
    "Your account is permanently suspended after three strikes: it can no longer look up profiles or add employees. You may appeal the strike within 30 days from your disputes page.",
  suspendedPermanently:
    "Your account is permanently suspended from rating after three strikes. You may appeal the strike within 30 days from your disputes page.",
  limitReached: (limit: number, resetAt: string | null) =>
    `You have used all ${limit} rating${limit === 1 ? "" : "s"} of the last 24 hours.${resetAt ? ` Your next rating is available at ${resetAt}.` : ""} Upgrade for more.`,
  noRatingsOnPlan: "Your plan does not include rating submissions.",
  noneAvailable: "None available on your account right now.",
  notInPlan: "Not included in your plan.",
  ratingsAfterVerification: "Rating opens once your business is verified: verify it to get 5 ratings a day.",
  ratingsAfterReview: "Rating opens once your verification is approved (1-3 business days).",
  alreadyRated:
    "You have already rated this professional. You can edit your existing rating while it is open, instead of adding a second one.",
  removedRatingExists:
    "Your earlier rating of this professional was removed after a dispute, so you cannot rate them again.",
  overallRequired: "Overall Performance is required",
  // One answer for an unknown id and for a private profile that is not on the roster, so it reveals neither.
  professionalNotFound:
    "We could not find that person among the people you can rate. Add them to your roster first (Upload Employees), then rate them from your roster.",
  ratingNotFound: "We could not find that rating.",
  ratingLocked: (hours: number) =>
    `This rating is locked: ratings can be edited or deleted only within ${hours} hours of submission.`,
  ratingNotEditable: "This rating is under review and cannot be changed.",
  ratingSubmitted: "Rating submitted. It will appear on the profile without your company's name.",
  ratingUpdated: "Rating updated.",
  ratingDeleted: "Rating deleted.",
  policyReminder:
    "Ratings are subjective opinions and may not be the sole basis for employment decisions. Rate only what you observed.",
  verificationTime: "Business verification takes 1-3 business days.",
  emailDomainMismatch: (domain: string) => `Use an address at your company's own domain (${domain}).`,
  noCompanyDomain: "Add your company website first: the address must be at its domain.",
  alreadyVerified: "Your business is already verified.",
  pendingExists: "You already have a verification request under review.",
  verificationEmailSent: (address: string) =>
    `We've sent a verification link to ${address}. It is valid for 24 hours and can be used once.`,
  einFormat: "Enter the EIN as NN-NNNNNNN (9 digits)",
  einPrefix: "This is not a valid EIN: the first two digits are not a prefix the IRS assigns",
  stateRequired: "Choose the state of registration",
  entityNumberRequired: "Enter the entity number from your state registration",
  entityNumberTooShort: (min: number) => `The entity number is too short: it has at least ${min} characters`,
  entityNumberTooLong: (max: number) =>
    `The entity number is too long: at most ${max} characters. Enter it exactly as your state registration shows it`,
  documentRequired: "Attach your registration document (PDF, PNG or JPEG)",
  documentType: "The document must be a PDF, PNG or JPEG file",
  documentTooLarge: "The document must be 5 MB or smaller",
  requestSubmitted: "Thanks! Your request is under review. Business verification takes 1-3 business days.",
  requestNotFound: "We could not find that verification request.",
  requestAlreadyDecided: "This request has already been decided.",
  rejectReasonRequired: "Give the employer a reason for the rejection",
  rosterNeedsVerification: "Verify your business before adding employees.",
  bulkUploadPlan:
    "Bulk CSV upload is included in Verified Pro and Enterprise. Add employees one at a time, or upgrade.",
  profileAddressInvalid: "Use a profile address like https://standing.example/profile/… (or leave it empty)",
  rosterLoadFailed: "Failed to load your roster. Please try again.",
  rosterInvalid: (n: number) =>
    `${n} row${n === 1 ? " has" : "s have"} errors. Nothing was imported: fix them and upload the file again.`,
  // In-app notifications about verification (never name another party).
  notifyVerifiedTitle: "Your business is verified",
  notifyVerifiedBy: (method: string) => `Verified by ${method}. You can now rate employees and build your roster.`,
  notifyVerifiedSuperseded: (method: string) =>
    `Verified by business e-mail. Your pending ${method} request was closed: it is no longer needed.`,
  notifyRejectedTitle: "Business verification not approved",
  notifyRejectedMessage: (reason: string) => `${reason} You can send a new request from the verification page.`,
  requestSuperseded: "Closed: your business was verified by business e-mail.",
} as const;

/** Claiming a profile (issue 7 §2): invitations, requests with evidence, admin review. Wording is ours. */
export const CLAIM = {
  invitationNotFound: "This invitation link is not valid. Check that you opened the whole link from the e-mail.",
  invitationExpired:
    "This invitation link has expired. Ask the employer to add you again, or search for your profile and request it.",
  invitationUsed: "This invitation link has already been used. Each link claims a profile once.",
  invitationWrongEmail: (masked: string) =>
    `This invitation was sent to ${masked}. Sign in with that e-mail address to claim the profile, or sign out and create a professional account with it.`,
  alreadyClaimed: "This profile has already been claimed by its owner.",
  alreadyOwnsProfile:
    "You already own a profile on Standing. An account holds one profile: manage it from your dashboard.",
  profileNotFound: "We could not find that profile.",
  pendingRequestExists:
    "You already have a claim request under review. Withdraw it first if you want to claim a different profile.",
  profilePendingByOther:
    "Someone else has asked to claim this profile and our team is reviewing it. If you believe this profile is yours, contact us.",
  pendingBlocksCreate:
    "You have a claim request under review. Withdraw it first if you would rather create a new profile.",
  requestNotFound: "We could not find that claim request.",
  requestNotPending: "This claim request has already been decided or withdrawn.",
  workEmailRequired: "Enter your work e-mail address",
  workEmailPersonal: "Use your work e-mail at your employer's domain, not a personal address like Gmail or Yahoo",
  linkedinRequired: "Enter the address of your LinkedIn profile, like https://www.linkedin.com/in/your-name",
  linkedinInvalid: "This is not a LinkedIn profile address. It looks like https://www.linkedin.com/in/your-name",
  documentRequired: "Attach a document that shows your name (PDF, PNG or JPEG)",
  chooseMethod: "Choose how you can show this profile is yours",
  documentNeedsMethod: 'You attached a document: choose "Document" as your evidence, or remove the file',
  documentType: "The document must be a PDF, PNG or JPEG file",
  documentTooLarge: "The document must be 5 MB or smaller",
  noteTooLong: "Keep the note under 1,000 characters",
  rejectReasonLength: "Give the person a reason between 5 and 500 characters",
  claimedViaInvitation: "Your profile is claimed. It now shows the Claimed Profile badge.",
  requestSubmitted:
    "Thanks! Your request is under review. We usually decide within 1-3 business days and will e-mail you.",
  requestWithdrawn: "Your claim request was withdrawn.",
  profileCreated: "Your profile is ready. The next steps on your dashboard help you complete it.",
  approved: "Request approved: the profile now belongs to the requester.",
  rejected: "Request rejected. The requester has been told why.",
  approvedMeanwhileClaimed:
    "This profile was claimed by another account while the request waited. Reject the request with a reason.",
  requesterOwnsProfile: "The requester already owns a profile. Reject the request with a reason.",
  claimedByOwnerReason: "claimed by its owner",
} as const;

/** The admin console (issue 15 §2–§7). */
export const ADMIN_CONSOLE = {
  accountSuspended: "This account is suspended. Contact support if you think this is a mistake.",
  userNotFound: "No such user.",
  notYourself: "You cannot do this to your own account.",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  noSecondFactor: "This account has no authenticator app or passkey to reset.",
  strikeNotFound: "No such strike on this account.",
  strikeNotActive: "Only an active strike can be reversed.",
  ratingNotFound: "No such rating.",
  suspended: "Account suspended. Its sessions have ended.",
  reactivated: "Account reactivated.",
  sessionsEnded: "Every session of this account has ended.",
  secondFactorReset:
    "The authenticator app and passkeys were removed; the person enrols a new second factor at next sign-in.",
  strikeReversed: "Strike reversed. The employer's standing was recomputed.",
} as const;
