import { FileText, Link2, Mail } from "lucide-react";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ClaimRequestFields } from "../../../../core/contracts/professional";
import type { ProfessionalCard } from "../../../../core/contracts/search";
import type { ClaimEvidenceMethod } from "../../../../core/domain";
import { BoundField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { DialogActions, TitledDialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { ApiError } from "../../../lib/api";
import { applyServerError, bodyResolver } from "../../../lib/forms";
import { type ClaimRequestDraft, EVIDENCE_LABELS, useSubmitClaimRequest } from "./claim-api";

const METHOD_HELP: Record<ClaimEvidenceMethod, { icon: typeof Mail; text: string }> = {
  work_email: { icon: Mail, text: "Your address at an employer on this profile (not Gmail, Yahoo or similar)." },
  linkedin: { icon: Link2, text: "The address of your LinkedIn profile, showing the same name." },
  document: { icon: FileText, text: "A pay stub, offer letter or ID showing your name. PDF, PNG or JPEG, up to 5 MB." },
};

interface EvidenceValues {
  // No default: the evidence is the person's choice, and a default left in place once sent a file as an e-mail claim.
  method: ClaimEvidenceMethod | "";
  workEmail: string;
  linkedinUrl: string;
  document: File | null;
  note: string;
}

const FIELDS = ["method", "workEmail", "linkedinUrl", "document", "note"] as const;

/** The text fields as `useSubmitClaimRequest` sends them, for the route's `ClaimRequestFields` to judge (D381). */
const textFieldsOf = (professionalId: string | undefined, v: EvidenceValues) => ({
  professionalId,
  method: v.method || undefined,
  ...(v.method === "work_email" ? { workEmail: v.workEmail } : {}),
  ...(v.method === "linkedin" ? { linkedinUrl: v.linkedinUrl } : {}),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});

export function EvidenceDialog({ profile, onClose }: { profile: ProfessionalCard | null; onClose: () => void }) {
  const uid = useId();
  const form = useForm<EvidenceValues, unknown, ClaimRequestFields>({
    defaultValues: { method: "", workEmail: "", linkedinUrl: "", document: null, note: "" },
    resolver: bodyResolver(ClaimRequestFields, (v: EvidenceValues) => textFieldsOf(profile?.id, v)),
  });
  const { control } = form;
  const method = useWatch({ control, name: "method" });
  const submit = useSubmitClaimRequest();

  const send = form.handleSubmit((fields) => {
    if (!profile) return;
    const { workEmail, linkedinUrl, document, note } = form.getValues();
    const draft: ClaimRequestDraft = {
      professionalId: profile.id,
      method: fields.method,
      workEmail,
      linkedinUrl,
      document,
      note,
    };
    submit.mutate(draft, {
      onSuccess: (res) => {
        toast.success(res.message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) applyServerError(form.setError, error, FIELDS, error.message);
      },
    });
  });
  const serverFields = submit.error instanceof ApiError ? submit.error.fields : undefined;
  const generalError = submit.error && !serverFields ? submit.error.message : null;
  const methodError = form.formState.errors.method?.message;

  return (
    <TitledDialog
      open={profile !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        <>
          Claim {profile?.firstName} {profile?.lastName}
        </>
      }
      description="Show us this profile is yours. Our team reviews each request, usually within 1-3 business days."
      className="max-h-[90dvh] overflow-y-auto"
    >
      <form className="grid gap-4" onSubmit={send}>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Your evidence</legend>
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={(v) => {
                  form.clearErrors();
                  field.onChange(v as ClaimEvidenceMethod);
                }}
                aria-describedby={methodError ? `${uid}-method-error` : undefined}
              >
                {(Object.keys(METHOD_HELP) as ClaimEvidenceMethod[]).map((m) => {
                  const Icon = METHOD_HELP[m].icon;
                  return (
                    <label
                      key={m}
                      htmlFor={`${uid}-method-${m}`}
                      className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                    >
                      <RadioGroupItem id={`${uid}-method-${m}`} value={m} className="mt-0.5" />
                      <span className="grid gap-0.5 text-sm">
                        <span className="flex items-center gap-1.5 font-medium">
                          <Icon className="size-4" aria-hidden="true" /> {EVIDENCE_LABELS[m]}
                        </span>
                        <span className="text-muted-foreground">{METHOD_HELP[m].text}</span>
                      </span>
                    </label>
                  );
                })}
              </RadioGroup>
            )}
          />
          {methodError && (
            <p id={`${uid}-method-error`} role="alert" className="text-sm text-destructive">
              {methodError}
            </p>
          )}
        </fieldset>
        {method === "work_email" && (
          <BoundField control={control} name="workEmail" id={`${uid}-email`} label="Work e-mail">
            {(field) => (
              <Input {...field} type="email" placeholder="you@company.com" autoComplete="email" maxLength={254} />
            )}
          </BoundField>
        )}
        {method === "linkedin" && (
          <BoundField control={control} name="linkedinUrl" id={`${uid}-linkedin`} label="LinkedIn profile address">
            {(field) => (
              <Input {...field} type="url" placeholder="https://www.linkedin.com/in/your-name" maxLength={300} />
            )}
          </BoundField>
        )}
        {method === "document" && (
          <BoundField control={control} name="document" id={`${uid}-doc`} label="Document">
            {({ value: _file, onChange, ...field }) => (
              <input
                {...field}
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                onChange={(e) => onChange(e.target.files?.[0] ?? null)}
              />
            )}
          </BoundField>
        )}
        <BoundField
          control={control}
          name="note"
          id={`${uid}-note`}
          label="Note for our team (optional)"
          hint="Anything that helps, like where and when you worked."
        >
          {(field) => (
            <textarea {...field} className="min-h-20 rounded-md border bg-background p-3 text-sm" maxLength={1000} />
          )}
        </BoundField>
        {(generalError || serverFields?.professionalId || serverFields?._) && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            {generalError ?? serverFields?.professionalId ?? serverFields?._}
          </p>
        )}
        <DialogActions>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? "Sending..." : "Send for review"}
          </Button>
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
