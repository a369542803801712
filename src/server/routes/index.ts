import type { FastifyInstance } from "fastify";
import { clockMovable } from "../clock";
import { accountRoutes } from "./account/account.routes";
import { accountSecurityRoutes } from "./account/account-security.routes";
import { adminClaimRoutes } from "./admin/claims.routes";
import { adminConsoleRoutes } from "./admin/console.routes";
import { adminDisputeRoutes } from "./admin/disputes.routes";
import { adminFlagRoutes } from "./admin/flags.routes";
import { adminInvitationRoutes } from "./admin/invitations.routes";
import { adminVerificationRoutes } from "./admin/verifications.routes";
import { authRoutes } from "./auth/auth.routes";
import { authLibraryRoutes } from "./auth/library-gate";
import { recoveryRoutes } from "./auth/recovery.routes";
import { apiKeyRoutes } from "./billing/api-keys.routes";
import { billingRoutes } from "./billing/billing.routes";
import { localCheckoutRoutes } from "./billing/local-checkout.routes";
import { clientErrorRoutes } from "./client-errors/client-errors.routes";
import { contactRoutes } from "./contact/contact.routes";
import { credentialRoutes } from "./credentials/credentials.routes";
import { devClockRoutes } from "./dev/dev-clock.routes";
import { devJobRoutes } from "./dev/dev-jobs.routes";
import { devMailApiRoutes } from "./dev/dev-mail.routes";
import { professionalRoutes } from "./directory/professionals.routes";
import { employerDisputeRoutes } from "./employer/disputes.routes";
import { employerRoutes } from "./employer/employer.routes";
import { rosterRoutes } from "./employer/roster.routes";
import { healthRoutes } from "./health/health.routes";
import { newsletterRoutes } from "./newsletter/newsletter.routes";
import { notificationPreferenceRoutes } from "./notifications/notification-preferences.routes";
import { notificationStreamRoutes } from "./notifications/notification-stream.routes";
import { notificationRoutes } from "./notifications/notifications.routes";
import { privacyRoutes } from "./privacy/privacy.routes";
import { professionalAnalyticsRoutes } from "./professional/analytics.routes";
import { claimRoutes } from "./professional/claim.routes";
import { professionalDisputeRoutes } from "./professional/disputes.routes";
import { profileImportRoutes } from "./professional/import.routes";
import { professionalModerationRoutes } from "./professional/moderation.routes";
import { profileSettingsRoutes } from "./professional/profile-settings.routes";
import { professionalWorkspaceRoutes } from "./professional/workspace.routes";
import { searchRoutes } from "./search/search.routes";
import { transparencyRoutes } from "./transparency/transparency.routes";

/** Every API module, mounted under /api. Resource routes live under /api/v1. */
export async function registerApiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authLibraryRoutes);
  await app.register(
    async (v1) => {
      // Resource routes are registered here as issues land (auth, directory, employer, professional…).
      await v1.register(authRoutes);
      await v1.register(recoveryRoutes);
      await v1.register(accountRoutes);
      await v1.register(accountSecurityRoutes);
      await v1.register(billingRoutes);
      await v1.register(localCheckoutRoutes);
      await v1.register(apiKeyRoutes);
      await v1.register(clientErrorRoutes);
      if (app.ctx.config.devTools) await v1.register(devMailApiRoutes);
      // The business clock: with the developer tools, behind the console token, never in production (D0336).
      if (clockMovable(app.ctx.config)) await v1.register(devClockRoutes);
      // Running a scheduled job on demand stays a test server's tool.
      if (app.ctx.config.devTools && app.ctx.config.env === "test") await v1.register(devJobRoutes);
      await v1.register(contactRoutes);
      await v1.register(newsletterRoutes);
      await v1.register(searchRoutes);
      await v1.register(professionalRoutes);
      await v1.register(employerRoutes);
      await v1.register(rosterRoutes);
      await v1.register(adminVerificationRoutes);
      await v1.register(professionalWorkspaceRoutes);
      await v1.register(professionalAnalyticsRoutes);
      await v1.register(claimRoutes);
      await v1.register(profileSettingsRoutes);
      await v1.register(profileImportRoutes);
      await v1.register(professionalDisputeRoutes);
      await v1.register(adminClaimRoutes);
      await v1.register(notificationRoutes);
      await v1.register(adminDisputeRoutes);
      // The flags queue (issue 15 §1) and the author's view of hidden texts.
      await v1.register(adminFlagRoutes);
      await v1.register(professionalModerationRoutes);
      await v1.register(employerDisputeRoutes);
      await v1.register(transparencyRoutes);
      await v1.register(notificationStreamRoutes);
      await v1.register(notificationPreferenceRoutes);
      await v1.register(privacyRoutes);
      await v1.register(adminConsoleRoutes);
      await v1.register(credentialRoutes);
      await v1.register(adminInvitationRoutes);
    },
    { prefix: "/v1" },
  );
}
