/**
 * Every user-facing string the spec quotes (SPEC §1, §2, §5, §8), written once.
 * Server and web both import from here so the exact wording cannot drift.
 */
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

export const AUTH = {
  accountExists: "Account exists: This email is already registered. Please sign in instead.",
  loginFailed: "Login failed: Invalid email or password. Please try again.",
  signUpFailed: "An error occurred during sign up",
  signInFailed: "An error occurred during sign in",
  successTitle: "Success!",
  accountCreated: "Account created successfully!",
  accountCreatedConfirm: "Account created! Please check your email to confirm.",
  welcomeBackTitle: "Welcome back!",
  signedIn: "Successfully signed in.",
  signingIn: "Signing in...",
  creatingAccount: "Creating account...",
  mustProvideCredentials: "You must provide either an email or phone number and a password",
  mustProvideIdentifier: "You must provide either an email or phone number.",
  noSessionInUrl: "No session defined in URL",
  notPkceFlow: "Not a valid PKCE flow url.",
  noCode: "No code detected.",
  invalidJwt: "Invalid JWT signature",
  webauthnUnsupported: "Browser does not support WebAuthn",
  emptyCredential: "Empty credential response",
  secondFactorRequired:
    "Administrators must protect their account with a second factor. Add an authenticator app or a passkey to continue.",
  secondFactorSignIn: "Sign in with your second factor (authenticator app or passkey) to continue.",
  accountDeactivated: "This account is deactivated. Contact support if you think this is a mistake.",
} as const;

