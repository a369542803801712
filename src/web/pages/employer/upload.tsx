import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, FileUp, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ApiErrorBody } from "../../../core/api-error";
import { decodeCsvBytes } from "../../../core/csv";
import { EMPLOYER, GENERIC_ERRORS } from "../../../core/messages";
import { isoDay, parseRosterCsv, ROSTER_COLUMNS, ROSTER_MESSAGES, rosterEntrySchema } from "../../../core/roster";
import { US_STATES } from "../../../core/us-states";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { OVERVIEW_KEY, ROSTER_KEY, useEmployerOverview } from "../../features/employer/employer-api";
import { ApiError, api } from "../../lib/api";
import { EmployerLayout } from "./employer-layout";

interface Outcome {
  line: number;
  name: string;
  action: "create" | "match_profile" | "match_linkedin" | "match_email" | "match_name" | "skip";
  reason?: string;
  professionalId?: string;
  candidate?: { id: string; headline: string | null };
}
interface Summary {
  dryRun: boolean;
  total: number;
  created: number;
  matched: number;
  skipped: number;
  nameMatches: number;
  rows: Outcome[];
  errors: Array<{ line: number; field: string; message: string }>;
  warnings: Array<{ line: number; message: string }>;
  notes: string[];
}

const ACTION_LABEL: Record<Outcome["action"], string> = {
  create: "New profile",
  match_profile: "Matched by profile address",
  match_linkedin: "Matched by LinkedIn",
  match_email: "Matched by e-mail",
  match_name: "Matched by name and place",
  skip: "Skipped",
};
const FIELD_LABEL = Object.fromEntries(ROSTER_COLUMNS.map((c) => [c.key, c.header])) as Record<string, string>;

/** POST with upload progress (fetch cannot report it). Resolves with the JSON answer or rejects with ApiError. */
function postWithProgress<T>(url: string, body: unknown, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("content-type", "application/json");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () =>
      reject(new ApiError(0, "network", "We could not reach Standing. Check your connection and try again."));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as T);
      const parsed = ApiErrorBody.safeParse(json);
      reject(
        parsed.success
          ? new ApiError(xhr.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields)
          : new ApiError(xhr.status, "internal", GENERIC_ERRORS.internal),
      );
    };
    xhr.send(JSON.stringify(body));
  });
}

/** /dashboard/employer/upload: add one employee, or import a CSV with a preview, a progress bar and a summary. */
export default function UploadPage() {
  const overview = useEmployerOverview();
  const bulkAllowed = overview.data ? ["verified_pro", "enterprise"].includes(overview.data.plan.type) : false;
  const verified = overview.data?.employer.verificationStatus === "verified";
  // The server's business clock decides what "in the future" means; the browser's date is only a fallback.
  const today = isoDay(overview.data ? new Date(overview.data.serverTime) : new Date());
  return (
    <EmployerLayout
      title="Upload Employees"
      description="Bring in your team so you can rate them. First Name, Last Name, City and State are required; LinkedIn is optional."
    >
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {overview.data && !verified && <ErrorNote message={EMPLOYER.rosterNeedsVerification} />}
      <SingleAdd disabled={!verified} today={today} />
      <CsvImport allowed={bulkAllowed && verified} planBlocked={Boolean(overview.data) && !bulkAllowed} today={today} />
    </EmployerLayout>
  );
}

