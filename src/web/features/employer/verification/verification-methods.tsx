import { Building2, FileText, type LucideIcon, Mail } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { EmployerOverview } from "../../../../core/contracts/employer";
import { StateRegistrationFields, stateDocumentProblem } from "../../../../core/contracts/state-registration";
import { companyEmailFromInput } from "../../../../core/employer-email";
import { EMPLOYER } from "../../../../core/messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, IconCardHeader } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { UsStateOptions } from "../../../components/us-state-options";
import { ApiError } from "../../../lib/api";
import { applyServerError, bodyResolver } from "../../../lib/forms";
import { formatDateTime } from "../employer-api";
import { FieldError, useVerificationSubmit } from "./use-verification-submit";
import { requestEmailVerification, submitEin, submitStateRecord } from "./verification-api";

/** Business e-mail: a link to an address at the company's domain (instant). */
export function EmailMethod({
  domain,
  pendingEmail,
}: {
  domain: string | null;
  pendingEmail: EmployerOverview["pendingEmail"];
}) {
  const [local, setLocal] = useState("");
  const email = useVerificationSubmit((address: string) => requestEmailVerification(address));
  const companyEmail = domain ? companyEmailFromInput(local, domain) : ({ kind: "empty" } as const);
  const typedWholeAddress = local.includes("@");
  return (
    <MethodCard
      className="lg:col-span-2"
      icon={Mail}
      title="Business e-mail"
      description="Fastest. We send a link to an address at your company's domain."
      formClassName="grid max-w-xl gap-3"
      onSubmit={() => {
        if (companyEmail.kind === "ok") email.mutation.mutate(companyEmail.address);
      }}
    >
      <Label htmlFor="verify-local">Company e-mail</Label>
      <div className="flex items-center overflow-hidden rounded-md border focus-within:outline-2 focus-within:outline-ring">
        <input
          id="verify-local"
          className="h-10 min-w-24 flex-1 bg-transparent px-3 text-base outline-none md:text-sm"
          value={local}
          onChange={(e) => setLocal(e.target.value)}
          placeholder="hr"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={companyEmail.kind === "mismatch" || Boolean(email.errors.address)}
          aria-describedby="verify-local-hint verify-local-error"
          disabled={!domain}
        />
        {!typedWholeAddress && (
          <span
            className="min-w-0 truncate border-l bg-muted px-3 py-2 text-sm text-muted-foreground"
            title={domain ? `@${domain}` : undefined}
          >
            @{domain ?? "…"}
          </span>
        )}
      </div>
      <p id="verify-local-hint" className="text-sm text-muted-foreground">
        {domain ? `The part before the @, or the whole address at ${domain}.` : EMPLOYER.noCompanyDomain}
      </p>
      <FieldError
        id="verify-local-error"
        message={companyEmail.kind === "mismatch" ? companyEmail.message : email.errors.address}
      />
      {pendingEmail && (
        <p className="text-sm text-muted-foreground">
          Link sent to {pendingEmail.address}; valid until {formatDateTime(pendingEmail.expiresAt)}.
        </p>
      )}
      <Button
        type="submit"
        className="justify-self-start"
        disabled={companyEmail.kind !== "ok" || email.mutation.isPending}
      >
        {email.mutation.isPending ? "Sending..." : pendingEmail ? "Send a new link" : "Send link"}
      </Button>
    </MethodCard>
  );
}

/** EIN: reviewed by the team. */
export function EinMethod({ canRequest }: { canRequest: boolean }) {
  const [ein, setEin] = useState("");
  const einSubmit = useVerificationSubmit((value: string) => submitEin(value));
  return (
    <MethodCard
      icon={Building2}
      title="EIN"
      description="Your federal Employer Identification Number. Reviewed in 1-3 business days."
      onSubmit={() => einSubmit.mutation.mutate(ein)}
    >
      <Label htmlFor="verify-ein">EIN</Label>
      <Input
        id="verify-ein"
        value={ein}
        onChange={(e) => setEin(e.target.value)}
        placeholder="12-3456789"
        inputMode="numeric"
        aria-describedby="verify-ein-error"
        disabled={!canRequest}
      />
      <FieldError id="verify-ein-error" message={einSubmit.errors.ein} />
      <Button type="submit" disabled={!canRequest || !ein.trim() || einSubmit.mutation.isPending}>
        {einSubmit.mutation.isPending ? "Sending..." : "Submit for review"}
      </Button>
    </MethodCard>
  );
}

