import { BriefcaseBusiness, CircleAlert, CircleCheck, UserRound } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { type Control, useController } from "react-hook-form";
import { Link } from "react-router";
import type { AccountType } from "../../../../core/domain";
import { ACCOUNT, BRAND } from "../../../../core/messages";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { cn } from "../../../lib/cn";
import { FIELD_IDS, type SignUpValues } from "./sign-up-values";

const TYPES: Array<{ value: AccountType; label: string; pitch: string; icon: typeof UserRound }> = [
  { value: "professional", label: ACCOUNT.professional, pitch: BRAND.professionalPitch, icon: UserRound },
  { value: "employer", label: ACCOUNT.employer, pitch: BRAND.employerPitch, icon: BriefcaseBusiness },
];

/** "I am a": professional or employer, each with its pitch. */
export function AccountTypePicker({ value, onChange }: { value: AccountType; onChange: (v: AccountType) => void }) {
  const typeLabelId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend id={typeLabelId} className="mb-2 text-sm font-medium">
        {ACCOUNT.iAmA}
      </legend>
      <RadioGroup
        aria-labelledby={typeLabelId}
        value={value}
        onValueChange={(v) => onChange(v as AccountType)}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      >
        {TYPES.map(({ value: type, label, pitch, icon: Icon }) => (
          <Label
            key={type}
            htmlFor={`signup-type-${type}`}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal leading-snug transition-colors hover:bg-muted",
              value === type && "border-primary bg-secondary hover:bg-secondary",
            )}
          >
            <RadioGroupItem id={`signup-type-${type}`} value={type} className="mt-0.5" />
            <span className="grid gap-1">
              <span className="flex items-center gap-1.5 font-semibold">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {label}
              </span>
              <span className="text-xs text-muted-foreground">{pitch}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

export function EmailHint({ kind, message }: { kind: "personal" | "mismatch" | "match"; message: string }) {
  const ok = kind === "match";
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <span className={cn("flex items-start gap-1.5", ok ? "text-accent-foreground" : "text-amber-800")} data-hint={kind}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </span>
  );
}

/** A consent the form requires (age, terms), bound to its boolean field: a checkbox, its label, its error. */
export function ConsentBox<O>({
  control,
  name,
  children,
}: {
  control: Control<SignUpValues, unknown, O>;
  name: "ageConfirmed" | "termsAccepted";
  children: React.ReactNode;
}) {
  const id = FIELD_IDS[name];
  const {
    field: { value: checked, onChange },
    fieldState,
  } = useController<SignUpValues, "ageConfirmed" | "termsAccepted", O>({ control, name });
  const error = fieldState.error?.message;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(v) => onChange(v === true)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="font-normal leading-snug">
          {children}
        </Label>
      </div>
      {error && (
        <p id={`${id}-error`} className="pl-8 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The terms link inside the consent box's label: opens in a new tab so the form keeps what was typed. */
export function TermsLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} target="_blank" className="font-medium text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}
