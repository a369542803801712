import { Download, X } from "lucide-react";
import { OVERLAYS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { installPrompt } from "./install-prompt-store";

/** "Install Standing" card (SPEC §2, §4), loaded only once the prompt is offered. Rules live in ./install-prompt. */
export default function InstallPromptBanner() {
  return (
    <section
      aria-label="Install the app"
      className="fixed inset-x-2 top-20 z-50 mx-auto max-w-md rounded-xl border bg-background p-4 shadow-xl sm:left-auto sm:right-4 sm:mx-0"
    >
      <div className="flex items-start gap-3 pr-6">
        <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 rounded-lg" />
        <div className="text-sm">
          <h2 className="font-semibold">Install Standing</h2>
          <p className="mt-1 text-muted-foreground">
            Add Standing to your home screen for quick, full-screen access to search and your profile.
          </p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => installPrompt.dismiss()}>
          {OVERLAYS.installNotNow}
        </Button>
        <Button onClick={() => void installPrompt.install()}>
          <Download aria-hidden="true" /> {OVERLAYS.installAction}
        </Button>
      </div>
      <button
        type="button"
        onClick={() => installPrompt.dismiss()}
        aria-label="Close install prompt"
        className="absolute right-2 top-2 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
