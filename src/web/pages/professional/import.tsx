import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw, UserPlus } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ApplyImportResponse } from "../../../core/contracts/profile-import";
import { EmptyState, ErrorNote, LoadingCards } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { ClaimProfileButton } from "../../features/professional/claim/claim-first";
import { DraftStep } from "../../features/professional/import/draft-step";
import { IMPORT_OVERVIEW_KEY, importDraftKey, useImportOverview } from "../../features/professional/import/import-api";
import { ImportSourceStep } from "../../features/professional/import/import-source";
import { DoneState, LOADING_ROWS, messageOf, ResumeBanner } from "../../features/professional/import/import-states";
import { ProfessionalLayout } from "./professional-layout";

const TITLE = "Import Your Profile";
const DESCRIPTION = "Bring in your details from LinkedIn or a JSON Resume, preview them, and keep what you want.";

export default function ProfessionalImportPage() {
  const overview = useImportOverview();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const draftId = params.get("draft");
  const [done, setDone] = useState<ApplyImportResponse | null>(null);

  const openDraft = (id: string | null) => setParams(id ? { draft: id } : {}, { replace: false });

  let body: React.ReactNode;
  if (overview.isPending) body = <LoadingCards label="Loading" count={2} rows={LOADING_ROWS} />;
  else if (overview.isError)
    body = (
      <ErrorNote
        message={messageOf(overview.error)}
        action={
          <Button variant="outline" size="sm" onClick={() => overview.refetch()}>
            <RefreshCw aria-hidden="true" /> Try again
          </Button>
        }
      />
    );
  else if (overview.data.professionalId === null)
    body = (
      <EmptyState icon={UserPlus} title="Claim your profile first" action={<ClaimProfileButton />}>
        Imports fill in a profile you own. Claim the profile an employer created for you, or start your own, then come
        back here.
      </EmptyState>
    );
  else if (done)
    body = (
      <DoneState
        result={done}
        onAgain={() => {
          setDone(null);
          openDraft(null);
        }}
      />
    );
  else if (draftId)
    body = (
      <DraftStep
        id={draftId}
        onApplied={(result) => {
          setDone(result);
          openDraft(null);
        }}
        onClose={() => {
          void queryClient.invalidateQueries({ queryKey: IMPORT_OVERVIEW_KEY, exact: true });
          openDraft(null);
        }}
      />
    );
  else {
    const unfinished = overview.data.openDrafts[0];
    body = (
      <div className="grid gap-4">
        {unfinished && <ResumeBanner draft={unfinished} onOpen={() => openDraft(unfinished.id)} />}
        <ImportSourceStep
          overview={overview.data}
          onDraft={(view) => {
            queryClient.setQueryData(importDraftKey(view.id), view);
            void queryClient.invalidateQueries({ queryKey: IMPORT_OVERVIEW_KEY, exact: true });
            openDraft(view.id);
          }}
        />
      </div>
    );
  }

  return (
    <ProfessionalLayout title={TITLE} description={DESCRIPTION}>
      {body}
    </ProfessionalLayout>
  );
}
