import { FileText, Link2, Mail } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { ProfessionalCard } from "../../../../core/contracts/search";
import type { ClaimEvidenceMethod } from "../../../../core/domain";
import { CLAIM } from "../../../../core/messages";
import { FormField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { ApiError } from "../../../lib/api";
import { type ClaimRequestDraft, EVIDENCE_LABELS, useSubmitClaimRequest } from "./claim-api";

const METHOD_HELP: Record<ClaimEvidenceMethod, { icon: typeof Mail; text: string }> = {
  work_email: { icon: Mail, text: "Your address at an employer on this profile (not Gmail, Yahoo or similar)." },
  linkedin: { icon: Link2, text: "The address of your LinkedIn profile, showing the same name." },
  document: { icon: FileText, text: "A pay stub, offer letter or ID showing your name. PDF, PNG or JPEG, up to 5 MB." },
};

export function EvidenceDialog({ profile, onClose }: { profile: ProfessionalCard | null; onClose: () => void }) {
  const uid = useId();
  // No default: the evidence is the person's choice, and a default left in place once sent a file as an e-mail claim.
  const [method, setMethod] = useState<ClaimEvidenceMethod | null>(null);
  const [workEmail, setWorkEmail] = useState("");
  const [linkedinUrl, setLinkedinUrl] = useState("");
  const [document, setDocument] = useState<File | null>(null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitClaimRequest();

  const send = () => {
    if (!profile) return;
    if (method === null) {
      setErrors({ method: CLAIM.chooseMethod });
      return;
    }
    const draft: ClaimRequestDraft = { professionalId: profile.id, method, workEmail, linkedinUrl, document, note };
    setErrors({});
    submit.mutate(draft, {
      onSuccess: (res) => {
        toast.success(res.message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  };
  const generalError =
    submit.error && !(submit.error instanceof ApiError && submit.error.fields) ? submit.error.message : null;

  return (
    <Dialog open={profile !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            Claim {profile?.firstName} {profile?.lastName}
          </DialogTitle>
          <DialogDescription>
            Show us this profile is yours. Our team reviews each request, usually within 1-3 business days.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Your evidence</legend>
            <RadioGroup
              value={method ?? ""}
              onValueChange={(v) => {
                setMethod(v as ClaimEvidenceMethod);
                setErrors({});
              }}
              aria-describedby={errors.method ? `${uid}-method-error` : undefined}
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
            {errors.method && (
              <p id={`${uid}-method-error`} role="alert" className="text-sm text-destructive">
                {errors.method}
              </p>
            )}
          </fieldset>
          {method === "work_email" && (
            <FormField id={`${uid}-email`} label="Work e-mail" error={errors.workEmail}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="email"
                  value={workEmail}
                  onChange={(e) => setWorkEmail(e.target.value)}
                  placeholder="you@company.com"
                  autoComplete="email"
                  maxLength={254}
                />
              )}
            </FormField>
          )}
          {method === "linkedin" && (
            <FormField id={`${uid}-linkedin`} label="LinkedIn profile address" error={errors.linkedinUrl}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="url"
                  value={linkedinUrl}
                  onChange={(e) => setLinkedinUrl(e.target.value)}
                  placeholder="https://www.linkedin.com/in/your-name"
                  maxLength={300}
                />
              )}
            </FormField>
          )}
          {method === "document" && (
            <FormField id={`${uid}-doc`} label="Document" error={errors.document}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="file"
                  accept="application/pdf,image/png,image/jpeg"
                  className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                  onChange={(e) => setDocument(e.target.files?.[0] ?? null)}
                />
              )}
            </FormField>
          )}
          <FormField
            id={`${uid}-note`}
            label="Note for our team (optional)"
            hint="Anything that helps, like where and when you worked."
            error={errors.note}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                className="min-h-20 rounded-md border bg-background p-3 text-sm"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={1000}
              />
            )}
          </FormField>
          {(generalError || errors.professionalId || errors._) && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              {generalError ?? errors.professionalId ?? errors._}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? "Sending..." : "Send for review"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
