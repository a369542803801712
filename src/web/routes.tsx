import { lazy, Suspense } from "react";
import { Navigate, type RouteObject, useLocation } from "react-router";
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
const FairUsePage = lazy(() => import("./pages/public/fair-use"));
const BlogIndexPage = lazy(() => import("./pages/blog/blog-index"));
const BlogArticlePage = lazy(() => import("./pages/blog/blog-article"));
const SubscriptionSuccessPage = lazy(() => import("./pages/subscription/success"));
const SubscriptionCancelPage = lazy(() => import("./pages/subscription/cancel"));
const NotFoundPage = lazy(() => import("./pages/not-found"));
const VerifyEmailPage = lazy(() => import("./pages/verify-email"));
const EmployerIndexPage = lazy(() => import("./pages/employer/index"));
const EmployerRatePage = lazy(() => import("./pages/employer/rate"));
const EmployerUploadPage = lazy(() => import("./pages/employer/upload"));
const EmployerHistoryPage = lazy(() => import("./pages/employer/history"));
const EmployerAnalyticsPage = lazy(() => import("./pages/employer/analytics"));
const EmployerVerificationPage = lazy(() => import("./pages/employer/verification"));
const EmployerDisputesPage = lazy(() => import("./pages/employer/disputes"));
const EmployerBillingPage = lazy(() => import("./pages/employer/billing"));
const EmployerDiagnosticPage = lazy(() => import("./pages/employer/diagnostic"));
const AdminVerificationsPage = lazy(() => import("./pages/admin/verifications"));
const AdminClaimsPage = lazy(() => import("./pages/admin/claims"));
const ProfessionalIndexPage = lazy(() => import("./pages/professional/index"));
const ProfessionalClaimPage = lazy(() => import("./pages/professional/claim"));
const ProfessionalSettingsPage = lazy(() => import("./pages/professional/settings"));
const ProfessionalImportPage = lazy(() => import("./pages/professional/import"));
const ProfessionalAnalyticsPage = lazy(() => import("./pages/professional/analytics"));
const ProfessionalDisputesPage = lazy(() => import("./pages/professional/disputes"));
const ProfessionalBillingPage = lazy(() => import("./pages/professional/billing"));
const AuthPage = lazy(() => import("./pages/auth/auth-page"));
const ResetPasswordPage = lazy(() => import("./pages/auth/reset-password-page"));
const SecurityPage = lazy(() => import("./pages/settings/security-page"));
const NotificationsPage = lazy(() => import("./pages/notifications"));
const SearchPage = lazy(() => import("./pages/search/search-page"));
const ProfilePage = lazy(() => import("./pages/profile/profile-page"));

/** Routes whose capability has not landed: title + one line. Each later issue swaps its entries for pages. */
const PENDING: Array<{ path: string; title: string; description?: string }> = [
  { path: "/legal/data-export", title: "Export My Data" },
  { path: "/legal/delete-account", title: "Delete Account" },
  { path: "/settings/notifications", title: "Notification Preferences" },
  { path: "/dashboard/billing", title: "Billing" },
];

const EMPLOYER_PAGES = [
  ["", "Employer Dashboard"],
  ["upload", "Upload Employees"],
  ["rate", "Rate an Employee"],
  ["history", "Rating History"],
  ["analytics", "Analytics"],
  ["verification", "Business Verification"],
  ["disputes", "Disputes"],
  ["billing", "Billing"],
  ["diagnostic", "Account Diagnostic"],
] as const;
const PROFESSIONAL_PAGES = [
  ["", "Professional Dashboard"],
  ["claim", "Claim Your Profile"],
  ["analytics", "Analytics"],
  ["settings", "Profile Settings"],
  ["settings/import", "Import Your Profile"],
  ["disputes", "Disputes"],
  ["billing", "Billing"],
] as const;
const ADMIN_PAGES = [
  ["", "Admin Overview"],
  ["disputes", "Disputes"],
  ["verifications", "Verifications"],
  ["claims", "Claim Requests"],
  ["users", "Users"],
  ["analytics", "Analytics"],
  ["subscriptions", "Subscriptions"],
] as const;

