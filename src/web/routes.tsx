import { lazy, Suspense } from "react";
import { Navigate, type RouteObject, useLocation } from "react-router";
import {
  ADMIN_PAGES,
  AREAS,
  areaPath,
  EMPLOYER_PAGES,
  FRAMELESS_PATHS,
  PENDING_PAGES,
  PROFESSIONAL_PAGES,
  PUBLIC_PATHS,
  type PublicPath,
  SIGNED_IN_PATHS,
  type SignedInPath,
} from "../core/site-routes";
import { PublicLayout } from "./components/layout/public-layout";
import { PageSpinner } from "./components/ui/spinner";
import type { Requirement } from "./features/auth/guard";
import { RequireRole } from "./features/auth/require-role";
import { PlaceholderPage } from "./pages/placeholder-page";

const HomePage = lazy(() => import("./pages/public/home"));
const AboutPage = lazy(() => import("./pages/public/about"));
const HowItWorksPage = lazy(() => import("./pages/public/how-it-works"));
const PricingPage = lazy(() => import("./pages/public/pricing"));
const FaqPage = lazy(() => import("./pages/public/faq"));
const ContactPage = lazy(() => import("./pages/public/contact"));
const HelpPage = lazy(() => import("./pages/public/help"));
const TermsPage = lazy(() => import("./pages/public/terms"));
const PrivacyPage = lazy(() => import("./pages/public/privacy"));
const DataExportPage = lazy(() => import("./pages/legal/data-export"));
const DeleteAccountPage = lazy(() => import("./pages/legal/delete-account"));
const AdminPrivacyRequestsPage = lazy(() => import("./pages/admin/privacy-requests"));
const FairUsePage = lazy(() => import("./pages/public/fair-use"));
const TransparencyPage = lazy(() => import("./pages/public/transparency"));
const BlogIndexPage = lazy(() => import("./pages/blog/blog-index"));
const BlogArticlePage = lazy(() => import("./pages/blog/blog-article"));
const SubscriptionSuccessPage = lazy(() => import("./pages/subscription/success"));
const SubscriptionCancelPage = lazy(() => import("./pages/subscription/cancel"));
const NotFoundPage = lazy(() => import("./pages/not-found"));
const VerifyEmailPage = lazy(() => import("./pages/verify-email"));
const EmployerIndexPage = lazy(() => import("./pages/employer/index"));
const EmployerRatePage = lazy(() => import("./pages/employer/rate"));
const EmployerUploadPage = lazy(() => import("./pages/employer/upload"));
const EmployerRosterPage = lazy(() => import("./pages/employer/roster"));
const EmployerHistoryPage = lazy(() => import("./pages/employer/history"));
const EmployerAnalyticsPage = lazy(() => import("./pages/employer/analytics"));
const EmployerVerificationPage = lazy(() => import("./pages/employer/verification"));
const EmployerDisputesPage = lazy(() => import("./pages/employer/disputes"));
const EmployerBillingPage = lazy(() => import("./pages/employer/billing"));
const EmployerDiagnosticPage = lazy(() => import("./pages/employer/diagnostic"));
const AdminVerificationsPage = lazy(() => import("./pages/admin/verifications"));
const AdminClaimsPage = lazy(() => import("./pages/admin/claims"));
const AdminSubscriptionsPage = lazy(() => import("./pages/admin/subscriptions"));
const LocalCheckoutPage = lazy(() => import("./pages/billing/local-checkout"));
const BillingRedirectPage = lazy(() => import("./pages/billing/billing-redirect"));
const AdminDisputesPage = lazy(() => import("./pages/admin/disputes"));
const AdminFlagsPage = lazy(() => import("./pages/admin/flags"));
const AdminLayout = lazy(() => import("./features/admin/admin-layout").then((m) => ({ default: m.AdminLayout })));
const AdminOverviewPage = lazy(() => import("./pages/admin/overview"));
const AdminUsersPage = lazy(() => import("./pages/admin/users"));
const AdminUserPage = lazy(() => import("./pages/admin/user"));
const AdminAnalyticsPage = lazy(() => import("./pages/admin/analytics"));
const AdminAuditPage = lazy(() => import("./pages/admin/audit"));
const AdminAdministratorsPage = lazy(() => import("./pages/admin/administrators"));
const AdminInvitationPage = lazy(() => import("./pages/auth/admin-invitation-page"));
const ProfessionalIndexPage = lazy(() => import("./pages/professional/index"));
const ProfessionalClaimPage = lazy(() => import("./pages/professional/claim"));
const ProfessionalSettingsPage = lazy(() => import("./pages/professional/settings"));
const ProfessionalImportPage = lazy(() => import("./pages/professional/import"));
const ProfessionalAnalyticsPage = lazy(() => import("./pages/professional/analytics"));
const ProfessionalDisputesPage = lazy(() => import("./pages/professional/disputes"));
const ProfessionalBillingPage = lazy(() => import("./pages/professional/billing"));
const ProfessionalCredentialsPage = lazy(() => import("./pages/professional/credentials"));
const VerifyPage = lazy(() => import("./pages/public/verify"));
const AuthPage = lazy(() => import("./pages/auth/auth-page"));
const ResetPasswordPage = lazy(() => import("./pages/auth/reset-password-page"));
const UnlockPage = lazy(() => import("./pages/auth/unlock-page"));
const SecurityPage = lazy(() => import("./pages/settings/security-page"));
const NotificationsPage = lazy(() => import("./pages/notifications"));
const NotificationPreferencesPage = lazy(() => import("./features/notifications/preferences-page"));
const UnsubscribePage = lazy(() => import("./features/notifications/unsubscribe-page"));
const SearchPage = lazy(() => import("./pages/search/search-page"));
const ProfilePage = lazy(() => import("./pages/profile/profile-page"));

