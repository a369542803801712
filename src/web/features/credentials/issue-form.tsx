import { type FormEvent, useState } from "react";
import {
  CREDENTIAL_CLAIM_LABELS,
  CREDENTIAL_CLAIMS,
  CREDENTIAL_RULES,
  type CredentialClaim,
  type IssuedCredential,
  LOCATION_PRECISIONS,
} from "../../../core/contracts/credentials";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
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

/** Choose what a new "Standing summary" says, how precisely it places you, and how long it is valid. */
export function IssueForm({
  available,
  onIssued,
}: {
  available: CredentialClaim[];
  onIssued: (issued: IssuedCredential) => void;
}) {
  const [chosen, setChosen] = useState<Set<CredentialClaim>>(
    () => new Set(available.filter((c) => c !== "disputesRecord")),
  );
  const [precision, setPrecision] = useState<(typeof LOCATION_PRECISIONS)[number]>("region");
  const [validDays, setValidDays] = useState<number>(CREDENTIAL_RULES.defaultValidDays);
  const issue = useIssueCredential();
  const toggle = (claim: CredentialClaim, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(claim);
      else next.delete(claim);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const claims = CREDENTIAL_CLAIMS.filter((c) => chosen.has(c));
    issue.mutate({ claims, locationPrecision: precision, validDays }, { onSuccess: onIssued });
  };
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
        <form className="grid gap-6" onSubmit={submit}>
          <fieldset className="grid gap-3">
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
                    checked={can && chosen.has(claim)}
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
          </fieldset>
          <div className="grid gap-6 sm:grid-cols-2">
            <fieldset className="grid gap-2" disabled={!chosen.has("location")}>
              <legend className="mb-1 text-sm font-medium">Location precision</legend>
              {LOCATION_PRECISIONS.map((p) => (
                <label key={p} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="precision"
                    value={p}
                    className="size-4 accent-[var(--color-primary)]"
                    checked={precision === p}
                    onChange={() => setPrecision(p)}
                  />
                  {PRECISION_LABELS[p]}
                </label>
              ))}
            </fieldset>
            <div className="grid content-start gap-2">
              <label htmlFor="valid-days" className="text-sm font-medium">
                Valid for
              </label>
              <select
                id="valid-days"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={validDays}
                onChange={(e) => setValidDays(Number(e.target.value))}
              >
                {VALIDITY.map((d) => (
                  <option key={d} value={d}>
                    {d} days{d === CREDENTIAL_RULES.defaultValidDays ? " (recommended)" : ""}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {issue.isError && (
            <p role="alert" className="text-sm text-destructive">
              {issue.error.message}
            </p>
          )}
          <div>
            <Button type="submit" disabled={issue.isPending || chosen.size === 0}>
              {issue.isPending ? "Signing…" : "Issue credential"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