export const DIRECTORY = {
  searchHeading: "Search Professionals",
  searchPlaceholder: "Search by name, location, or industry...",
  searchFailed: "Failed to load search results. Please try again.",
  noResults: "No results found",
  noResultsHint: "Try adjusting your search criteria or filters",
  clearFilters: "Clear all filters",
  found: (n: number) => `Found ${n} professional${n === 1 ? "" : "s"}`,
  /** A bounded count (D190): at least n match. */
  foundAtLeast: (n: number) => `Found ${n}+ professionals`,
  page: (x: number, y: number) => `Page ${x} of ${y}`,
  pageOfAtLeast: (x: number, y: number) => `Page ${x} of ${y}+`,
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

export const EMAIL_VERIFICATION = {
  invalidLink: "Invalid verification link",
  failed: "Failed to verify email. The link may have expired.",
  success: "Your email has been verified successfully!",
  /** A confirmation link opened again after it did its work (it signs nobody in the second time). */
  alreadyConfirmed: "This confirmation link has already been used: your e-mail is confirmed. Sign in to continue.",
  tryAgain: "Try Again",
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

/** /subscription/success and /subscription/cancel (SPEC §2). Titles are in BILLING. */
export const SUBSCRIPTION_PAGES = {
  goToDashboard: "Go to Dashboard",
  viewBillingDetails: "View Billing Details",
  contactSupport: "Contact Support",
  noCharges: "No charges were made.",
} as const;

/** Global overlays (SPEC §2, §4). */
export const OVERLAYS = {
  consentAccept: "Accept",
  consentEssentialOnly: "Essential Only",
  installAction: "Install",
  installNotNow: "Not Now",
} as const;

/** /auth, /auth/reset-password, the avatar menu and /settings/security (accounts issue). Not quoted by the spec. */
export const ACCOUNT = {
  signInTab: "Sign In",
  signUpTab: "Sign Up",
  signInButton: "Sign In",
  createAccountButton: "Create Account",
  iAmA: "I am a...",
  professional: "Professional",
  employer: "Employer",
  fullName: "Full Name",
  email: "Email",
  businessEmail: "Business Email",
  password: "Password",
  passwordHint: "At least 8 characters",
  companyName: "Company Name",
  companyWebsite: "Company Website",
  ageConfirm: "I confirm I am 18 or older",
  termsAgreePrefix: "I agree to the",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  errorTitle: "Error",
  forgotPassword: "Forgot password?",
  forgotTitle: "Reset your password",
  forgotIntro: "Enter the e-mail you signed up with and we'll send you a link to choose a new password.",
  sendResetLink: "Send reset link",
  sending: "Sending...",
  backToSignIn: "Back to sign in",
  checkEmailTitle: "Check your e-mail",
  checkEmailBody: (email: string) =>
    `We've sent a confirmation link to ${email}. Open it to confirm your e-mail and you'll be signed in.`,
  checkEmailSpam: "No e-mail after a few minutes? Look in your spam folder or send the link again.",
  resendLink: "Resend the link",
  resending: "Resending...",
  linkResent: "We've sent a new link. Check your inbox.",
  twoFactorTitle: "Two-step verification",
  twoFactorIntro: "Enter the 6-digit code from your authenticator app.",
  backupCodeIntro: "Enter one of the backup codes you saved when you turned on two-step verification.",
  authCode: "Authentication code",
  backupCode: "Backup code",
  useBackupCode: "Use a backup code",
  useAuthenticator: "Use your authenticator app",
  verify: "Verify",
  verifying: "Verifying...",
  codeRequired: "Enter the code to continue",
  invalidCode: "That code is not right or has expired. Please try again.",
  twoFactorTimedOut: "Your sign-in timed out. Please sign in again.",
  withPasskey: "Sign in with a passkey",
  or: "or",
  resetTitle: "Choose a new password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  passwordsDiffer: "Passwords do not match",
  savePassword: "Save new password",
  saving: "Saving...",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  resetDone: "Your password has been changed. You can sign in now.",
  requestNewLink: "Ask for a new link",
  verifyFailedTitle: "E-mail not confirmed",
  user: "User",
  accountMenu: "Account menu",
  employerDashboard: "Employer Dashboard",
  myProfile: "My Profile",
  adminPanel: "Admin Panel",
  billing: "Billing",
  notifications: "Notifications",
  help: "Help",
  accountSecurity: "Account security",
  signOut: "Sign Out",
  login: "Login",
  signUp: "Sign Up",
  signedOut: "You have been signed out.",
  signOutFailed: "We could not sign you out. Please try again.",
} as const;

/** /settings/security: authenticator app, passkeys and sessions. */
export const SECURITY = {
  title: "Account security",
  intro: "Protect your account with a second step at sign-in, and manage where you are signed in.",
  totpTitle: "Authenticator app",
  totpNameLabel: "Name",
  totpRenamed: "Authenticator renamed",
  rename: "Rename",
  totpIntro:
    "After your password, Standing asks for a 6-digit code from an app such as 1Password, Authy or Google Authenticator.",
  totpOn: "On",
  totpOff: "Off",
  totpAdd: "Set up authenticator app",
  totpRemove: "Turn off",
  confirmPasswordLabel: "Your password",
  confirmPasswordHint: "For your security, confirm your password first.",
  continue: "Continue",
  cancel: "Cancel",
  scanQr: "Scan this QR code with your authenticator app, then enter the 6-digit code it shows.",
  manualKey: "Can't scan? Enter this key instead:",
  qrAlt: "QR code for your authenticator app",
  totpEnabled: "Two-step verification is on.",
  totpDisabled: "Two-step verification is off.",
  wrongPassword: "That password is not correct.",
  backupTitle: "Save your backup codes",
  backupIntro:
    "Each code works once if you lose your phone. This is the only time we show them: keep them somewhere safe.",
  copyCodes: "Copy codes",
  codesCopied: "Backup codes copied",
  copyFailed: "Could not copy. Select the codes and copy them by hand.",
  savedCodes: "I've saved my codes",
  passkeysTitle: "Passkeys",
  passkeysIntro: "Sign in with your fingerprint, face, screen lock or a security key instead of typing your password.",
  passkeysEmpty: "No passkeys yet.",
  passkeyName: "Passkey name",
  passkeyNamePlaceholder: "e.g. Work laptop",
  passkeyDefaultName: "My passkey",
  passkeyAdd: "Add a passkey",
  passkeyAdding: "Waiting for your device...",
  passkeyAdded: "Passkey added",
  passkeyRename: "Rename",
  passkeyRenamed: "Passkey renamed",
  passkeyRemove: "Remove",
  passkeyRemoved: "Passkey removed",
  passkeyRemoveConfirm: (name: string) =>
    `Remove the passkey "${name}"? You won't be able to sign in with it any more.`,
  passkeyAddedOn: (date: string) => `Added ${date}`,
  passkeyLoadFailed: "We could not load your passkeys. Please try again.",
  save: "Save",
  sessionsTitle: "Devices",
  sessionsIntro: "Signed in on a computer you no longer use? Sign out everywhere, including this device.",
  signOutEverywhere: "Sign out of all devices",
  signedOutEverywhere: "Signed out on every device.",
  genericFailed: "Something went wrong. Please try again.",
  passwordTitle: "Password",
  passwordIntro: "Changing your password signs you out on every other device.",
  currentPasswordLabel: "Current password",
  newPasswordLabel: "New password",
  changePassword: "Change password",
  devicesLoadFailed: "We could not load your devices. Please try again.",
  thisDevice: "This device",
  lastActive: (when: string) => `Last active ${when}`,
  signOutDevice: "Sign out",
  unknownDevice: "Unknown browser",
  enrolTitle: "One more step for administrators",
  enrolDone: "Your second factor is set up.",
  continueToAdmin: "Continue to the admin area",
} as const;

/** Passkey (WebAuthn) failures in words a person understands (SPEC §8 passkey list). */
export const PASSKEY_ERRORS = {
  title: "Passkey not added",
  signInTitle: "Passkey sign-in didn't work",
  aborted: "The passkey request was cancelled or timed out. Please try again.",
  invalidRpId:
    "This passkey can't be used at this web address: Standing's passkeys belong to its main address. Open Standing there and try again.",
  invalidDomain:
    "Passkeys only work on a secure web address (https). Open Standing at its usual address and try again.",
  authenticatorGeneral: "Your device or security key could not complete the request. Try again, or use another device.",
  unsupported:
    "Browser does not support WebAuthn: this browser cannot use passkeys. Try an up-to-date Chrome, Safari, Firefox or Edge.",
  emptyCredential: "Empty credential response: your device did not return a passkey. Please try again.",
  unexpectedType:
    "Your device answered with something other than a passkey. Please try again with a passkey or security key.",
  alreadyRegistered: "This device already holds a passkey for your account.",
  unsupportedAuthenticator:
    "This device can't create the kind of passkey Standing uses. Try another device or security key.",
  expired: "The passkey request expired. Please try again.",
  verifyFailed: "We couldn't verify that passkey. Please try again.",
  unknownPasskey:
    "This passkey isn't registered with Standing. Sign in with your password, then add it under Account security.",
  notFresh: "For your security, sign out and sign in again before adding a passkey.",
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