interface StateValues {
  state: string;
  entityNumber: string;
  document: File | null;
}
const STATE_FIELDS = ["state", "entityNumber", "document"] as const;

const textFields = bodyResolver(StateRegistrationFields, ({ state, entityNumber }: StateValues) => ({
  state,
  entityNumber,
}));

/** The route's text fields by `StateRegistrationFields`, and the document's presence and size, before uploading (D381). */
const stateResolver: Resolver<StateValues> = async (values, context, options) => {
  const { errors } = await textFields(values, context, options);
  const problem = stateDocumentProblem(values.document);
  const found = problem ? { ...errors, document: { type: "document", message: problem } } : errors;
  return Object.keys(found).length > 0 ? { values: {}, errors: found } : { values, errors: {} };
};

/** State registration: the filing and its certificate, reviewed by the team. */
export function StateMethod({ canRequest }: { canRequest: boolean }) {
  const form = useForm<StateValues>({
    defaultValues: { state: "", entityNumber: "", document: null },
    resolver: stateResolver,
    shouldFocusError: false,
  });
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const stateSubmit = useVerificationSubmit((v: StateValues) => submitStateRecord(v.state, v.entityNumber, v.document));
  const a11y = (name: (typeof STATE_FIELDS)[number], id: string) => ({
    id,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-error` : undefined,
  });
  const submit = form.handleSubmit(
    (values) =>
      stateSubmit.mutation.mutate(values, {
        onError: (error) => {
          if (error instanceof ApiError && error.fields) applyServerError(form.setError, error, STATE_FIELDS, "");
        },
      }),
    (found) => {
      const first = STATE_FIELDS.find((f) => found[f]);
      if (first) document.getElementById(STATE_IDS[first])?.focus();
    },
  );
  return (
    <MethodCard
      icon={FileText}
      title="State registration"
      description="Your state filing and its certificate (PDF, PNG or JPEG, up to 5 MB)."
      onSubmit={submit}
    >
      <Label htmlFor="verify-state">State</Label>
      <select
        {...a11y("state", STATE_IDS.state)}
        className="h-10 w-full min-w-0 rounded-md border bg-background px-3 text-sm"
        {...register("state")}
        disabled={!canRequest}
      >
        <UsStateOptions />
      </select>
      <FieldError id="verify-state-error" message={errors.state?.message} />
      <Label htmlFor="verify-entity">Entity number</Label>
      <Input {...a11y("entityNumber", STATE_IDS.entityNumber)} {...register("entityNumber")} disabled={!canRequest} />
      <FieldError id="verify-entity-error" message={errors.entityNumber?.message} />
      <Label htmlFor="verify-doc">Registration document</Label>
      <input
        {...a11y("document", STATE_IDS.document)}
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
        onChange={(e) => setValue("document", e.target.files?.[0] ?? null, { shouldValidate: formState.isSubmitted })}
        disabled={!canRequest}
      />
      <FieldError id="verify-doc-error" message={errors.document?.message} />
      <Button type="submit" disabled={!canRequest || stateSubmit.mutation.isPending}>
        {stateSubmit.mutation.isPending ? "Uploading..." : "Submit for review"}
      </Button>
    </MethodCard>
  );
}

const STATE_IDS = { state: "verify-state", entityNumber: "verify-entity", document: "verify-doc" } as const;

/** A verification method: its card, and the form that submits it. */
function MethodCard({
  icon: Icon,
  title,
  description,
  className,
  formClassName = "grid gap-3",
  onSubmit,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  className?: string;
  formClassName?: string;
  onSubmit: () => unknown;
  children: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <IconCardHeader icon={Icon} title={title} description={description} />
      <CardContent>
        <form
          className={formClassName}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
