import type { AccountType } from "../../../../core/domain";
import type { SignUpField } from "../sign-up-errors";

export interface SignUpValues {
  accountType: AccountType;
  fullName: string;
  email: string;
  password: string;
  companyName: string;
  companyWebsite: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export const EMPTY_SIGN_UP: Omit<SignUpValues, "accountType"> = {
  fullName: "",
  email: "",
  password: "",
  companyName: "",
  companyWebsite: "",
  ageConfirmed: false,
  termsAccepted: false,
};

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

export const FIELD_IDS: Record<SignUpField, string> = {
  accountType: "signup-type-professional",
  fullName: "signup-name",
  email: "signup-email",
  password: "signup-password",
  companyName: "signup-company",
  companyWebsite: "signup-website",
  ageConfirmed: "signup-age",
  termsAccepted: "signup-terms",
};
