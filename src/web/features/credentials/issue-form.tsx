import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  CREDENTIAL_CLAIM_LABELS,
  CREDENTIAL_CLAIMS,
  CREDENTIAL_RULES,
  type CredentialClaim,
  IssueCredentialBody,
  type IssuedCredential,
  LOCATION_PRECISIONS,
} from "../../../core/contracts/credentials";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { applyServerError, bodyResolver } from "../../lib/forms";
import { FieldError } from "../professional/disputes/disputes-pieces";
import { useIssueCredential } from "./credentials-api";

const HINTS: Partial<Record<CredentialClaim, string>> = {
  ratings: "The figures your public profile shows: they appear once 3 employers have rated.",
  categoryAverages: "The 15 category averages of your public profile.",
  verifiedEmployers: "How many verified employers rated you (never who).",
  disputesRecord: "How many disputes you filed and how they ended. Off unless you choose it.",
};
const PRECISION_LABELS: Record<(typeof LOCATION_PRECISIONS)[number], string> = {
  city: "City, state and country",
  region: "State and country",
  country: "Country only",
};
const VALIDITY = [30, 90, 180, 365] as const;

interface IssueValues {
  claims: CredentialClaim[];
  locationPrecision: (typeof LOCATION_PRECISIONS)[number];
  validDays: number;
}
const ISSUE_FIELDS = ["claims", "locationPrecision", "validDays"] as const;

/** Choose what a new "Standing summary" says, how precisely it places you, and how long it is valid. */
export function IssueForm({
  available,
  onIssued,
}: {
  available: CredentialClaim[];
  onIssued: (issued: IssuedCredential) => void;
}) {
  const form = useForm<IssueValues, unknown, z.output<typeof IssueCredentialBody>>({
    defaultValues: {
      claims: available.filter((c) => c !== "disputesRecord"),
      locationPrecision: "region",
      validDays: CREDENTIAL_RULES.defaultValidDays,
    },
    // The route's own body: the parts in their canonical order (D381).
    resolver: bodyResolver(IssueCredentialBody, (v: IssueValues) => ({
      ...v,
      claims: CREDENTIAL_CLAIMS.filter((c) => v.claims.includes(c)),
    })),
  });
  const { control, setValue } = form;
  const errors = form.formState.errors;
  const [chosen, precision, validDays] = useWatch({ control, name: ["claims", "locationPrecision", "validDays"] });
  const issue = useIssueCredential();
  const toggle = (claim: CredentialClaim, on: boolean) =>
    setValue("claims", on ? [...chosen, claim] : chosen.filter((c) => c !== claim), {
      shouldValidate: form.formState.isSubmitted,
    });
  const submit = form.handleSubmit((body) =>
    issue.mutate(body, {
      onSuccess: onIssued,
      onError: (error) => applyServerError(form.setError, error, ISSUE_FIELDS, error.message),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>New Standing summary</CardTitle>
        <CardDescription>
          A signed copy of your standing that anyone can check without calling us. Choose what it shows: whoever you
          give it to sees only these parts, and can still check the signature. It never names an employer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <fieldset className="grid gap-3" aria-describedby={errors.claims ? "claims-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">What to include</legend>
            {CREDENTIAL_CLAIMS.map((claim) => {
              const can = available.includes(claim);
              const id = `claim-${claim}`;
              return (
                <div key={claim} className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-4 accent-[var(--color-primary)]"
                    checked={can && chosen.includes(claim)}
                    disabled={!can}
                    onChange={(e) => toggle(claim, e.target.checked)}
                    aria-describedby={`${id}-hint`}
                  />
                  <div className="grid gap-0.5">
                    <label htmlFor={id} className={can ? "text-sm font-medium" : "text-sm text-muted-foreground"}>
                      {CREDENTIAL_CLAIM_LABELS[claim]}
                    </label>
                    <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                      {can
                        ? (HINTS[claim] ?? "")
                        : claim === "headline"
                          ? "Add a headline in your profile settings first."
                          : "Not available yet: your profile shows no published figures."}
                    </span>
                  </div>
                </div>
              );
            })}
            <FieldError id="claims-error" message={errors.claims?.message} />
          </fieldset>
          <div className="grid gap-6 sm:grid-cols-2">
            <fieldset
              className="grid gap-2"
              disabled={!chosen.includes("location")}
              aria-describedby={errors.locationPrecision ? "precision-error" : undefined}
            >
              <legend className="mb-1 text-sm font-medium">Location precision</legend>
              {LOCATION_PRECISIONS.map((p) => (
                <label key={p} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={p}
                    className="size-4 accent-[var(--color-primary)]"
                    checked={precision === p}
                    onChange={() => setValue("locationPrecision", p)}
                  />
                  {PRECISION_LABELS[p]}
                </label>
              ))}
              <FieldError id="precision-error" message={errors.locationPrecision?.message} />
            </fieldset>
            <div className="grid content-start gap-2">
              <label htmlFor="valid-days" className="text-sm font-medium">
                Valid for
              </label>
              <select
                id="valid-days"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={validDays}
                onChange={(e) => setValue("validDays", Number(e.target.value))}
                aria-invalid={errors.validDays ? true : undefined}
                aria-describedby={errors.validDays ? "valid-days-error" : undefined}
              >
                {VALIDITY.map((d) => (
                  <option key={d} value={d}>
                    {d} days{d === CREDENTIAL_RULES.defaultValidDays ? " (recommended)" : ""}
                  </option>
                ))}
              </select>
              <FieldError id="valid-days-error" message={errors.validDays?.message} />
            </div>
          </div>
          {errors.root?.server && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.server.message}
            </p>
          )}
          <div>
            <Button type="submit" disabled={issue.isPending || chosen.length === 0}>
              {issue.isPending ? "Signing…" : "Issue credential"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
