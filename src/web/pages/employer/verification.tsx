import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Building2, FileText, Mail } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { companyEmailFromInput } from "../../../core/employer-email";
import { EMPLOYER } from "../../../core/messages";
import { US_STATES } from "../../../core/us-states";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PageSpinner } from "../../components/ui/spinner";
import {
  formatDateTime,
  METHOD_LABELS,
  methodInSentence,
  OVERVIEW_KEY,
  REQUEST_STATUS_LABELS,
  useEmployerOverview,
} from "../../features/employer/employer-api";
import { VerificationBadge } from "../../features/employer/status-pieces";
import {
  requestEmailVerification,
  submitEin,
  submitStateRecord,
} from "../../features/employer/verification/verification-api";
import { ApiError } from "../../lib/api";
import { EmployerLayout } from "./employer-layout";

function useSubmit<T>(fn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: fn,
    onMutate: () => setErrors({}),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error(error.message);
    },
  });
  return { mutation, errors };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** /dashboard/employer/verification: status, the three methods of SPEC §1, and past requests. */
export default function VerificationPage() {
  const overview = useEmployerOverview();
  const data = overview.data;
  const domain = data?.employer.companyDomain ?? null;
  const [local, setLocal] = useState("");
  const [ein, setEin] = useState("");
  const [state, setState] = useState("");
  const [entity, setEntity] = useState("");
  const [file, setFile] = useState<File | null>(null);

  const email = useSubmit((address: string) => requestEmailVerification(address));
  const einSubmit = useSubmit((value: string) => submitEin(value));
  const stateSubmit = useSubmit(() => submitStateRecord(state, entity, file));

  const status = data?.employer.verificationStatus;
  const canRequest = status === "unverified" || status === "rejected";
  const companyEmail = domain ? companyEmailFromInput(local, domain) : ({ kind: "empty" } as const);
  const typedWholeAddress = local.includes("@");
  const pendingReview = data?.verificationRequests.find((r) => r.status === "pending");

  return (
    <EmployerLayout title="Business Verification" description="Only verified businesses can rate employees.">
      {overview.isPending && <PageSpinner />}
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {data && (
        <>
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <CardTitle>{data.employer.companyName}</CardTitle>
                <CardDescription>{domain ?? "No company website on file"}</CardDescription>
              </div>
              <VerificationBadge status={data.employer.verificationStatus} />
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              {status === "verified" &&
                `Verified by ${methodInSentence(data.employer.verificationMethod)} on ${formatDateTime(data.employer.verifiedAt)}.`}
              {status === "pending" &&
                `We're reviewing your ${methodInSentence(pendingReview?.method)} request, sent ${formatDateTime(pendingReview?.createdAt)}. ${EMPLOYER.verificationTime} Verifying by business e-mail below is instant.`}
              {status === "rejected" &&
                `Your last request was not approved${data.verificationRequests[0]?.reason ? `: ${data.verificationRequests[0].reason}` : "."} You can try again below.`}
              {status === "unverified" &&
                `Choose one method. Business e-mail takes minutes; EIN and state registration are reviewed by our team. ${EMPLOYER.verificationTime}`}
            </CardContent>
          </Card>

          {status !== "verified" && (
            // Business e-mail takes the full width: its box plus the company's domain need room (58 px were left in
            // a third of the page at 1280 px).
            <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
              <Card className="lg:col-span-2">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <Mail className="size-5 text-primary" aria-hidden="true" /> Business e-mail
                  </CardTitle>
                  <CardDescription>Fastest. We send a link to an address at your company's domain.</CardDescription>
                </CardHeader>
                <CardContent>
                  <form
                    className="grid max-w-xl gap-3"
                    onSubmit={(e) => {
                      e.preventDefault();
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
                    {data.pendingEmail && (
                      <p className="text-sm text-muted-foreground">
                        Link sent to {data.pendingEmail.address}; valid until{" "}
                        {formatDateTime(data.pendingEmail.expiresAt)}.
                      </p>
                    )}
                    <Button
                      type="submit"
                      className="justify-self-start"
                      disabled={companyEmail.kind !== "ok" || email.mutation.isPending}
                    >
                      {email.mutation.isPending ? "Sending..." : data.pendingEmail ? "Send a new link" : "Send link"}
                    </Button>
                  </form>
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <Building2 className="size-5 text-primary" aria-hidden="true" /> EIN
                  </CardTitle>
                  <CardDescription>
                    Your federal Employer Identification Number. Reviewed in 1-3 business days.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <form
                    className="grid gap-3"
                    onSubmit={(e) => {
                      e.preventDefault();
                      einSubmit.mutation.mutate(ein);
                    }}
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
                  </form>
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <FileText className="size-5 text-primary" aria-hidden="true" /> State registration
                  </CardTitle>
                  <CardDescription>
                    Your state filing and its certificate (PDF, PNG or JPEG, up to 5 MB).
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <form
                    className="grid gap-3"
                    onSubmit={(e) => {
                      e.preventDefault();
                      stateSubmit.mutation.mutate(undefined);
                    }}
                  >
                    <Label htmlFor="verify-state">State</Label>
                    <select
                      id="verify-state"
                      className="h-10 w-full min-w-0 rounded-md border bg-background px-3 text-sm"
                      value={state}
                      onChange={(e) => setState(e.target.value)}
                      disabled={!canRequest}
                    >
                      <option value="">Choose…</option>
                      {US_STATES.map(([code, name]) => (
                        <option key={code} value={code}>
                          {name} ({code})
                        </option>
                      ))}
                    </select>
                    <FieldError id="verify-state-error" message={stateSubmit.errors.state} />
                    <Label htmlFor="verify-entity">Entity number</Label>
                    <Input
                      id="verify-entity"
                      value={entity}
                      onChange={(e) => setEntity(e.target.value)}
                      disabled={!canRequest}
                    />
                    <FieldError id="verify-entity-error" message={stateSubmit.errors.entityNumber} />
                    <Label htmlFor="verify-doc">Registration document</Label>
                    <input
                      id="verify-doc"
                      type="file"
                      accept="application/pdf,image/png,image/jpeg"
                      className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                      onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                      disabled={!canRequest}
                    />
                    <FieldError id="verify-doc-error" message={stateSubmit.errors.document} />
                    <Button type="submit" disabled={!canRequest || stateSubmit.mutation.isPending}>
                      {stateSubmit.mutation.isPending ? "Uploading..." : "Submit for review"}
                    </Button>
                  </form>
                </CardContent>
              </Card>
            </div>
          )}

          {data.verificationRequests.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Your requests</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y text-sm">
                  {data.verificationRequests.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                      <span>
                        {METHOD_LABELS[r.method]} {r.ein ?? (r.state ? `· ${r.state} ${r.entityNumber}` : "")}
                      </span>
                      <span className="flex items-center gap-3 text-muted-foreground">
                        {formatDateTime(r.createdAt)}
                        <Badge variant={r.status === "approved" ? "success" : "outline"}>
                          {REQUEST_STATUS_LABELS[r.status]}
                        </Badge>
                      </span>
                      {r.reason && (
                        <p className="w-full text-muted-foreground">
                          {r.status === "superseded" ? r.reason : `Reason: ${r.reason}`}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
        </>
      )}
    </EmployerLayout>
  );
}
