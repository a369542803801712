import { useState } from "react";
import { Link } from "react-router";
import type { IssuedCredential } from "../../../core/contracts/credentials";
import { LoadingCards } from "../../components/page-states";
import { QueryStatus } from "../../components/query-status";
import { CredentialListCard, IssuedCard } from "../../features/credentials/credential-cards";
import { useOwnCredentials } from "../../features/credentials/credentials-api";
import { IssueForm } from "../../features/credentials/issue-form";
import { ClaimFirstCard } from "../../features/professional/claim/claim-first";
import { ProfessionalLayout } from "./professional-layout";

/** /dashboard/professional/credentials (issue 36): issue a signed Standing summary, see and revoke earlier ones. */
export default function ProfessionalCredentialsPage() {
  const q = useOwnCredentials();
  const [issued, setIssued] = useState<IssuedCredential | null>(null);
  const unclaimed = q.data && q.data.available.length === 0 && q.data.credentials.length === 0;
  return (
    <ProfessionalLayout
      title="Credentials"
      description="A signed, tamper-proof summary of your standing that employers and agencies can check anywhere."
    >
      <QueryStatus
        query={q}
        pending={<LoadingCards label="Loading credentials" count={2} rows={["h-6 w-1/3", "h-24"]} />}
        retryAs="button"
      />
      {unclaimed && <ClaimFirstCard>A credential summarises your own claimed profile.</ClaimFirstCard>}
      {q.data && !unclaimed && (
        <div className="grid gap-6">
          {issued && <IssuedCard issued={issued} />}
          {q.data.available.length > 0 && (
            <IssueForm
              available={q.data.available}
              onIssued={(c) => {
                setIssued(c);
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
            />
          )}
          <CredentialListCard credentials={q.data.credentials} />
          <p className="text-sm text-muted-foreground">
            Anyone can check a credential on{" "}
            <Link className="text-primary underline" to="/verify">
              the verification page
            </Link>
            , offline with Standing's published keys, or with any JOSE library.
          </p>
        </div>
      )}
    </ProfessionalLayout>
  );
}
