import { CheckCircle2, ExternalLink, History, Settings } from "lucide-react";
import { Link } from "react-router";
import type { ApplyImportResponse, ImportOverview } from "../../../../core/contracts/profile-import";
import { IMPORT_SOURCE_LABELS } from "../../../../core/contracts/profile-import-rules";
import { GENERIC_ERRORS } from "../../../../core/messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { timeUntil } from "./import-api";

/** The skeleton bars of the import page's cards while they load. */
export const LOADING_ROWS = ["h-6 w-48", "h-10 w-full", "h-10 w-2/3"];
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : GENERIC_ERRORS.internal);

export function DoneState({ result, onAgain }: { result: ApplyImportResponse; onAgain: () => void }) {
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

export function ResumeBanner({ draft, onOpen }: { draft: ImportOverview["openDrafts"][number]; onOpen: () => void }) {
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
