import { KeyRound } from "lucide-react";
import { ACCOUNT } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { passkeysSupported } from "./passkey";

/** "or" and the passkey button under the password form, where this browser can use passkeys. */
export function PasskeySignIn({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  if (!passkeysSupported()) return null;
  return (
    <>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {ACCOUNT.or}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" disabled={busy} onClick={onClick}>
        <KeyRound aria-hidden="true" />
        {ACCOUNT.withPasskey}
      </Button>
    </>
  );
}
