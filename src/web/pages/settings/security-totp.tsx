import { Smartphone } from "lucide-react";
import { SECURITY } from "../../../core/messages";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { TotpName } from "../../features/account/totp/totp-name";
import { BackupCodes, PasswordStep, ScanStep } from "../../features/account/totp/totp-steps";
import { useTotpSetup } from "../../features/account/totp/use-totp-setup";

export function TotpCard({ enabled, onChanged }: { enabled: boolean; onChanged: () => unknown }) {
  const setup = useTotpSetup(onChanged);
  const { step, setStep, reset } = setup;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Smartphone className="size-5 text-primary" aria-hidden="true" />
            {SECURITY.totpTitle}
          </CardTitle>
          <Badge variant={enabled ? "success" : "outline"}>{enabled ? SECURITY.totpOn : SECURITY.totpOff}</Badge>
        </div>
        <CardDescription>{SECURITY.totpIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.kind === "idle" && enabled && <TotpName />}
        {step.kind === "idle" &&
          (enabled ? (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setStep({ kind: "password", action: "disable" })}
            >
              {SECURITY.totpRemove}
            </Button>
          ) : (
            <Button className="justify-self-start" onClick={() => setStep({ kind: "password", action: "enable" })}>
              {SECURITY.totpAdd}
            </Button>
          ))}

        {step.kind === "password" && <PasswordStep setup={setup} action={step.action} />}

        {step.kind === "scan" && <ScanStep setup={setup} step={step} />}

        {step.kind === "codes" && <BackupCodes codes={step.backupCodes} onDone={reset} />}
      </CardContent>
    </Card>
  );
}
