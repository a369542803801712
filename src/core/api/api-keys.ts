import { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from "../contracts/api-keys";
import { Ok } from "../contracts/ok";
import { uuidParams } from "../contracts/path-params";
import { route } from "./declare";

/** The routes of `src/server/routes/billing/api-keys.routes.ts` (D0374). */
export const API_KEYS_ROUTES = {
  getApiKeys: route({ method: "GET", path: "/api-keys", policy: "api-keys:manage", response: { 200: ApiKeyList } }),
  postApiKeys: route({
    method: "POST",
    path: "/api-keys",
    policy: "api-keys:manage",
    body: CreateApiKeyBody,
    response: { 201: CreatedApiKey },
  }),
  deleteApiKeysOne: route({
    method: "DELETE",
    path: "/api-keys/:keyId",
    policy: "api-keys:manage",
    params: uuidParams("keyId"),
    response: { 200: Ok },
  }),
};
