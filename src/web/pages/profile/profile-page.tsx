import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { LookupBanner } from "../../features/allowance/lookup-banner";
import { useUsage } from "../../features/allowance/use-usage";
import { GatedContent } from "../../features/profile/gated-content";
import { Header } from "../../features/profile/profile-header";
import { ContentLoading, ErrorState, LoadingState } from "../../features/profile/profile-states";
import { useProfile } from "../../features/profile/use-profile";
import { useHydratedMark } from "../../lib/server-html";
import { usePageTitle } from "../../lib/use-page-title";

// Ratings, résumé and history are for signed-in readers only: a visitor's page (the one a shared link or a QR code
// opens, drawn by the server) never downloads or evaluates their code (D273).
const FullContent = lazy(() => import("../../features/profile/full-content").then((m) => ({ default: m.FullContent })));

export default function ProfilePage() {
  useHydratedMark();
  const { professionalId = "" } = useParams();
  const profile = useProfile(professionalId);
  const page = profile.data;
  const signedIn = page ? page.allowance !== null : false;
  // Keeps the banner's count current while the page is open (SPEC §9: every 60 s on the profile).
  const usage = useUsage({ enabled: signedIn, refetchMs: 60_000 });
  usePageTitle(page ? `${page.profile.firstName} ${page.profile.lastName}` : "Professional Profile");

  if (profile.isError) return <ErrorState />;
  if (!page) return <LoadingState />;
  const allowance = usage.data?.lookups ?? page.allowance;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to="/search" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {DIRECTORY.backToSearch}
      </Link>
      <Header page={page} />
      {!page.isOwner && <LookupBanner allowance={allowance} />}
      {page.access === "full" && page.details ? (
        <Suspense fallback={<ContentLoading />}>
          <FullContent
            details={page.details}
            professionalId={page.profile.id}
            name={`${page.profile.firstName} ${page.profile.lastName}`}
          />
        </Suspense>
      ) : (
        <GatedContent access={page.access === "full" ? "sign_in_required" : page.access} />
      )}
    </section>
  );
}
