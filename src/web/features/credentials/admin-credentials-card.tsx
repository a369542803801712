import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { CREDENTIAL_CLAIM_LABELS } from "../../../core/contracts/credentials";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { apiCall } from "../../lib/api";
import { RevocableList } from "../admin/revocable-list";
import { CREDENTIAL_REVOKED, credentialRevoking } from "./credentials-api";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/**
 * The administrator's view of a professional's credentials (issue 36 §4): names and dates only, never values; each
 * active one revocable with a reason, recorded in the audit log (e.g. after a dispute removed ratings it summarised).
 */
export function AdminCredentialsCard({ professionalId }: { professionalId: string }) {
  const key = ["admin", "credentials", professionalId];
  const client = useQueryClient();
  const list = useQuery({
    queryKey: key,
    queryFn: () => apiCall("GET /admin/professionals/:professionalId/credentials", { params: { professionalId } }),
  });
  const revoke = useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      apiCall("POST /admin/credentials/:credentialId/revoke", {
        params: { credentialId: input.id },
        json: { reason: input.reason },
      }),
    onSuccess: () => {
      toast.success(CREDENTIAL_REVOKED);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const credentials = list.data?.credentials ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credentials</CardTitle>
        <CardDescription>Signed summaries this professional issued. Revoking one is audited.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {list.isError && <p role="alert">{list.error.message}</p>}
        {list.data && credentials.length === 0 && <p className="text-muted-foreground">None issued.</p>}
        <RevocableList
          items={credentials}
          rowClassName="gap-2 py-2"
          details={(c) => (
            <div className="grid min-w-0 gap-0.5">
              <span className="flex items-center gap-2">
                Issued {day(c.issuedAt)}{" "}
                <Badge variant={c.status === "active" ? "success" : "outline"}>{c.status}</Badge>
              </span>
              <span className="text-xs text-muted-foreground">
                {c.claims.map((x) => CREDENTIAL_CLAIM_LABELS[x]).join(" · ")}
              </span>
            </div>
          )}
          {...credentialRevoking(
            "Every copy fails verification from now on (within a minute for verifiers using the published list).",
            true,
          )}
          busy={revoke.isPending}
          error={revoke.error?.message ?? null}
          revoke={(c, reason, done) => revoke.mutate({ id: c.id, reason }, { onSuccess: done })}
        />
      </CardContent>
    </Card>
  );
}