function area(
  base: string,
  pages: ReadonlyArray<readonly [string, string]>,
  built: Record<string, React.ReactNode> = {},
): RouteObject[] {
  return pages.map(([sub, title]) => ({
    path: areaPath(base, sub),
    element: built[sub] ?? <PlaceholderPage title={title} />,
  }));
}

/** Employer workspace pages that have landed (issue 6); the rest of the area stays placeholder. */
const EMPLOYER_BUILT: Record<string, React.ReactNode> = {
  "": <EmployerIndexPage />,
  upload: <EmployerUploadPage />,
  rate: <EmployerRatePage />,
  roster: <EmployerRosterPage />,
  history: <EmployerHistoryPage />,
  analytics: <EmployerAnalyticsPage />,
  verification: <EmployerVerificationPage />,
  disputes: <EmployerDisputesPage />,
  billing: <EmployerBillingPage />,
  diagnostic: <EmployerDiagnosticPage />,
};
const ADMIN_BUILT: Record<string, React.ReactNode> = {
  verifications: <AdminVerificationsPage />,
  claims: <AdminClaimsPage />,
  subscriptions: <AdminSubscriptionsPage />,
  disputes: <AdminDisputesPage />,
  "privacy-requests": <AdminPrivacyRequestsPage />,
  flags: <AdminFlagsPage />,
  "": <AdminOverviewPage />,
  users: <AdminUsersPage />,
  "users/:userId": <AdminUserPage />,
  analytics: <AdminAnalyticsPage />,
  audit: <AdminAuditPage />,
  administrators: <AdminAdministratorsPage />,
};
/** Professional workspace pages (issue 7). */
const PROFESSIONAL_BUILT: Record<string, React.ReactNode> = {
  "": <ProfessionalIndexPage />,
  claim: <ProfessionalClaimPage />,
  settings: <ProfessionalSettingsPage />,
  "settings/import": <ProfessionalImportPage />,
  analytics: <ProfessionalAnalyticsPage />,
  disputes: <ProfessionalDisputesPage />,
  credentials: <ProfessionalCredentialsPage />,
  billing: <ProfessionalBillingPage />,
};

