import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { PROFILE_MESSAGES } from "../../../core/contracts/profile-settings";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { TitledDialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { ResumeDownloadButton } from "../professional/settings/settings-resume-download";

type ViewerState = { kind: "closed" } | { kind: "checking" } | { kind: "ready" } | { kind: "failed"; message: string };

/** What a refused resume request means, from its status alone (a frame cannot read the error body). */
export function resumeProblem(status: number): string {
  if (status === 401) return PROFILE_MESSAGES.resumeSignIn;
  if (status === 403) return PROFILE_MESSAGES.resumeOpenFirst;
  if (status === 404) return PROFILE_MESSAGES.resumeMissing;
  return DIRECTORY.resumeFailed;
}

export const resumeUrl = (professionalId: string, inline = false) =>
  `/api/v1/professionals/${encodeURIComponent(professionalId)}/resume${inline ? "?view=inline" : ""}`;

/**
 * The public profile's resume viewer (SPEC §2): the PDF shown in the page, in a frame of the visibility-checked
 * resume route, with Download beside it. The route is asked first (HEAD) so a refusal shows as words, not as a
 * browser error page inside the frame.
 */
export function ResumeViewer({ professionalId, name }: { professionalId: string; name: string }) {
  const [state, setState] = useState<ViewerState>({ kind: "closed" });

  async function open() {
    setState({ kind: "checking" });
    try {
      const res = await fetch(resumeUrl(professionalId, true), { method: "HEAD", credentials: "same-origin" });
      setState(res.ok ? { kind: "ready" } : { kind: "failed", message: resumeProblem(res.status) });
    } catch {
      setState({ kind: "failed", message: DIRECTORY.resumeFailed });
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={open}>
        <FileText aria-hidden="true" />
        Resume
      </Button>
      <TitledDialog
        open={state.kind !== "closed"}
        onOpenChange={(o) => !o && setState({ kind: "closed" })}
        title="Resume"
        description={name}
        className="flex h-[90dvh] max-w-5xl flex-col gap-3 p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-2">
          <ResumeDownloadButton professionalId={professionalId} icon={Download} label="Download" />
        </div>
        <div className="min-h-0 flex-1 overflow-hidden rounded-md border bg-muted">
          {state.kind === "checking" && (
            <div className="flex h-full items-center justify-center">
              <Spinner />
            </div>
          )}
          {state.kind === "failed" && (
            <p role="alert" className="flex h-full items-center justify-center p-6 text-center text-sm">
              {state.message}
            </p>
          )}
          {state.kind === "ready" && (
            <iframe title={`Resume of ${name}`} src={resumeUrl(professionalId, true)} className="size-full" />
          )}
        </div>
      </TitledDialog>
    </>
  );
}
