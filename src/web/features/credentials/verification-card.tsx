import { AlertTriangle, Ban, CheckCircle2, Clock, HelpCircle, XCircle } from "lucide-react";
import type { VerificationOutcome, VerificationResult } from "../../../core/contracts/credentials";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";

const TITLES: Record<VerificationOutcome, string> = {
  valid: "Valid",
  tampered: "Tampered",
  expired: "Expired",
  revoked: "Revoked",
  unknown_issuer: "Unknown issuer",
  malformed: "Not a credential",
};
const ICONS = {
  valid: CheckCircle2,
  tampered: XCircle,
  expired: Clock,
  revoked: Ban,
  unknown_issuer: HelpCircle,
  malformed: AlertTriangle,
} as const;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" }) : "unknown";

/** The verdict in plain words and, when Standing's signature holds, exactly what the credential discloses. */
export function VerificationCard({ result }: { result: VerificationResult }) {
  const Icon = ICONS[result.outcome];
  const good = result.outcome === "valid";
  return (
    <Card className={cn("border-2", good ? "border-emerald-600" : "border-destructive")}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-2xl" data-outcome={result.outcome}>
          <Icon className={cn("size-7", good ? "text-emerald-700" : "text-destructive")} aria-hidden="true" />
          {TITLES[result.outcome]}
        </CardTitle>
        <CardDescription className="text-base text-foreground">{result.message}</CardDescription>
      </CardHeader>
      {result.issuedAt && (
        <CardContent className="grid gap-4">
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">Issued by</dt>
            <dd className="break-all">{result.issuer}</dd>
            <dt className="text-muted-foreground">Issued on</dt>
            <dd>{when(result.issuedAt)}</dd>
            <dt className="text-muted-foreground">Valid until</dt>
            <dd>{when(result.validUntil)}</dd>
          </dl>
          <div className="grid gap-2">
            <h2 className="text-base font-semibold">What it discloses</h2>
            {result.disclosed.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing: the holder disclosed no claim.</p>
            ) : (
              <dl className="grid gap-2 text-sm">
                {result.disclosed.map((d) => (
                  <div key={d.name} className="grid gap-0.5 rounded-md border p-3">
                    <dt className="text-muted-foreground">{d.label}</dt>
                    <dd className="font-medium break-words">{d.text}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="text-xs text-muted-foreground">
              Only these parts were disclosed; anything else the holder chose not to show stays hidden and cannot be
              recovered from the credential.
            </p>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
