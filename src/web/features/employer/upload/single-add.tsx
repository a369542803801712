import { UserPlus } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { rosterEntrySchema } from "../../../../core/roster";
import { US_STATES } from "../../../../core/us-states";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { type AddEmployeeInput, type Outcome, useAddEmployee, useRosterInvalidation } from "./upload-api";

/** Add one employee: the roster's rules checked here first, then the server's answer (a name match asks first). */
export function SingleAdd({ disabled, today }: { disabled: boolean; today: string }) {
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
  const refresh = useRosterInvalidation();
  const mutation = useAddEmployee({
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
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error(error.message);
    },
  });
  const add = {
    isPending: mutation.isPending,
    mutate: (nameMatch: AddEmployeeInput["nameMatch"]) =>
      mutation.mutate({ entry: form, nameMatch, ...(profileAddress.trim() ? { profileAddress } : {}) }),
  };
  const field = (key: keyof typeof empty, label: string, props: React.ComponentProps<"input"> = {}) => (
    <Control id={`add-${key}`} label={label} error={errors[key]}>
      {(a11y) => (
        <Input
          {...a11y}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          disabled={disabled}
          {...props}
        />
      )}
    </Control>
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
            <Control id="add-state" label="State *" error={errors.state}>
              {(a11y) => (
                <select
                  {...a11y}
                  className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
                  value={form.state}
                  onChange={(e) => setForm((f) => ({ ...f, state: e.target.value }))}
                  disabled={disabled}
                >
                  <option value="">Choose…</option>
                  {US_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name} ({code})
                    </option>
                  ))}
                </select>
              )}
            </Control>
            {field("linkedinUrl", "LinkedIn (optional)", { placeholder: "https://www.linkedin.com/in/…", type: "url" })}
            {field("email", "E-mail to link or invite them (optional)", { type: "email" })}
            <Control
              id="add-profileAddress"
              className="sm:col-span-2"
              label="Their Standing profile address (optional)"
              error={errors.profileAddress}
              hint="For someone whose profile is private or for employers only: ask them for their profile link."
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  value={profileAddress}
                  onChange={(e) => setProfileAddress(e.target.value)}
                  placeholder="https://…/profile/…"
                  autoComplete="off"
                  disabled={disabled}
                />
              )}
            </Control>
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
            <NameMatchPrompt
              name={`${form.firstName} ${form.lastName}`}
              place={`${form.city}, ${form.state}`}
              candidate={candidate}
              onLink={() => add.mutate("use")}
              onCreate={() => add.mutate("create")}
            />
          )}
          <Button type="submit" className="justify-self-start" disabled={disabled || add.isPending}>
            {add.isPending ? "Adding..." : "Add employee"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * A label, the control (given the ids for `aria-describedby`), and under it the error or, without one, the hint.
 */
function Control({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The server found a public profile with the same name and place: link it, or create a new one. */
function NameMatchPrompt({
  name,
  place,
  candidate,
  onLink,
  onCreate,
}: {
  name: string;
  place: string;
  candidate: NonNullable<Outcome["candidate"]>;
  onLink: () => void;
  onCreate: () => void;
}) {
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm">
      <p>
        A profile named {name} in {place} already exists
        {candidate.headline ? ` (${candidate.headline})` : ""}. Is this the person?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onLink}>
          Yes, link them
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCreate}>
          No, create a new profile
        </Button>
        <Link className="self-center text-primary underline" to={`/profile/${candidate.id}`} target="_blank">
          View profile
        </Link>
      </div>
    </div>
  );
}
