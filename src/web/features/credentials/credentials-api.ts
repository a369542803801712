import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { CredentialSummary, IssueCredentialBody, VerificationResult } from "../../../core/contracts/credentials";
import { apiCall } from "../../lib/api";
import { saveFile } from "../../lib/save-file";
import type { RevokeQuestion } from "../admin/revocable-list";

const CREDENTIALS_KEY = ["professional", "credentials"] as const;

/** GET /api/v1/professional/credentials: the professional's credentials and what a new one could include. */
export function useOwnCredentials() {
  return useQuery({
    queryKey: CREDENTIALS_KEY,
    queryFn: () => apiCall("GET /professional/credentials"),
  });
}

export function useIssueCredential() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueCredentialBody) => apiCall("POST /professional/credentials", { json: body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: CREDENTIALS_KEY }),
  });
}

export const CREDENTIAL_REVOKED = "Credential revoked";

export function useRevokeCredential() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall("POST /professional/credentials/:credentialId/revoke", { params: { credentialId: id }, json: {} }),
    onSuccess: () => {
      toast.success(CREDENTIAL_REVOKED);
      void client.invalidateQueries({ queryKey: CREDENTIALS_KEY });
    },
  });
}

/**
 * How a list of credentials (its holder's, an administrator's) revokes them: only an active one, after asking;
 * `description` says what revoking does, for the one who asks.
 */
export const credentialRevoking = (description: string, withReason = false) => ({
  revocable: (credential: CredentialSummary) => credential.status === "active",
  question: (): RevokeQuestion => ({
    title: "Revoke this credential?",
    description,
    confirmLabel: "Revoke",
    withReason,
  }),
});

/** POST /api/v1/credentials/verify: anyone, signed in or not. */
export function verifyCredential(credential: string): Promise<VerificationResult> {
  return apiCall("POST /credentials/verify", { json: { credential } });
}

/** The credential as a file the holder keeps (plain text: the SD-JWT itself). */
export function downloadCredential(credential: string, issuedAt: string) {
  saveFile(
    new Blob([`${credential}\n`], { type: "application/sd-jwt" }),
    `standing-credential-${issuedAt.slice(0, 10)}.sd-jwt`,
  );
}

/** The QR code of the credential's link, as an SVG file to print at any size. */
export function downloadQr(svg: string, issuedAt: string) {
  saveFile(new Blob([svg], { type: "image/svg+xml" }), `standing-credential-${issuedAt.slice(0, 10)}-qr.svg`);
}
