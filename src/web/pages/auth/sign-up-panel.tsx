import { Controller, useWatch } from "react-hook-form";
import { type Me, safeReturnPath } from "../../../core/contracts/auth";
import type { AccountType } from "../../../core/domain";
import { employerEmailHint } from "../../../core/employer-email";
import { ACCOUNT, AUTH } from "../../../core/messages";
import { BoundField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { AccountTypePicker, ConsentBox, EmailHint, TermsLink } from "../../features/auth/sign-up/sign-up-fields";
import { FIELD_IDS } from "../../features/auth/sign-up/sign-up-values";
import { CheckEmail } from "./check-email";
import { useSignUp } from "./use-sign-up";

type TextFieldName = "fullName" | "email" | "password" | "companyName" | "companyWebsite";

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
  const { form, busy, confirmEmail, formRef, submit } = useSignUp(initialType, onSignedIn, redirect);
  const { control } = form;
  const [accountType, email, companyWebsite] = useWatch({ control, name: ["accountType", "email", "companyWebsite"] });
  const employer = accountType === "employer";
  // A text box bound by its field's name: the form's control, and the id the server's field errors are focused by.
  const box = <N extends TextFieldName>(name: N) => ({ control, name, id: FIELD_IDS[name] });

  if (confirmEmail) return <CheckEmail email={confirmEmail} redirect={safeReturnPath(redirect) || undefined} />;

  const hint = employer && email.includes("@") ? employerEmailHint(email, companyWebsite) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-label={ACCOUNT.signUpTab}>
      <Controller
        control={control}
        name="accountType"
        render={({ field }) => <AccountTypePicker value={field.value} onChange={field.onChange} />}
      />
      <BoundField {...box("fullName")} label={ACCOUNT.fullName} autoComplete="name" />
      <BoundField
        {...box("email")}
        label={employer ? ACCOUNT.businessEmail : ACCOUNT.email}
        hint={hint && hint.kind !== "none" ? <EmailHint kind={hint.kind} message={hint.message} /> : undefined}
        hintLive={employer}
        type="email"
        autoComplete="email"
        placeholder={employer ? "you@yourcompany.com" : undefined}
      />
      <BoundField
        {...box("password")}
        label={ACCOUNT.password}
        hint={ACCOUNT.passwordHint}
        type="password"
        autoComplete="new-password"
      />
      {employer && (
        <>
          <BoundField {...box("companyName")} label={ACCOUNT.companyName} autoComplete="organization" />
          <BoundField
            {...box("companyWebsite")}
            label={ACCOUNT.companyWebsite}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourcompany.com"
          />
        </>
      )}
      <div className="grid gap-3">
        <ConsentBox control={control} name="ageConfirmed">
          {ACCOUNT.ageConfirm}
        </ConsentBox>
        <ConsentBox control={control} name="termsAccepted">
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
