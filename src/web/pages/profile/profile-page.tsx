import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { LookupBanner } from "../../features/allowance/lookup-banner";
import { useUsage } from "../../features/allowance/use-usage";
import { FullContent } from "../../features/profile/full-content";
import { GatedContent } from "../../features/profile/gated-content";
import { Header } from "../../features/profile/profile-header";
import { ErrorState, LoadingState } from "../../features/profile/profile-states";
import { useProfile } from "../../features/profile/use-profile";
import { useHydratedMark } from "../../lib/server-html";
import { usePageTitle } from "../../lib/use-page-title";

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
        <FullContent
          details={page.details}
          professionalId={page.profile.id}
          name={`${page.profile.firstName} ${page.profile.lastName}`}
        />
      ) : (
        <GatedContent access={page.access === "full" ? "sign_in_required" : page.access} />
      )}
    </section>
  );
}
