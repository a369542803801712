import { useSearchParams } from "react-router";
import { ClaimHome } from "../../features/professional/claim/claim-home";
import { InvitationPanel } from "../../features/professional/claim/invitation-panel";
import { ProfessionalLayout } from "./professional-layout";

/**
 * /dashboard/professional/claim: with `?invite=` the invitation an employer's roster upload sent; otherwise the
 * status of a claim request, a search for one's unclaimed profile ("This is me" with evidence), and creating a
 * profile when nothing fits. An account that already owns a profile sees that instead.
 */
export default function ProfessionalClaimPage() {
  const [params, setParams] = useSearchParams();
  const invite = params.get("invite");
  return (
    <ProfessionalLayout
      title="Claim Your Profile"
      description="One profile per person: claim the one employers created for you, or create your own."
    >
      {invite ? <InvitationPanel token={invite} onDismiss={() => setParams({}, { replace: true })} /> : <ClaimHome />}
    </ProfessionalLayout>
  );
}
