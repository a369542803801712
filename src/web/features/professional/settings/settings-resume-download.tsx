import { FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DIRECTORY } from "../../../../core/messages";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { downloadResume } from "./settings-api";

/**
 * The public profile's Resume button: downloads through the visibility-checked route (the stored file is never
 * public); the server's reason (sign in, open the profile first) or "Failed to load resume" shows as a toast.
 */
export function ResumeDownloadButton({
  professionalId,
  icon: Icon = FileText,
  label = "Resume",
}: {
  professionalId: string;
  icon?: typeof FileText;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadResume(`/api/v1/professionals/${encodeURIComponent(professionalId)}/resume`);
        } catch (e) {
          toast.error(e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : DIRECTORY.resumeFailed);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Icon aria-hidden="true" />
      {busy ? "Downloading..." : label}
    </Button>
  );
}
