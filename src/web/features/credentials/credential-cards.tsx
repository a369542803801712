import { Check, Copy, Download, ExternalLink } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  CREDENTIAL_CLAIM_LABELS,
  type CredentialSummary,
  type IssuedCredential,
} from "../../../core/contracts/credentials";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { RevocableList } from "../admin/revocable-list";
import { credentialRevoking, downloadCredential, downloadQr, useRevokeCredential } from "./credentials-api";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** The credential just issued: the file, the link and the QR code. Shown once: the server keeps no copy. */
export function IssuedCard({ issued }: { issued: IssuedCredential }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.verifyUrl);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Copy did not work here: select the link and copy it.");
    }
  };
  return (
    <Card className="border-primary/40" role="status" aria-label="Credential issued">
      <CardHeader>
        <CardTitle>Your credential is ready</CardTitle>
        <CardDescription>
          Save it now: Standing keeps no copy of it, only the fact that it exists so you can revoke it. Valid until{" "}
          {day(issued.expiresAt)}.
          {issued.omitted.length > 0 &&
            ` Left out because there is nothing published for them yet: ${issued.omitted
              .map((c) => CREDENTIAL_CLAIM_LABELS[c].toLowerCase())
              .join(", ")}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-[1fr_auto]">
        <div className="grid min-w-0 content-start gap-3">
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => downloadCredential(issued.credential, issued.issuedAt)}>
              <Download className="size-4" aria-hidden="true" /> Download file
            </Button>
            <Button type="button" variant="outline" onClick={copy}>
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied ? "Link copied" : "Copy link"}
            </Button>
            <Button asChild variant="outline">
              <a href={issued.verifyUrl} target="_blank" rel="noreferrer">
                <ExternalLink className="size-4" aria-hidden="true" /> Check it
              </a>
            </Button>
          </div>
          <label htmlFor="issued-credential" className="text-sm font-medium">
            The credential (what the file holds)
          </label>
          <textarea
            id="issued-credential"
            readOnly
            className="h-28 w-full resize-none rounded-md border border-input bg-muted/40 p-2 font-mono text-xs break-all"
            value={issued.credential}
          />
        </div>
        <figure className="grid justify-items-center gap-2">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(issued.qrSvg)}`}
            alt="QR code that opens the check of this credential"
            className="aspect-square w-full max-w-80 rounded-md border bg-white p-1 md:w-72"
          />
          <figcaption className="grid justify-items-center gap-1 text-xs text-muted-foreground">
            Scan to check it. It holds the whole credential, so it is dense: print it large.
            <Button type="button" variant="link" size="sm" onClick={() => downloadQr(issued.qrSvg, issued.issuedAt)}>
              Download QR code (SVG)
            </Button>
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}

const STATUS: Record<CredentialSummary["status"], string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

/** Every credential issued, newest first, each revocable while active. */
export function CredentialListCard({ credentials }: { credentials: CredentialSummary[] }) {
  const revoke = useRevokeCredential();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credentials you issued</CardTitle>
        <CardDescription>
          Revoking one makes every copy of it fail verification within a minute. Deleting your account revokes them all.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {credentials.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <RevocableList
            items={credentials}
            details={(c) => (
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium">Issued {day(c.issuedAt)}</span>
                  <Badge variant={c.status === "active" ? "success" : "outline"}>{STATUS[c.status]}</Badge>
                </div>
                <span className="text-xs text-muted-foreground">
                  {c.claims.map((claim) => CREDENTIAL_CLAIM_LABELS[claim]).join(" · ")}
                </span>
                <span className="text-xs text-muted-foreground">
                  {c.status === "revoked" && c.revokedAt
                    ? `Revoked ${day(c.revokedAt)}`
                    : `${c.status === "expired" ? "Expired" : "Valid until"} ${day(c.expiresAt)}`}
                </span>
              </div>
            )}
            {...credentialRevoking(
              "Anyone who checks it from now on is told it was revoked. This cannot be undone; you can issue a new one.",
            )}
            busy={revoke.isPending}
            error={revoke.error?.message ?? null}
            revoke={(c, _reason, done) => revoke.mutate(c.id, { onSuccess: done })}
          />
        )}
      </CardContent>
    </Card>
  );
}
