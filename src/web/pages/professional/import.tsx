import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, ExternalLink, History, RefreshCw, Settings, UserPlus } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  type ApplyImportResponse,
  IMPORT_MESSAGES,
  IMPORT_SOURCE_LABELS,
  type ImportDraftView,
  type ImportOverview,
} from "../../../core/contracts/profile-import";
import { GENERIC_ERRORS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import {
  applyImport,
  discardImport,
  IMPORT_OVERVIEW_KEY,
  importDraftKey,
  timeUntil,
  useImportDraft,
  useImportOverview,
} from "../../features/professional/import/import-api";
import {
  ImportPreview,
  type ImportSelection,
  ImportWarnings,
  initialSelection,
  listOutcome,
  selectedCount,
  selectionToInput,
} from "../../features/professional/import/import-preview";
import { ImportSourceStep } from "../../features/professional/import/import-source";
import { ApiError } from "../../lib/api";
import { ProfessionalLayout } from "./professional-layout";

const TITLE = "Import Your Profile";
const DESCRIPTION = "Bring in your details from LinkedIn or a JSON Resume, preview them, and keep what you want.";

const messageOf = (e: unknown) => (e instanceof Error ? e.message : GENERIC_ERRORS.internal);

function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-6">
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-4 rounded-lg border p-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ))}
    </div>
  );
}

function Problem({ message, action }: { message: string; action?: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <span>{message}</span>
      {action}
    </div>
  );
}

