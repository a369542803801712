import { type Me, safeReturnPath } from "../../../core/contracts/auth";
import type { AccountType } from "../../../core/domain";
import { employerEmailHint } from "../../../core/employer-email";
import { ACCOUNT, AUTH } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import {
  AccountTypePicker,
  ConsentBox,
  EmailHint,
  TermsLink,
  TextField,
} from "../../features/auth/sign-up/sign-up-fields";
import { FIELD_IDS } from "../../features/auth/sign-up/sign-up-values";
import { CheckEmail } from "./check-email";
import { useSignUp } from "./use-sign-up";

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
  const { values, set, errors, busy, confirmEmail, formRef, submit } = useSignUp(initialType, onSignedIn, redirect);
  const employer = values.accountType === "employer";

  if (confirmEmail) return <CheckEmail email={confirmEmail} redirect={safeReturnPath(redirect) || undefined} />;

  const hint = employer && values.email.includes("@") ? employerEmailHint(values.email, values.companyWebsite) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-label={ACCOUNT.signUpTab}>
      <AccountTypePicker value={values.accountType} onChange={(v) => set("accountType", v)} />
      <TextField
        id={FIELD_IDS.fullName}
        label={ACCOUNT.fullName}
        error={errors.fullName}
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={(v) => set("fullName", v)}
      />
      <TextField
        id={FIELD_IDS.email}
        label={employer ? ACCOUNT.businessEmail : ACCOUNT.email}
        error={errors.email}
        hint={hint && hint.kind !== "none" ? <EmailHint kind={hint.kind} message={hint.message} /> : undefined}
        hintLive={employer}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={employer ? "you@yourcompany.com" : undefined}
        value={values.email}
        onChange={(v) => set("email", v)}
      />
      <TextField
        id={FIELD_IDS.password}
        label={ACCOUNT.password}
        error={errors.password}
        hint={ACCOUNT.passwordHint}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => set("password", v)}
      />
      {employer && (
        <>
          <TextField
            id={FIELD_IDS.companyName}
            label={ACCOUNT.companyName}
            error={errors.companyName}
            name="companyName"
            autoComplete="organization"
            value={values.companyName}
            onChange={(v) => set("companyName", v)}
          />
          <TextField
            id={FIELD_IDS.companyWebsite}
            label={ACCOUNT.companyWebsite}
            error={errors.companyWebsite}
            name="companyWebsite"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourcompany.com"
            value={values.companyWebsite}
            onChange={(v) => set("companyWebsite", v)}
          />
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
          {ACCOUNT.termsAgreePrefix} <TermsLink to="/terms">{ACCOUNT.terms}</TermsLink> and{" "}
          <TermsLink to="/privacy">{ACCOUNT.privacy}</TermsLink>
        </ConsentBox>
      </div>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? AUTH.creatingAccount : ACCOUNT.createAccountButton}
      </Button>
    </form>
  );
}
