import { ExternalLink, FileDown, RefreshCw, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, ErrorNote, LoadingCards } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { HiddenTextsNotice } from "../../features/moderation/hidden-by-moderation";
import { ClaimProfileButton } from "../../features/professional/claim/claim-first";
import { useOwnProfile } from "../../features/professional/settings/settings-api";
import { useAnchorFocus } from "../../features/professional/settings/settings-focus";
import { SettingsForm } from "../../features/professional/settings/settings-form";
import { ApiError } from "../../lib/api";
import { ProfessionalLayout } from "./professional-layout";

const TITLE = "Profile Settings";
const DESCRIPTION = "Everything on your public profile, and who can see it.";

/** /dashboard/professional/settings (issue 7 §3). */
export default function ProfessionalSettingsPage() {
  const query = useOwnProfile();
  const profile = query.data?.profile;
  useAnchorFocus(profile !== undefined);
  const actions = profile ? (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to="/dashboard/professional/settings/import">
          <FileDown aria-hidden="true" />
          Import from LinkedIn or JSON Resume
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to={`/profile/${profile.id}`}>
          <ExternalLink aria-hidden="true" />
          View public profile
        </Link>
      </Button>
    </div>
  ) : undefined;

  return (
    <ProfessionalLayout title={TITLE} description={DESCRIPTION} actions={actions}>
      {query.isPending && (
        <LoadingCards label="Loading your profile" count={3} rows={["h-6 w-40", "h-10 w-full", "h-10 w-full"]} />
      )}
      {query.isError &&
        (query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState icon={UserPlus} title="You don't have a profile yet" action={<ClaimProfileButton />}>
            Claim the profile an employer created for you, or start your own. Once it's yours, you can edit it here.
          </EmptyState>
        ) : (
          <ErrorNote
            message={query.error.message}
            action={
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            }
          />
        ))}
      {profile && <HiddenTextsNotice version={profile.updatedAt} />}
      {profile && <SettingsForm profile={profile} onReload={() => query.refetch()} />}
    </ProfessionalLayout>
  );
}
