import { BriefcaseBusiness, CircleAlert, CircleCheck, UserRound } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { type Me, SignUpInput, SignUpResponse, safeReturnPath } from "../../../core/contracts/auth";
import type { AccountType } from "../../../core/domain";
import { employerEmailHint } from "../../../core/employer-email";
import { ACCOUNT, AUTH, BRAND, VALIDATION } from "../../../core/messages";
import { FormField, invalidInput } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { signUpRequest } from "../../features/auth/auth-api";
import {
  fieldErrorsFromServer,
  firstSignUpError,
  type SignUpField,
  type SignUpFieldErrors,
  signUpFieldErrors,
} from "../../features/auth/sign-up-errors";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { authErrorDescription, UnexpectedAnswer } from "./auth-errors";
import { CheckEmail } from "./check-email";

interface SignUpValues {
  accountType: AccountType;
  fullName: string;
  email: string;
  password: string;
  companyName: string;
  companyWebsite: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

/** The body for SignUpInput: company fields only for employers (the schemas are strict). */
export function signUpPayload(v: SignUpValues): Record<string, unknown> {
  const common = {
    accountType: v.accountType,
    fullName: v.fullName,
    email: v.email,
    password: v.password,
    ageConfirmed: v.ageConfirmed,
    termsAccepted: v.termsAccepted,
  };
  return v.accountType === "employer"
    ? { ...common, companyName: v.companyName, companyWebsite: v.companyWebsite }
    : common;
}

const FIELD_IDS: Record<SignUpField, string> = {
  accountType: "signup-type-professional",
  fullName: "signup-name",
  email: "signup-email",
  password: "signup-password",
  companyName: "signup-company",
  companyWebsite: "signup-website",
  ageConfirmed: "signup-age",
  termsAccepted: "signup-terms",
};

const TYPES: Array<{ value: AccountType; label: string; pitch: string; icon: typeof UserRound }> = [
  { value: "professional", label: ACCOUNT.professional, pitch: BRAND.professionalPitch, icon: UserRound },
  { value: "employer", label: ACCOUNT.employer, pitch: BRAND.employerPitch, icon: BriefcaseBusiness },
];

export function SignUpPanel({
  initialType,
  onSignedIn,
  redirect,
}: {
  initialType: AccountType;
  onSignedIn: (user: Me, destination: string) => void;
  /** The page's `redirect` parameter: sent along so the confirmation e-mail's link returns there. */
  redirect?: string | null;
}) {
  const [values, setValues] = useState<SignUpValues>({
    accountType: initialType,
    fullName: "",
    email: "",
    password: "",
    companyName: "",
    companyWebsite: "",
    ageConfirmed: false,
    termsAccepted: false,
  });
  const [errors, setErrors] = useState<SignUpFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const typeLabelId = useId();
  const employer = values.accountType === "employer";

  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key as SignUpField] ? { ...e, [key]: undefined } : e));
  };

  const showErrors = (next: SignUpFieldErrors, title: string) => {
    setErrors(next);
    const first = firstSignUpError(next);
    if (!first) return false;
    toast.error(title, { description: first.message });
    formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[first.field]}`)?.focus();
    return true;
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const back = safeReturnPath(redirect);
    const parsed = SignUpInput.safeParse({ ...signUpPayload(values), ...(back ? { redirect: back } : {}) });
    if (!parsed.success) {
      showErrors(signUpFieldErrors(parsed.error.issues), VALIDATION.validationErrorTitle);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = SignUpResponse.safeParse(await signUpRequest(parsed.data));
      if (!answer.success) throw new UnexpectedAnswer();
      const res = answer.data;
      toast.success(AUTH.successTitle, { description: res.message });
      if (res.signedIn) onSignedIn(res.user, back || "/");
      else setConfirmEmail(res.user.email);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.fields &&
        showErrors(fieldErrorsFromServer(error.fields), ACCOUNT.errorTitle)
      ) {
        return;
      }
      toast.error(ACCOUNT.errorTitle, { description: authErrorDescription(error, AUTH.signUpFailed) });
    } finally {
      setBusy(false);
    }
  }

  if (confirmEmail) return <CheckEmail email={confirmEmail} redirect={safeReturnPath(redirect) || undefined} />;

  const hint = employer && values.email.includes("@") ? employerEmailHint(values.email, values.companyWebsite) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-label={ACCOUNT.signUpTab}>
      <fieldset className="grid gap-2">
        <legend id={typeLabelId} className="mb-2 text-sm font-medium">
          {ACCOUNT.iAmA}
        </legend>
        <RadioGroup
          aria-labelledby={typeLabelId}
          value={values.accountType}
          onValueChange={(v) => set("accountType", v as AccountType)}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        >
          {TYPES.map(({ value, label, pitch, icon: Icon }) => (
            <Label
              key={value}
              htmlFor={`signup-type-${value}`}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal leading-snug transition-colors hover:bg-muted",
                values.accountType === value && "border-primary bg-secondary hover:bg-secondary",
              )}
            >
              <RadioGroupItem id={`signup-type-${value}`} value={value} className="mt-0.5" />
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

      <FormField id={FIELD_IDS.fullName} label={ACCOUNT.fullName} error={errors.fullName}>
        {(a11y) => (
          <Input
            {...a11y}
            className={invalidInput}
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            onChange={(e) => set("fullName", e.target.value)}
          />
        )}
      </FormField>

      <FormField
        id={FIELD_IDS.email}
        label={employer ? ACCOUNT.businessEmail : ACCOUNT.email}
        error={errors.email}
        hint={hint && hint.kind !== "none" ? <EmailHint kind={hint.kind} message={hint.message} /> : undefined}
        hintLive={employer}
      >
        {(a11y) => (
          <Input
            {...a11y}
            className={invalidInput}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={employer ? "you@yourcompany.com" : undefined}
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
          />
        )}
      </FormField>

      <FormField id={FIELD_IDS.password} label={ACCOUNT.password} error={errors.password} hint={ACCOUNT.passwordHint}>
        {(a11y) => (
          <Input
            {...a11y}
            className={invalidInput}
            type="password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set("password", e.target.value)}
          />
        )}
      </FormField>

      {employer && (
        <>
          <FormField id={FIELD_IDS.companyName} label={ACCOUNT.companyName} error={errors.companyName}>
            {(a11y) => (
              <Input
                {...a11y}
                className={invalidInput}
                name="companyName"
                autoComplete="organization"
                value={values.companyName}
                onChange={(e) => set("companyName", e.target.value)}
              />
            )}
          </FormField>
          <FormField id={FIELD_IDS.companyWebsite} label={ACCOUNT.companyWebsite} error={errors.companyWebsite}>
            {(a11y) => (
              <Input
                {...a11y}
                className={invalidInput}
                name="companyWebsite"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://yourcompany.com"
                value={values.companyWebsite}
                onChange={(e) => set("companyWebsite", e.target.value)}
              />
            )}
          </FormField>
        </>
      )}

      <div className="grid gap-3">
        <ConsentBox
          id={FIELD_IDS.ageConfirmed}
          checked={values.ageConfirmed}
          onChange={(v) => set("ageConfirmed", v)}
          error={errors.ageConfirmed}
        >
          {ACCOUNT.ageConfirm}
        </ConsentBox>
        <ConsentBox
          id={FIELD_IDS.termsAccepted}
          checked={values.termsAccepted}
          onChange={(v) => set("termsAccepted", v)}
          error={errors.termsAccepted}
        >
          {ACCOUNT.termsAgreePrefix}{" "}
          <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-2">
            {ACCOUNT.terms}
          </Link>{" "}
          and{" "}
          <Link to="/privacy" target="_blank" className="font-medium text-primary underline underline-offset-2">
            {ACCOUNT.privacy}
          </Link>
        </ConsentBox>
      </div>

      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? AUTH.creatingAccount : ACCOUNT.createAccountButton}
      </Button>
    </form>
  );
}

function EmailHint({ kind, message }: { kind: "personal" | "mismatch" | "match"; message: string }) {
  const ok = kind === "match";
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <span className={cn("flex items-start gap-1.5", ok ? "text-accent-foreground" : "text-amber-800")} data-hint={kind}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </span>
  );
}

function ConsentBox({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
  children: React.ReactNode;
}) {
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