function SingleAdd({ disabled, today }: { disabled: boolean; today: string }) {
  const empty = {
    firstName: "",
    lastName: "",
    city: "",
    state: "",
    linkedinUrl: "",
    email: "",
    employmentStatus: "current",
    startDate: "",
    endDate: "",
  };
  const [form, setForm] = useState(empty);
  // Sent beside the entry: it links a profile that search does not show (D41).
  const [profileAddress, setProfileAddress] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [candidate, setCandidate] = useState<Outcome["candidate"] | null>(null);
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (nameMatch: "ask" | "use" | "create") =>
      api<Summary>("/employer/employees", {
        method: "POST",
        json: { entry: form, nameMatch, ...(profileAddress.trim() ? { profileAddress } : {}) },
      }),
    onMutate: () => setErrors({}),
    onSuccess: (res) => {
      const row = res.rows[0];
      if (res.dryRun && row?.candidate) {
        setCandidate(row.candidate);
        return;
      }
      setCandidate(null);
      if (row?.action === "skip") toast.info(row.reason ?? "Already on your roster");
      else
        toast.success(
          `${row?.name} added to your roster${row?.action === "create" ? " (new profile)" : " and linked to their existing profile"}.`,
        );
      setForm(empty);
      setProfileAddress("");
      void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
      void queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error(error.message);
    },
  });
  const field = (key: keyof typeof empty, label: string, props: React.ComponentProps<"input"> = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`add-${key}`}>{label}</Label>
      <Input
        id={`add-${key}`}
        value={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `add-${key}-error` : undefined}
        disabled={disabled}
        {...props}
      />
      {errors[key] && (
        <p id={`add-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5 text-primary" aria-hidden="true" /> Add one employee
        </CardTitle>
        <CardDescription>
          We link an existing profile by its Standing or LinkedIn address, or by the e-mail its owner signs in with
          together with their name (a profile that is not public always needs the name); among public profiles, also by
          name and place once you confirm it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            // The server's own rules, checked here first so a mistake is shown without a round trip.
            const checked = rosterEntrySchema(today).safeParse(form);
            if (!checked.success) {
              const fields: Record<string, string> = {};
              for (const issue of checked.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
              return setErrors(fields);
            }
            add.mutate("ask");
          }}
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First Name *", { autoComplete: "off" })}
            {field("lastName", "Last Name *", { autoComplete: "off" })}
            {field("city", "City *")}
            <div className="grid gap-1.5">
              <Label htmlFor="add-state">State *</Label>
              <select
                id="add-state"
                className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
                value={form.state}
                onChange={(e) => setForm((f) => ({ ...f, state: e.target.value }))}
                aria-invalid={Boolean(errors.state)}
                aria-describedby={errors.state ? "add-state-error" : undefined}
                disabled={disabled}
              >
                <option value="">Choose…</option>
                {US_STATES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name} ({code})
                  </option>
                ))}
              </select>
              {errors.state && (
                <p id="add-state-error" className="text-sm text-destructive">
                  {errors.state}
                </p>
              )}
            </div>
            {field("linkedinUrl", "LinkedIn (optional)", { placeholder: "https://www.linkedin.com/in/…", type: "url" })}
            {field("email", "E-mail to link or invite them (optional)", { type: "email" })}
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor="add-profileAddress">Their Standing profile address (optional)</Label>
              <Input
                id="add-profileAddress"
                value={profileAddress}
                onChange={(e) => setProfileAddress(e.target.value)}
                placeholder="https://…/profile/…"
                autoComplete="off"
                aria-invalid={Boolean(errors.profileAddress)}
                aria-describedby={errors.profileAddress ? "add-profileAddress-error" : "add-profileAddress-hint"}
                disabled={disabled}
              />
              {errors.profileAddress ? (
                <p id="add-profileAddress-error" className="text-sm text-destructive">
                  {errors.profileAddress}
                </p>
              ) : (
                <p id="add-profileAddress-hint" className="text-xs text-muted-foreground">
                  For someone whose profile is private or for employers only: ask them for their profile link.
                </p>
              )}
            </div>
          </div>
          <fieldset className="flex flex-wrap items-center gap-3" disabled={disabled}>
            <legend className="mb-1.5 text-sm font-medium">Employment</legend>
            {(["current", "former"] as const).map((s) => (
              <label
                key={s}
                className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="add-status"
                  checked={form.employmentStatus === s}
                  onChange={() =>
                    setForm((f) => ({ ...f, employmentStatus: s, endDate: s === "current" ? "" : f.endDate }))
                  }
                />
                {s === "current" ? "Current" : "Former"}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("startDate", "Start date (optional)", { type: "date", max: today })}
            {form.employmentStatus === "former" &&
              field("endDate", "End date (optional)", { type: "date", min: form.startDate || undefined, max: today })}
          </div>
          {candidate && (
            <div role="alert" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm">
              <p>
                A profile named {form.firstName} {form.lastName} in {form.city}, {form.state} already exists
                {candidate.headline ? ` (${candidate.headline})` : ""}. Is this the person?
              </p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" onClick={() => add.mutate("use")}>
                  Yes, link them
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => add.mutate("create")}>
                  No, create a new profile
                </Button>
                <Link className="self-center text-primary underline" to={`/profile/${candidate.id}`} target="_blank">
                  View profile
                </Link>
              </div>
            </div>
          )}
          <Button type="submit" className="justify-self-start" disabled={disabled || add.isPending}>
            {add.isPending ? "Adding..." : "Add employee"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function CsvImport({ allowed, planBlocked, today }: { allowed: boolean; planBlocked: boolean; today: string }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileNotes, setFileNotes] = useState<string[]>([]);
  const [fileName, setFileName] = useState("");
  const [confirmNames, setConfirmNames] = useState(false);
  const [preview, setPreview] = useState<Summary | null>(null);
  const [result, setResult] = useState<Summary | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function run(dryRun: boolean) {
    if (!csv) return;
    setError(null);
    setProgress(0);
    try {
      const res = await postWithProgress<Summary>(
        "/api/v1/employer/employees/import",
        { csv, dryRun, confirmNameMatches: confirmNames },
        (f) => setProgress(Math.round(f * 90)),
      );
      setProgress(100);
      if (dryRun) setPreview(res);
      else {
        setResult(res);
        setPreview(null);
        toast.success(`Imported: ${res.created} created, ${res.matched} matched, ${res.skipped} skipped.`);
        void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
        void queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
      }
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields?.csv ?? e.message) : GENERIC_ERRORS.internal);
    } finally {
      setTimeout(() => setProgress(null), 600);
    }
  }

  const shown = result ?? preview;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileUp className="size-5 text-primary" aria-hidden="true" /> Upload a CSV
        </CardTitle>
        <CardDescription>
          Up to 10,000 employees per file. You'll see a preview first; nothing is written until you import, and a file
          with any invalid row imports nothing.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {planBlocked ? (
          <p className="text-sm">
            {EMPLOYER.bulkUploadPlan}{" "}
            <Link className="font-medium text-primary underline" to="/pricing">
              See plans
            </Link>
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Button asChild variant="outline" size="sm">
                <a href="/api/v1/employer/employees/template" download>
                  <Download aria-hidden="true" /> Download template
                </a>
              </Button>
              <Label htmlFor="csv-file" className="sr-only">
                CSV file
              </Label>
              <input
                id="csv-file"
                type="file"
                accept=".csv,text/csv"
                disabled={!allowed}
                className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  setPreview(null);
                  setResult(null);
                  setError(null);
                  setCsv(null);
                  setFileNotes([]);
                  setFileName(file?.name ?? "");
                  if (!file) return;
                  if (file.size > 5 * 1024 * 1024) return setError("The file must be 5 MB or smaller.");
                  const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
                  // File-level problems (empty, no header, missing columns) are said at once, without a round trip.
                  const parsed = parseRosterCsv(text, { today });
                  if (!parsed.ok) return setError(`${file.name}: ${parsed.error}`);
                  setFileNotes(encoding === "windows-1252" ? [ROSTER_MESSAGES.windows1252] : []);
                  setCsv(text);
                }}
              />
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={confirmNames}
                onChange={(e) => setConfirmNames(e.target.checked)}
              />
              Link rows to existing public profiles with exactly the same name, city and state (otherwise we create new
              profiles for them). A row whose e-mail or LinkedIn address belongs to a profile with the same name links
              to it either way.
            </label>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={!csv || progress !== null} onClick={() => run(true)}>
                Preview {fileName}
              </Button>
              <Button disabled={!preview || preview.errors.length > 0 || progress !== null} onClick={() => run(false)}>
                Import {preview ? preview.total - preview.skipped : ""} employees
              </Button>
            </div>
            {progress !== null && (
              <div className="grid gap-1">
                <div
                  className="h-2 overflow-hidden rounded-full bg-muted"
                  role="progressbar"
                  aria-label="Upload progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress}
                >
                  <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${progress}%` }} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {progress < 90 ? `Uploading… ${progress}%` : "Processing…"}
                </p>
              </div>
            )}
            {error && <ErrorNote message={error} />}
            {!error && (fileNotes.length > 0 || (shown?.notes.length ?? 0) > 0) && (
              <ul className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900">
                {[...fileNotes, ...(shown?.notes ?? [])].map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
            {shown && (
              <div className="grid gap-3" aria-live="polite">
                <p className="text-sm font-medium">
                  {shown.dryRun ? "Preview" : "Imported"}: {shown.total} rows · {shown.created} new profile
                  {shown.created === 1 ? "" : "s"} · {shown.matched} matched · {shown.skipped} skipped
                  {shown.errors.length > 0 ? ` · ${new Set(shown.errors.map((e) => e.line)).size} with errors` : ""}
                  {shown.warnings.length > 0 ? ` · ${shown.warnings.length} to check` : ""}
                  {shown.dryRun && shown.nameMatches > 0 && !confirmNames
                    ? ` · ${shown.nameMatches} could match existing profiles by name (tick the box above to link them)`
                    : ""}
                </p>
                {shown.errors.length > 0 && (
                  <div
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
                    tabIndex={0}
                    role="region"
                    aria-label="Rows with errors"
                    className="max-h-64 overflow-auto rounded-md border border-destructive/40 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">Rows with errors</caption>
                      <thead className="bg-destructive/5">
                        <tr>
                          <th className="p-2 font-medium">Line</th>
                          <th className="p-2 font-medium">Column</th>
                          <th className="p-2 font-medium">Problem</th>
                        </tr>
                      </thead>
                      <tbody className="divide-y">
                        {shown.errors.map((e) => (
                          <tr key={`${e.line}-${e.field}`}>
                            <td className="p-2 tabular-nums">{e.line}</td>
                            <td className="p-2">{FIELD_LABEL[e.field] ?? e.field}</td>
                            <td className="p-2">{e.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                {shown.warnings.length > 0 && (
                  <div
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
                    tabIndex={0}
                    role="region"
                    aria-label="Rows to check"
                    className="max-h-64 overflow-auto rounded-md border border-amber-500/40 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">Rows to check</caption>
                      <thead className="bg-amber-50 text-amber-900">
                        <tr>
                          <th className="p-2 font-medium">Line</th>
                          <th className="p-2 font-medium">Warning</th>
                        </tr>
                      </thead>
                      <tbody className="divide-y">
                        {shown.warnings.map((w) => (
                          <tr key={`${w.line}-${w.message}`}>
                            <td className="p-2 tabular-nums">{w.line}</td>
                            <td className="p-2">{w.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                <div
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
                  tabIndex={0}
                  role="region"
                  aria-label={shown.dryRun ? "Preview of the rows" : "Imported rows"}
                  className="max-h-80 overflow-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Rows</caption>
                    <thead className="sticky top-0 bg-muted">
                      <tr>
                        <th className="p-2 font-medium">Line</th>
                        <th className="p-2 font-medium">Name</th>
                        <th className="p-2 font-medium">Outcome</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y">
                      {shown.rows.slice(0, 200).map((r) => (
                        <tr key={r.line}>
                          <td className="p-2 tabular-nums">{r.line}</td>
                          <td className="p-2">{r.name}</td>
                          <td className="p-2">
                            {ACTION_LABEL[r.action]}
                            {r.reason ? `: ${r.reason}` : ""}
                            {r.action === "create" && r.candidate ? " (a profile with this name exists)" : ""}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {shown.rows.length > 200 && (
                  <p className="text-xs text-muted-foreground">Showing the first 200 of {shown.total} rows.</p>
                )}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
