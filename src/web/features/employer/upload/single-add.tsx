import { UserPlus } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { type Control, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { rosterEntrySchema } from "../../../../core/roster";
import { BoundField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, IconCardHeader } from "../../../components/ui/card";
import { UsStateOptions } from "../../../components/us-state-options";
import { ApiError } from "../../../lib/api";
import { applyServerError, bodyResolver } from "../../../lib/forms";
import { type AddEmployeeInput, type Outcome, useAddEmployee, useRosterInvalidation } from "./upload-api";

const EMPTY = {
  firstName: "",
  lastName: "",
  city: "",
  state: "",
  linkedinUrl: "",
  email: "",
  employmentStatus: "current",
  startDate: "",
  endDate: "",
  // Sent beside the entry: it links a profile that search does not show (D41).
  profileAddress: "",
};
type AddValues = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as Array<keyof AddValues>;

type InputProps = Omit<
  React.ComponentProps<"input">,
  "id" | "name" | "value" | "onChange" | "onBlur" | "ref" | "children"
>;

const entryOf = ({ profileAddress: _, ...entry }: AddValues) => entry;

/** Add one employee: the roster's rules checked here first, then the server's answer (a name match asks first). */
export function SingleAdd({ disabled, today }: { disabled: boolean; today: string }) {
  // The server's own rules (`rosterEntrySchema`), checked here first so a mistake is shown without a round trip (D381).
  const form = useForm<AddValues, unknown, unknown>({
    defaultValues: EMPTY,
    resolver: bodyResolver(rosterEntrySchema(today), entryOf),
  });
  const { control, setValue } = form;
  const [employmentStatus, startDate] = useWatch({ control, name: ["employmentStatus", "startDate"] });
  const [candidate, setCandidate] = useState<Outcome["candidate"] | null>(null);
  const refresh = useRosterInvalidation();
  const mutation = useAddEmployee({
    onMutate: () => form.clearErrors(),
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
      form.reset(EMPTY);
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) applyServerError(form.setError, error, FIELDS, error.message);
      else toast.error(error.message);
    },
  });
  const add = {
    isPending: mutation.isPending,
    mutate: (nameMatch: AddEmployeeInput["nameMatch"]) => {
      const values = form.getValues();
      const { profileAddress } = values;
      mutation.mutate({ entry: entryOf(values), nameMatch, ...(profileAddress.trim() ? { profileAddress } : {}) });
    },
  };
  const field = (key: keyof AddValues, label: string, props: InputProps = {}) => (
    <Field control={control} name={key} label={label} disabled={disabled} {...props} />
  );
  return (
    <Card>
      <IconCardHeader
        icon={UserPlus}
        title="Add one employee"
        description="We link an existing profile by its Standing or LinkedIn address, or by the e-mail its owner signs in with together with their name (a profile that is not public always needs the name); among public profiles, also by name and place once you confirm it."
      />
      <CardContent>
        <form className="grid gap-4" onSubmit={form.handleSubmit(() => add.mutate("ask"))} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First Name *", { autoComplete: "off" })}
            {field("lastName", "Last Name *", { autoComplete: "off" })}
            {field("city", "City *")}
            <BoundField control={control} name="state" id="add-state" label="State *" className="gap-1.5">
              {(select) => (
                <select
                  {...select}
                  className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
                  disabled={disabled}
                >
                  <UsStateOptions />
                </select>
              )}
            </BoundField>
            {field("linkedinUrl", "LinkedIn (optional)", { placeholder: "https://www.linkedin.com/in/…", type: "url" })}
            {field("email", "E-mail to link or invite them (optional)", { type: "email" })}
            <Field
              control={control}
              name="profileAddress"
              className="sm:col-span-2"
              label="Their Standing profile address (optional)"
              hint="For someone whose profile is private or for employers only: ask them for their profile link."
              placeholder="https://…/profile/…"
              autoComplete="off"
              disabled={disabled}
            />
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
                  checked={employmentStatus === s}
                  onChange={() => {
                    setValue("employmentStatus", s);
                    if (s === "current") setValue("endDate", "");
                  }}
                />
                {s === "current" ? "Current" : "Former"}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("startDate", "Start date (optional)", { type: "date", max: today })}
            {employmentStatus === "former" &&
              field("endDate", "End date (optional)", { type: "date", min: startDate || undefined, max: today })}
          </div>
          {candidate && (
            <NameMatchPrompt
              name={`${form.getValues("firstName")} ${form.getValues("lastName")}`}
              place={`${form.getValues("city")}, ${form.getValues("state")}`}
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

/** One text box of the form, its id `add-<name>`, bound to the form (label, error and hint wired by `BoundField`). */
function Field({
  control,
  name,
  ...input
}: {
  control: Control<AddValues, unknown, unknown>;
  name: keyof AddValues;
  label: string;
  hint?: string;
} & InputProps) {
  return <BoundField control={control} name={name} id={`add-${name}`} {...input} />;
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
