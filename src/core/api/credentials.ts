import { z } from "zod";
import {
  CredentialList,
  CredentialSummary,
  IssueCredentialBody,
  IssuedCredential,
  VerificationResult,
  VerifyCredentialBody,
} from "../contracts/credentials";
import { Ok } from "../contracts/ok";
import { uuidParams } from "../contracts/path-params";
import { reasonBody } from "../moderation-reason";
import { route } from "./declare";

export const IdParams = uuidParams("credentialId");

/** The routes of `src/server/routes/credentials/credentials.routes.ts` (D0374). */
export const CREDENTIALS_ROUTES = {
  getProfessionalCredentials: route({
    method: "GET",
    path: "/professional/credentials",
    policy: "professional:credentials",
    response: { 200: CredentialList },
  }),
  postProfessionalCredentials: route({
    method: "POST",
    path: "/professional/credentials",
    policy: "professional:credentials",
    body: IssueCredentialBody,
    response: { 201: IssuedCredential },
  }),
  postProfessionalCredentialsRevoke: route({
    method: "POST",
    path: "/professional/credentials/:credentialId/revoke",
    policy: "professional:credentials",
    params: IdParams,
    response: { 200: Ok },
  }),
  postCredentialsVerify: route({
    method: "POST",
    path: "/credentials/verify",
    policy: "credentials:verify",
    body: VerifyCredentialBody,
    response: { 200: VerificationResult },
  }),
  getAdminProfessionalsCredentials: route({
    method: "GET",
    path: "/admin/professionals/:professionalId/credentials",
    policy: "admin:credentials",
    params: uuidParams("professionalId"),
    response: { 200: z.object({ credentials: z.array(CredentialSummary) }) },
  }),
  postAdminCredentialsRevoke: route({
    method: "POST",
    path: "/admin/credentials/:credentialId/revoke",
    policy: "admin:credentials",
    params: IdParams,
    body: reasonBody(500),
    response: { 200: Ok },
  }),
};
