import { ACCOUNT_ROUTES } from "./account";
import { ACCOUNT_SECURITY_ROUTES } from "./account-security";
import { ADMIN_CLAIMS_ROUTES } from "./admin-claims";
import { ADMIN_CONSOLE_ROUTES } from "./admin-console";
import { ADMIN_DISPUTES_ROUTES } from "./admin-disputes";
import { ADMIN_FLAGS_ROUTES } from "./admin-flags";
import { ADMIN_INVITATIONS_ROUTES } from "./admin-invitations";
import { ADMIN_VERIFICATIONS_ROUTES } from "./admin-verifications";
import { API_KEYS_ROUTES } from "./api-keys";
import { AUTH_ROUTES } from "./auth";
import { BILLING_ROUTES } from "./billing";
import { CLIENT_ERRORS_ROUTES } from "./client-errors";
import { CONTACT_ROUTES } from "./contact";
import { CREDENTIALS_ROUTES } from "./credentials";
import { DEV_MAIL_ROUTES } from "./dev-mail";
import { DIRECTORY_ROUTES } from "./directory";
import { EMPLOYER_ROUTES } from "./employer";
import { EMPLOYER_DISPUTES_ROUTES } from "./employer-disputes";
import { EMPLOYER_ROSTER_ROUTES } from "./employer-roster";
import { LOCAL_CHECKOUT_ROUTES } from "./local-checkout";
import { NEWSLETTER_ROUTES } from "./newsletter";
import { NOTIFICATION_PREFERENCES_ROUTES } from "./notification-preferences";
import { NOTIFICATION_STREAM_ROUTES } from "./notification-stream";
import { NOTIFICATIONS_ROUTES } from "./notifications";
import { PRIVACY_ROUTES } from "./privacy";
import { PROFESSIONAL_ANALYTICS_ROUTES } from "./professional-analytics";
import { PROFESSIONAL_CLAIM_ROUTES } from "./professional-claim";
import { PROFESSIONAL_DISPUTES_ROUTES } from "./professional-disputes";
import { PROFESSIONAL_IMPORT_ROUTES } from "./professional-import";
import { PROFESSIONAL_MODERATION_ROUTES } from "./professional-moderation";
import { PROFESSIONAL_WORKSPACE_ROUTES } from "./professional-workspace";
import { PROFILE_SETTINGS_ROUTES } from "./profile-settings";
import { SEARCH_ROUTES } from "./search";
import { TRANSPARENCY_ROUTES } from "./transparency";
import type { RoutesByKey } from "./typed-call";

/**
 * Every declared API route by area (D0374), one module per route module of `src/server/routes/`. The server
 * registers each route from its declaration (`declared()` in `src/server/http/declared-route.ts`); the web client
 * imports only the type `ApiRoutes`, so no schema reaches the browser bundle through it.
 */
export const API = {
  accountSecurity: ACCOUNT_SECURITY_ROUTES,
  account: ACCOUNT_ROUTES,
  adminClaims: ADMIN_CLAIMS_ROUTES,
  adminConsole: ADMIN_CONSOLE_ROUTES,
  adminDisputes: ADMIN_DISPUTES_ROUTES,
  adminFlags: ADMIN_FLAGS_ROUTES,
  adminInvitations: ADMIN_INVITATIONS_ROUTES,
  adminVerifications: ADMIN_VERIFICATIONS_ROUTES,
  apiKeys: API_KEYS_ROUTES,
  auth: AUTH_ROUTES,
  billing: BILLING_ROUTES,
  clientErrors: CLIENT_ERRORS_ROUTES,
  contact: CONTACT_ROUTES,
  credentials: CREDENTIALS_ROUTES,
  devMail: DEV_MAIL_ROUTES,
  directory: DIRECTORY_ROUTES,
  employerDisputes: EMPLOYER_DISPUTES_ROUTES,
  employerRoster: EMPLOYER_ROSTER_ROUTES,
  employer: EMPLOYER_ROUTES,
  localCheckout: LOCAL_CHECKOUT_ROUTES,
  newsletter: NEWSLETTER_ROUTES,
  notificationPreferences: NOTIFICATION_PREFERENCES_ROUTES,
  notificationStream: NOTIFICATION_STREAM_ROUTES,
  notifications: NOTIFICATIONS_ROUTES,
  privacy: PRIVACY_ROUTES,
  professionalAnalytics: PROFESSIONAL_ANALYTICS_ROUTES,
  professionalClaim: PROFESSIONAL_CLAIM_ROUTES,
  professionalDisputes: PROFESSIONAL_DISPUTES_ROUTES,
  professionalImport: PROFESSIONAL_IMPORT_ROUTES,
  professionalModeration: PROFESSIONAL_MODERATION_ROUTES,
  professionalWorkspace: PROFESSIONAL_WORKSPACE_ROUTES,
  profileSettings: PROFILE_SETTINGS_ROUTES,
  search: SEARCH_ROUTES,
  transparency: TRANSPARENCY_ROUTES,
};

/** `"METHOD /path"` (the path as declared, relative to /api/v1) → its declaration. */
export type ApiRoutes = RoutesByKey<typeof API>;
