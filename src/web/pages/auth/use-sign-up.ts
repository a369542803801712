import { useRef, useState } from "react";
import { toast } from "sonner";
import { type Me, SignUpInput, SignUpResponse, safeReturnPath } from "../../../core/contracts/auth";
import type { AccountType } from "../../../core/domain";
import { ACCOUNT, AUTH, VALIDATION } from "../../../core/messages";
import { signUpRequest } from "../../features/auth/auth-api";
import { EMPTY_SIGN_UP, FIELD_IDS, type SignUpValues, signUpPayload } from "../../features/auth/sign-up/sign-up-values";
import {
  fieldErrorsFromServer,
  firstSignUpError,
  type SignUpField,
  type SignUpFieldErrors,
  signUpFieldErrors,
} from "../../features/auth/sign-up-errors";
import { ApiError } from "../../lib/api";
import { authErrorDescription, UnexpectedAnswer } from "./auth-errors";

/**
 * The sign-up form's state and submission: checks the input against the contract, sends it, and either signs the
 * person in or asks them to confirm their e-mail; errors land on their fields (the first one focused) or in a toast.
 */
export function useSignUp(
  initialType: AccountType,
  onSignedIn: (user: Me, destination: string) => void,
  redirect: string | null | undefined,
) {
  const [values, setValues] = useState<SignUpValues>({ accountType: initialType, ...EMPTY_SIGN_UP });
  const [errors, setErrors] = useState<SignUpFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

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

  return { values, set, errors, busy, confirmEmail, formRef, submit };
}
