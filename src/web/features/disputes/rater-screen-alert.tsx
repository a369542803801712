import { AlertTriangle } from "lucide-react";
import { useMemo } from "react";
import type { RaterScreen } from "../../../core/contracts/dispute-review";
import { RATER_SCREEN, type RaterFinding, screenForRater } from "../../../core/rater-screen";

/**
 * The screen a text toward the professional passes while it is typed (D296): the very function the server refuses
 * with (`core/rater-screen.ts`), over the rater's identifiers the administrator's dispute detail carries. `null`
 * screen: the text reaches only the employer, so nothing is checked.
 */
export function useRaterFindings(text: string, screen: RaterScreen | null): RaterFinding[] {
  return useMemo(
    () => (screen ? screenForRater(text, screen.identifiers, { ownDomains: screen.ownDomains }) : []),
    [text, screen],
  );
}

/** The inline warning under the text box; its id goes into the box's `aria-describedby`. */
export function RaterScreenAlert({ id, findings }: { id: string; findings: readonly RaterFinding[] }) {
  // Always in the page (empty when clean), so screen readers announce it as soon as it has words.
  return (
    <div id={id} role="alert" aria-live="assertive" className={findings.length ? undefined : "sr-only"}>
      {findings.length > 0 && (
        <p className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{RATER_SCREEN.inline(findings)}</span>
        </p>
      )}
    </div>
  );
}