function area(
  base: string,
  pages: ReadonlyArray<readonly [string, string]>,
  built: Record<string, React.ReactNode> = {},
): RouteObject[] {
  return pages.map(([sub, title]) => ({
    path: sub ? `${base}/${sub}` : base,
    element: built[sub] ?? <PlaceholderPage title={title} />,
  }));
}

/** Employer workspace pages that have landed (issue 6); the rest of the area stays placeholder. */
const EMPLOYER_BUILT: Record<string, React.ReactNode> = {
  "": <EmployerIndexPage />,
  upload: <EmployerUploadPage />,
  rate: <EmployerRatePage />,
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
};
/** Professional workspace pages (issue 7). */
const PROFESSIONAL_BUILT: Record<string, React.ReactNode> = {
  "": <ProfessionalIndexPage />,
  claim: <ProfessionalClaimPage />,
  settings: <ProfessionalSettingsPage />,
  "settings/import": <ProfessionalImportPage />,
  analytics: <ProfessionalAnalyticsPage />,
  disputes: <ProfessionalDisputesPage />,
  billing: <ProfessionalBillingPage />,
};

/** Wraps routes in the route guard (SPEC §5): a pathless layout route rendering them through <Outlet />. */
function guard(requirement: Requirement, children: RouteObject[]): RouteObject {
  return { element: <RequireRole requires={requirement} />, children };
}

/** Pages for signed-in users whatever their role. */
const needsSignIn = (path: string) =>
  path === "/notifications" || path.startsWith("/settings/") || path === "/dashboard/billing";

/** `/signup` (linked from the home page) opens the sign-up tab of /auth, keeping any query. */
function SignupRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("mode", "signup");
  return <Navigate to={`/auth?${params.toString()}`} replace />;
}

export const routes: RouteObject[] = [
  {
    // /verify-email has no frame (SPEC §2).
    path: "/verify-email",
    element: (
      <Suspense fallback={<PageSpinner />}>
        <VerifyEmailPage />
      </Suspense>
    ),
  },
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "/signup", element: <SignupRedirect /> },
      { path: "/search", element: <SearchPage /> },
      { path: "/profile/:professionalId", element: <ProfilePage /> },
      { path: "/about", element: <AboutPage /> },
      { path: "/how-it-works", element: <HowItWorksPage /> },
      { path: "/pricing", element: <PricingPage /> },
      { path: "/faq", element: <FaqPage /> },
      { path: "/contact", element: <ContactPage /> },
      { path: "/blog", element: <BlogIndexPage /> },
      { path: "/blog/:slug", element: <BlogArticlePage /> },
      { path: "/help", element: <HelpPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      { path: "/fair-use", element: <FairUsePage /> },
      { path: "/subscription/success", element: <SubscriptionSuccessPage /> },
      { path: "/subscription/cancel", element: <SubscriptionCancelPage /> },
      { path: "/auth", element: <AuthPage /> },
      { path: "/auth/reset-password", element: <ResetPasswordPage /> },
      ...PENDING.filter((p) => !needsSignIn(p.path)).map((p) => ({
        path: p.path,
        element: <PlaceholderPage title={p.title} description={p.description} />,
      })),
      guard("signed-in", [
        ...PENDING.filter((p) => needsSignIn(p.path)).map((p) => ({
          path: p.path,
          element: <PlaceholderPage title={p.title} description={p.description} />,
        })),
        { path: "/settings/security", element: <SecurityPage /> },
        { path: "/notifications", element: <NotificationsPage /> },
      ]),
      guard("employer", area("/dashboard/employer", EMPLOYER_PAGES, EMPLOYER_BUILT)),
      guard("professional", area("/dashboard/professional", PROFESSIONAL_PAGES, PROFESSIONAL_BUILT)),
      guard("admin", area("/admin", ADMIN_PAGES, ADMIN_BUILT)),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
