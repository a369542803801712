import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CREDENTIAL_MAX_CHARS } from "../../../core/contracts/credentials";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { verifyCredential } from "../../features/credentials/credentials-api";
import { VerificationCard } from "../../features/credentials/verification-card";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageTitle } from "../../lib/use-page-title";

/** A link (/verify?c=…) pasted instead of the credential itself works too. */
function credentialFrom(text: string): string {
  const trimmed = text.trim();
  if (/^https?:\/\//.test(trimmed)) {
    try {
      return new URL(trimmed).searchParams.get("c") ?? trimmed;
    } catch {
      return trimmed;
    }
  }
  return trimmed;
}

/**
 * /verify (issue 36 §3): anyone pastes or uploads a Standing credential, or opens its link or QR code, and reads in
 * plain words whether it holds and exactly what it discloses. Checked by POST /api/v1/credentials/verify.
 */
export default function VerifyPage() {
  usePageTitle("Verify a credential");
  const [params] = useSearchParams();
  const fromLink = params.get("c") ?? "";
  const [text, setText] = useState(fromLink);
  const [fileError, setFileError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (credential: string) => verifyCredential(credential) });
  const resultRef = useRef<HTMLDivElement>(null);
  const { mutate } = check;
  // Opened from a link or a QR code: check at once.
  useEffect(() => {
    if (fromLink) mutate(fromLink);
  }, [fromLink, mutate]);
  useEffect(() => {
    if (check.data) resultRef.current?.focus();
  }, [check.data]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const credential = credentialFrom(text);
    if (credential) check.mutate(credential);
  };
  const upload = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > CREDENTIAL_MAX_CHARS) {
      setFileError("This file is too large to be a Standing credential.");
      return;
    }
    const content = credentialFrom(await file.text());
    setText(content);
    if (content) check.mutate(content);
  };
  return (
    <>
      <PageHeader
        eyebrow="Credentials"
        title="Verify a Standing credential"
        lead="Paste a credential, upload its file or open its link. We check Standing's signature, that nothing was changed, its dates and whether it was revoked, and show exactly what it discloses."
      />
      <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle>The credential</CardTitle>
            <CardDescription>
              A long line of letters and digits with parts separated by ~, or a link to this page.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form className="grid gap-4" onSubmit={submit}>
              <label htmlFor="credential-text" className="text-sm font-medium">
                Paste it here
              </label>
              <textarea
                id="credential-text"
                className="min-h-32 w-full rounded-md border border-input bg-background p-3 font-mono text-xs break-all"
                value={text}
                maxLength={CREDENTIAL_MAX_CHARS * 2}
                onChange={(e) => setText(e.target.value)}
                spellCheck={false}
              />
              <div className="grid gap-2">
                <label htmlFor="credential-file" className="text-sm font-medium">
                  Or upload the file
                </label>
                <input
                  id="credential-file"
                  type="file"
                  accept=".sd-jwt,.txt,.jwt,text/plain,application/sd-jwt"
                  className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm"
                  onChange={(e) => void upload(e.target.files?.[0])}
                />
                {fileError && (
                  <p role="alert" className="text-sm text-destructive">
                    {fileError}
                  </p>
                )}
              </div>
              <div>
                <Button type="submit" disabled={check.isPending || text.trim() === ""}>
                  {check.isPending ? "Checking…" : "Verify"}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        {check.isError && (
          <p role="alert" className="text-sm text-destructive">
            {check.error.message}
          </p>
        )}
        <div ref={resultRef} tabIndex={-1} className="outline-none" aria-live="polite">
          {check.data && <VerificationCard result={check.data} />}
        </div>
        <p className="text-sm text-muted-foreground">
          Standing's public keys are at{" "}
          <a className="text-primary underline" href="/.well-known/jwks.json">
            /.well-known/jwks.json
          </a>{" "}
          and the revocation list at{" "}
          <a className="text-primary underline" href="/credentials/status/1">
            /credentials/status/1
          </a>
          : any JOSE library can check a credential without us. Applicant-tracking systems can call{" "}
          <a className="text-primary underline" href="/api/docs">
            POST /api/v1/credentials/verify
          </a>
          .
        </p>
      </section>
    </>
  );
}
