import { useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { type Me, SignUpInput, SignUpResponse, safeReturnPath } from "../../../core/contracts/auth";
import type { AccountType } from "../../../core/domain";
import { ACCOUNT, AUTH, VALIDATION } from "../../../core/messages";
import { signUpRequest } from "../../features/auth/auth-api";
import { EMPTY_SIGN_UP, FIELD_IDS, type SignUpValues, signUpPayload } from "../../features/auth/sign-up/sign-up-values";
import { firstSignUpError, SIGN_UP_FIELD_ORDER } from "../../features/auth/sign-up-errors";
import { applyServerError, bodyResolver } from "../../lib/forms";
import { authErrorDescription, UnexpectedAnswer } from "./auth-errors";

/**
 * The sign-up form (react-hook-form over the route's `SignUpInput`, D381): checks the input against the contract,
 * sends it, and either signs the person in or asks them to confirm their e-mail; errors land on their fields (the
 * first one in reading order focused and toasted) or in a toast.
 */
export function useSignUp(
  initialType: AccountType,
  onSignedIn: (user: Me, destination: string) => void,
  redirect: string | null | undefined,
) {
  const back = safeReturnPath(redirect);
  const form = useForm<SignUpValues, unknown, SignUpInput>({
    defaultValues: { accountType: initialType, ...EMPTY_SIGN_UP },
    resolver: bodyResolver(SignUpInput, (v: SignUpValues) => ({
      ...signUpPayload(v),
      ...(back ? { redirect: back } : {}),
    })),
    shouldFocusError: false,
  });
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const toastFirst = (errors: FieldErrors<SignUpValues>, title: string) => {
    const first = firstSignUpError(Object.fromEntries(SIGN_UP_FIELD_ORDER.map((n) => [n, errors[n]?.message])));
    if (!first) return false;
    toast.error(title, { description: first.message });
    formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[first.field]}`)?.focus();
    return true;
  };

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const answer = SignUpResponse.safeParse(await signUpRequest(body));
        if (!answer.success) throw new UnexpectedAnswer();
        const res = answer.data;
        toast.success(AUTH.successTitle, { description: res.message });
        if (res.signedIn) onSignedIn(res.user, back || "/");
        else setConfirmEmail(res.user.email);
      } catch (error) {
        const { fields } = applyServerError(form.setError, error, SIGN_UP_FIELD_ORDER, AUTH.signUpFailed, {
          focus: false,
        });
        if (toastFirst(Object.fromEntries(fields.map((f) => [f.name, f])), ACCOUNT.errorTitle)) return;
        toast.error(ACCOUNT.errorTitle, { description: authErrorDescription(error, AUTH.signUpFailed) });
      }
    },
    (errors) => toastFirst(errors, VALIDATION.validationErrorTitle),
  );

  return { form, busy: form.formState.isSubmitting, confirmEmail, formRef, submit };
}