/** Wraps routes in the route guard (SPEC §5): a pathless layout route rendering them through <Outlet />. */
function guard(requirement: Requirement, children: RouteObject[]): RouteObject {
  return { element: <RequireRole requires={requirement} />, children };
}

/** Pending pages for signed-in users whatever their role. */
const needsSignIn = (path: string) => path.startsWith("/settings/");

/** `/signup` (linked from the home page) opens the sign-up tab of /auth, keeping any query. */
function SignupRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("mode", "signup");
  return <Navigate to={`/auth?${params.toString()}`} replace />;
}

/** One page per public path of the shared route table (the server answers 404 for any other path). */
const PUBLIC_PAGES: Record<PublicPath, React.ReactNode> = {
  "/": <HomePage />,
  "/signup": <SignupRedirect />,
  "/search": <SearchPage />,
  "/profile/:professionalId": <ProfilePage />,
  "/about": <AboutPage />,
  "/how-it-works": <HowItWorksPage />,
  "/pricing": <PricingPage />,
  "/faq": <FaqPage />,
  "/contact": <ContactPage />,
  "/blog": <BlogIndexPage />,
  "/blog/:slug": <BlogArticlePage />,
  "/help": <HelpPage />,
  "/terms": <TermsPage />,
  "/privacy": <PrivacyPage />,
  "/fair-use": <FairUsePage />,
  "/transparency": <TransparencyPage />,
  "/subscription/success": <SubscriptionSuccessPage />,
  "/subscription/cancel": <SubscriptionCancelPage />,
  "/auth": <AuthPage />,
  "/legal/data-export": <DataExportPage />,
  "/legal/delete-account": <DeleteAccountPage />,
  "/unsubscribe": <UnsubscribePage />,
  "/auth/reset-password": <ResetPasswordPage />,
  "/auth/unlock": <UnlockPage />,
  "/admin-invitation": <AdminInvitationPage />,
  "/verify": <VerifyPage />,
};
const SIGNED_IN_PAGES: Record<SignedInPath, React.ReactNode> = {
  "/settings/security": <SecurityPage />,
  "/notifications": <NotificationsPage />,
  "/dashboard/billing": <BillingRedirectPage />,
  "/checkout/local/:sessionId": <LocalCheckoutPage />,
  "/settings/notifications": <NotificationPreferencesPage />,
};

export const routes: RouteObject[] = [
  {
    // /verify-email has no frame (SPEC §2).
    path: FRAMELESS_PATHS[0],
    element: (
      <Suspense fallback={<PageSpinner />}>
        <VerifyEmailPage />
      </Suspense>
    ),
  },
  {
    element: <PublicLayout />,
    children: [
      ...PUBLIC_PATHS.map((path) =>
        path === "/" ? { index: true, element: PUBLIC_PAGES[path] } : { path, element: PUBLIC_PAGES[path] },
      ),
      ...PENDING_PAGES.filter((p) => !needsSignIn(p.path)).map((p) => ({
        path: p.path,
        element: <PlaceholderPage title={p.title} description={p.description} />,
      })),
      guard("signed-in", [
        ...PENDING_PAGES.filter((p) => needsSignIn(p.path)).map((p) => ({
          path: p.path,
          element: <PlaceholderPage title={p.title} description={p.description} />,
        })),
        ...SIGNED_IN_PATHS.map((path) => ({ path, element: SIGNED_IN_PAGES[path] })),
      ]),
      guard("employer", area(AREAS[0].base, EMPLOYER_PAGES, EMPLOYER_BUILT)),
      guard("professional", area(AREAS[1].base, PROFESSIONAL_PAGES, PROFESSIONAL_BUILT)),
      guard("admin", [{ element: <AdminLayout />, children: area(AREAS[2].base, ADMIN_PAGES, ADMIN_BUILT) }]),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
