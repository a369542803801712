import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ACCOUNT, PASSKEY_ERRORS, SECURITY } from "../../../../core/messages";
import { FormField } from "../../../components/form-field";
import { InPlaceForm } from "../../../components/in-place-form";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, IconCardHeader } from "../../../components/ui/card";
import { DialogClose, TitledDialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import {
  deletePasskey,
  listPasskeys,
  type Passkey,
  passkeyErrorMessage,
  passkeysSupported,
  registerPasskey,
  renamePasskey,
} from "../../auth/passkey";

const PASSKEYS_KEY = ["passkeys"] as const;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function PasskeysCard() {
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: listPasskeys, staleTime: 0 });
  const [name, setName] = useState<string>(SECURITY.passkeyDefaultName);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const fail = (title: string) => (error: unknown) => toast.error(title, { description: passkeyErrorMessage(error) });

  const add = useMutation({
    mutationFn: () => registerPasskey(name.trim() || SECURITY.passkeyDefaultName),
    onSuccess: () => {
      toast.success(SECURITY.passkeyAdded);
      setName(SECURITY.passkeyDefaultName);
    },
    onError: fail(PASSKEY_ERRORS.title),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deletePasskey(id),
    onSuccess: () => {
      toast.success(SECURITY.passkeyRemoved);
      setRemoving(null);
    },
    onError: fail(ACCOUNT.errorTitle),
    onSettled: refresh,
  });

  const supported = passkeysSupported();

  return (
    <Card>
      <IconCardHeader icon={KeyRound} title={SECURITY.passkeysTitle} description={SECURITY.passkeysIntro} />
      <CardContent className="grid gap-5">
        {passkeys.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : passkeys.isError ? (
          <p className="text-sm text-destructive">{SECURITY.passkeyLoadFailed}</p>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SECURITY.passkeysEmpty}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {passkeys.data.map((p) => (
              <PasskeyRow key={p.id} passkey={p} onRemove={() => setRemoving(p)} onRenamed={refresh} />
            ))}
          </ul>
        )}

        {supported ? (
          <InPlaceForm
            noValidate
            className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
            onSend={() => {
              add.mutate();
            }}
          >
            <FormField id="passkey-name" label={SECURITY.passkeyName}>
              {(a11y) => (
                <Input
                  {...a11y}
                  maxLength={60}
                  placeholder={SECURITY.passkeyNamePlaceholder}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={add.isPending}>
              <KeyRound aria-hidden="true" />
              {add.isPending ? SECURITY.passkeyAdding : SECURITY.passkeyAdd}
            </Button>
          </InPlaceForm>
        ) : (
          <p className="rounded-md bg-muted p-3 text-sm">{PASSKEY_ERRORS.unsupported}</p>
        )}
      </CardContent>

      <TitledDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={SECURITY.passkeyRemove}
        description={SECURITY.passkeyRemoveConfirm(removing?.name || SECURITY.passkeyDefaultName)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{SECURITY.cancel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id)}
          >
            <Trash2 aria-hidden="true" />
            {SECURITY.passkeyRemove}
          </Button>
        </div>
      </TitledDialog>
    </Card>
  );
}

function PasskeyRow({
  passkey,
  onRemove,
  onRenamed,
}: {
  passkey: Passkey;
  onRemove: () => void;
  onRenamed: () => unknown;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name ?? "");
  const rename = useMutation({
    mutationFn: () => renamePasskey(passkey.id, name.trim()),
    onSuccess: () => {
      toast.success(SECURITY.passkeyRenamed);
      setEditing(false);
    },
    onError: (error) => toast.error(ACCOUNT.errorTitle, { description: passkeyErrorMessage(error) }),
    onSettled: onRenamed,
  });
  const label = passkey.name || SECURITY.passkeyDefaultName;

  if (editing) {
    return (
      <li className="p-3">
        <InPlaceForm
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSend={() => {
            if (name.trim()) rename.mutate();
          }}
        >
          <FormField id={`rename-${passkey.id}`} label={SECURITY.passkeyName} className="min-w-48 flex-1">
            {(a11y) => (
              <Input {...a11y} autoFocus maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </FormField>
          <Button type="submit" size="sm" disabled={rename.isPending || !name.trim()}>
            {SECURITY.save}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {SECURITY.cancel}
          </Button>
        </InPlaceForm>
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="grid">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-muted-foreground">
          {SECURITY.passkeyAddedOn(dateFormat.format(new Date(passkey.createdAt)))}
        </span>
      </div>
      <div className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={`${SECURITY.passkeyRename} ${label}`}
        >
          <Pencil aria-hidden="true" />
          {SECURITY.passkeyRename}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={`${SECURITY.passkeyRemove} ${label}`}
        >
          <Trash2 aria-hidden="true" />
          {SECURITY.passkeyRemove}
        </Button>
      </div>
    </li>
  );
}
