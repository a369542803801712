import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Clock, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ApplyImportResponse, ImportDraftView } from "../../../../core/contracts/profile-import";
import { IMPORT_MESSAGES, IMPORT_SOURCE_LABELS } from "../../../../core/contracts/profile-import-rules";
import { ErrorNote, LoadingCards } from "../../../components/page-states";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import {
  applyImport,
  discardImport,
  IMPORT_OVERVIEW_KEY,
  importDraftKey,
  timeUntil,
  useImportDraft,
} from "./import-api";
import { ImportPreview, ImportWarnings } from "./import-preview";
import {
  type ImportSelection,
  initialSelection,
  listOutcome,
  selectedCount,
  selectionToInput,
} from "./import-selection";
import { LOADING_ROWS, messageOf } from "./import-states";

/** What a draft's step tells the import page: the changes were applied, or the person closed the draft. */
type DraftOutcome = { onApplied: (result: ApplyImportResponse) => void; onClose: () => void };

function DraftEditor({ view, onApplied, onClose }: DraftOutcome & { view: ImportDraftView }) {
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

      {view.status === "applied" && <ErrorNote message={IMPORT_MESSAGES.alreadyApplied} />}
      {view.status === "discarded" && <ErrorNote message={IMPORT_MESSAGES.alreadyDiscarded} />}
      {view.status === "draft" && view.expired && <ErrorNote message={IMPORT_MESSAGES.expired} />}

      <ImportWarnings warnings={view.warnings} />
      <ImportPreview diff={view.diff} selection={selection} onChange={setSelection} disabled={!open || busy} />

      {error && <ErrorNote message={error} />}
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

export function DraftStep({ id, onApplied, onClose }: DraftOutcome & { id: string }) {
  const draft = useImportDraft(id);
  if (draft.isPending) return <LoadingCards label="Loading the preview" count={2} rows={LOADING_ROWS} />;
  if (draft.isError) {
    const gone = draft.error instanceof ApiError && draft.error.status === 404;
    return (
      <ErrorNote
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