function NoProfileState() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 py-12 text-center">
        <UserPlus className="size-10 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Claim your profile first</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Imports fill in a profile you own. Claim the profile an employer created for you, or start your own, then
            come back here.
          </p>
        </div>
        <Button asChild>
          <Link to="/dashboard/professional/claim">Claim your profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function DoneState({ result, onAgain }: { result: ApplyImportResponse; onAgain: () => void }) {
  const { applied } = result;
  const parts = [
    applied.fields.length > 0 && `${applied.fields.length} detail${applied.fields.length === 1 ? "" : "s"}`,
    applied.workHistory > 0 && `${applied.workHistory} job${applied.workHistory === 1 ? "" : "s"}`,
    applied.education > 0 && `${applied.education} school${applied.education === 1 ? "" : "s"}`,
    applied.certifications > 0 && `${applied.certifications} certification${applied.certifications === 1 ? "" : "s"}`,
  ].filter(Boolean);
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 py-10 text-center">
        <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Your profile was updated</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Imported {parts.join(", ")}. Review the details in your settings; your visibility settings apply as before.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/dashboard/professional/settings">
              <Settings aria-hidden="true" /> Review in settings
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/profile/${result.professionalId}`}>
              <ExternalLink aria-hidden="true" /> View your profile
            </Link>
          </Button>
          <Button variant="ghost" onClick={onAgain}>
            Import something else
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ResumeBanner({ draft, onOpen }: { draft: ImportOverview["openDrafts"][number]; onOpen: () => void }) {
  const left = timeUntil(draft.expiresAt);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
      <span className="flex items-center gap-2">
        <History className="size-4 text-primary" aria-hidden="true" />
        You have an unfinished import from your {IMPORT_SOURCE_LABELS[draft.source]}
        {left ? ` (you can apply it for ${left} more)` : ""}.
      </span>
      <Button size="sm" variant="outline" onClick={onOpen}>
        Continue it
      </Button>
    </div>
  );
}

function DraftEditor({
  view,
  onApplied,
  onClose,
}: {
  view: ImportDraftView;
  onApplied: (result: ApplyImportResponse) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<ImportSelection>(() => initialSelection(view.diff));
  const [error, setError] = useState<string | null>(null);
  const open = view.status === "draft" && !view.expired;

  const apply = useMutation({
    mutationFn: () => applyImport(view.id, selectionToInput(selection)),
    onMutate: () => setError(null),
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ["professional"] });
      onApplied(result);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 410)
        void queryClient.invalidateQueries({ queryKey: importDraftKey(view.id) });
      setError(e instanceof ApiError && e.fields ? Object.values(e.fields).join(" ") : e.message);
    },
  });
  const discard = useMutation({
    mutationFn: () => discardImport(view.id),
    onSuccess: (res) => {
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: IMPORT_OVERVIEW_KEY, exact: true });
      onClose();
    },
    onError: (e) => setError(e.message),
  });

  const count = selectedCount(selection);
  const overCap = (["workHistory", "education", "certifications"] as const).some(
    (k) => listOutcome(view.diff, selection, k).over,
  );
  const busy = apply.isPending || discard.isPending;
  const left = timeUntil(view.expiresAt);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 className="text-lg font-semibold">Preview: {IMPORT_SOURCE_LABELS[view.source]}</h2>
          {open && left && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" /> Nothing is published until you apply. Apply within {left}.
            </p>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>
          Start over
        </Button>
      </div>

      {view.status === "applied" && <Problem message={IMPORT_MESSAGES.alreadyApplied} />}
      {view.status === "discarded" && <Problem message={IMPORT_MESSAGES.alreadyDiscarded} />}
      {view.status === "draft" && view.expired && <Problem message={IMPORT_MESSAGES.expired} />}

      <ImportWarnings warnings={view.warnings} />
      <ImportPreview diff={view.diff} selection={selection} onChange={setSelection} disabled={!open || busy} />

      {error && <Problem message={error} />}
      {open && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4">
          <Button onClick={() => apply.mutate()} disabled={busy || count === 0 || overCap}>
            {apply.isPending ? "Applying..." : `Apply ${count} selected`}
          </Button>
          <Button variant="outline" onClick={() => discard.mutate()} disabled={busy}>
            {discard.isPending ? "Discarding..." : "Discard import"}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {count === 0
              ? "Tick at least one field or item to apply."
              : overCap
                ? "One of the lists would be over its limit."
                : "Your profile changes only when you apply."}
          </p>
        </div>
      )}
      {!open && (
        <Button className="justify-self-start" variant="outline" onClick={onClose}>
          Start a new import
        </Button>
      )}
    </div>
  );
}

function DraftStep({
  id,
  onApplied,
  onClose,
}: {
  id: string;
  onApplied: (result: ApplyImportResponse) => void;
  onClose: () => void;
}) {
  const draft = useImportDraft(id);
  if (draft.isPending) return <LoadingState label="Loading the preview" />;
  if (draft.isError) {
    const gone = draft.error instanceof ApiError && draft.error.status === 404;
    return (
      <Problem
        message={gone ? IMPORT_MESSAGES.notFound : messageOf(draft.error)}
        action={
          gone ? (
            <Button variant="outline" size="sm" onClick={onClose}>
              Start a new import
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => draft.refetch()}>
              <RefreshCw aria-hidden="true" /> Try again
            </Button>
          )
        }
      />
    );
  }
  return <DraftEditor key={draft.data.id} view={draft.data} onApplied={onApplied} onClose={onClose} />;
}

/** /dashboard/professional/settings/import: choose a source, preview what would change, apply or discard. */
export default function ProfessionalImportPage() {
  const overview = useImportOverview();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const draftId = params.get("draft");
  const [done, setDone] = useState<ApplyImportResponse | null>(null);

  const openDraft = (id: string | null) => setParams(id ? { draft: id } : {}, { replace: false });

  let body: React.ReactNode;
  if (overview.isPending) body = <LoadingState label="Loading" />;
  else if (overview.isError)
    body = (
      <Problem
        message={messageOf(overview.error)}
        action={
          <Button variant="outline" size="sm" onClick={() => overview.refetch()}>
            <RefreshCw aria-hidden="true" /> Try again
          </Button>
        }
      />
    );
  else if (overview.data.professionalId === null) body = <NoProfileState />;
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
