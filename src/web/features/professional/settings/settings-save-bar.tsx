import { AlertTriangle, CheckCircle2, RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

/**
 * The form's footer: what is unsaved or wrong, Discard and Save; a conflict (someone saved meanwhile) offers Reload.
 * Pinned to the bottom of the screen while there is something to act on.
 */
export function SaveBar({
  dirty,
  errorCount,
  conflict,
  pending,
  savedAt,
  onReload,
  onDiscard,
}: {
  dirty: boolean;
  errorCount: number;
  conflict: string | null;
  pending: boolean;
  savedAt: number | null;
  onReload: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      className={cn(
        "z-30 rounded-lg border bg-background/95 p-3 backdrop-blur",
        // Pinned to the bottom of the screen (above the phone's tab bar) while there is something to act on.
        (dirty || errorCount > 0 || conflict || pending) &&
          "sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] shadow-lg md:bottom-4",
        conflict && "border-destructive",
      )}
    >
      {conflict ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
            {conflict}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onReload}>
            <RefreshCw aria-hidden="true" />
            Reload
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 flex-1 text-sm" aria-live="polite">
            {pending ? (
              "Saving..."
            ) : errorCount > 0 ? (
              <span className="font-medium text-destructive">
                {errorCount === 1 ? "1 field needs" : `${errorCount} fields need`} your attention.
              </span>
            ) : dirty ? (
              <span className="font-medium">You have unsaved changes.</span>
            ) : savedAt ? (
              <span className="flex items-center gap-1.5 text-muted-foreground">
                <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
                All changes saved.
              </span>
            ) : (
              <span className="text-muted-foreground">No unsaved changes.</span>
            )}
          </p>
          <div className="flex shrink-0 gap-2">
            <Button type="button" variant="ghost" size="sm" disabled={!dirty || pending} onClick={onDiscard}>
              Discard
            </Button>
            <Button type="submit" size="sm" disabled={!dirty || pending}>
              {pending ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
