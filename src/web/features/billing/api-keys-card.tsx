import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { CreatedApiKey } from "../../../core/contracts/api-keys";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { RevocableList } from "../admin/revocable-list";
import { createApiKey, listApiKeys, revokeApiKey } from "./billing-api";

const KEYS = ["api-keys"] as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

/** Enterprise API keys (issue 17): create (the key is shown once), list with last use, revoke. */
export function ApiKeysCard() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: KEYS, queryFn: listApiKeys });
  const [name, setName] = useState("");
  const [shown, setShown] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      setShown(created);
      setName("");
      void client.invalidateQueries({ queryKey: KEYS });
    },
    onError: (e) => toast.error(e.message),
  });
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      toast.success("API key revoked");
      void client.invalidateQueries({ queryKey: KEYS });
    },
    onError: (e) => toast.error(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardDescription>Enterprise</CardDescription>
        <CardTitle className="flex items-center gap-2 text-xl">
          <KeyRound className="size-5" aria-hidden="true" /> API keys
        </CardTitle>
        <CardDescription>
          Keys read the directory (search and profiles) as your account: send{" "}
          <code className="rounded bg-muted px-1">Authorization: Bearer &lt;key&gt;</code>. See{" "}
          <a className="text-primary underline" href="/api/docs" target="_blank" rel="noreferrer">
            the API description
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit}>
          <div className="grid flex-1 gap-2">
            <Label htmlFor="api-key-name">Key name</Label>
            <Input
              id="api-key-name"
              value={name}
              maxLength={60}
              placeholder="Applicant tracking system"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            Create key
          </Button>
        </form>
        {shown && (
          <div className="grid gap-2 rounded-md border border-primary/40 bg-muted/40 p-3" role="status">
            <p className="font-medium">Copy your new key now. It will not be shown again.</p>
            <code className="break-all rounded bg-background p-2 font-mono text-xs" data-testid="new-api-key">
              {shown.key}
            </code>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  navigator.clipboard
                    ?.writeText(shown.key)
                    .then(() => toast.success("Key copied"))
                    .catch(() => toast.error("Could not copy the key"))
                }
              >
                Copy
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setShown(null)}>
                Done
              </Button>
            </div>
          </div>
        )}
        {keys.data && keys.data.keys.length === 0 && <p className="text-muted-foreground">No API keys yet.</p>}
        {keys.data && keys.data.keys.length > 0 && (
          <RevocableList
            items={keys.data.keys}
            className="grid gap-2"
            rowClassName="gap-2 rounded-md border p-3"
            details={(k) => (
              <div>
                <div className="font-medium">{k.name}</div>
                <div className="font-mono text-xs text-muted-foreground">{k.prefix}…</div>
                <div className="text-xs text-muted-foreground">
                  Last used: {when(k.lastUsedAt)} · {k.callCount} calls
                </div>
              </div>
            )}
            revocable={() => true}
            buttonLabel={(k) => `Revoke ${k.name}`}
            question={(k) => ({
              title: `Revoke "${k.name}"?`,
              description:
                "Anything that uses this key stops working at once. This cannot be undone: you would create a new key and update those integrations.",
              confirmLabel: "Revoke key",
            })}
            busy={revoke.isPending}
            error={revoke.error?.message ?? null}
            revoke={(k, _reason, done) => revoke.mutate(k.id, { onSuccess: done })}
          />
        )}
      </CardContent>
    </Card>
  );
}
