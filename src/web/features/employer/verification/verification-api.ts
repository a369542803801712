import { apiCall } from "../../../lib/api";

/** The three ways to verify a business, and confirming the company e-mail's link. */
export const requestEmailVerification = (address: string) =>
  apiCall("POST /employer/verification/email", { json: { address } });
export const submitEin = (ein: string) => apiCall("POST /employer/verification/ein", { json: { ein } });
export function submitStateRecord(state: string, entityNumber: string, document: File | null) {
  const form = new FormData();
  form.append("state", state);
  form.append("entityNumber", entityNumber);
  if (document) form.append("document", document);
  return apiCall("POST /employer/verification/state", { body: form });
}
export const confirmVerificationEmail = (token: string) =>
  apiCall("POST /employer/verification/email/confirm", { json: { token } });
