import fastifySwagger, { type SwaggerTransform } from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { API_KEY_PREFIX, API_KEY_RATE_PER_MINUTE } from "../../core/contracts/api-keys";
import { AUDIENCE_DESCRIPTIONS, audienceOf, isRouteAction } from "../policies";
import { API_KEY_ACTIONS } from "../policies/billing";
import { IDEMPOTENCY_HEADER_SCHEMA, isIdempotentRoute } from "./idempotent-routes";

export const API_DOCS_PREFIX = "/api/docs";

/**
 * Each route's schemas become OpenAPI through the same zod contracts that validate it; its description says who
 * may call it, read from the policy module (the route's `config.policy`), so the document cannot drift from the
 * guard. Only the API is described: the SPA, the developer pages and the description's own routes are hidden.
 */
export const describeRoute: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (!url.startsWith("/api/") || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`))
    return { schema: { ...(input.schema as FastifySchema), hide: true } as FastifySchema, url };
  const transformed = jsonSchemaTransform(input);
  const action = (route.config as { policy?: unknown } | undefined)?.policy;
  const audience = isRouteAction(action) ? AUDIENCE_DESCRIPTIONS[audienceOf(action)] : "Unknown.";
  const group = url.startsWith("/api/v1/") ? (url.split("/")[3] ?? "api") : (url.split("/")[2] ?? "api");
  const byKey = (API_KEY_ACTIONS as readonly unknown[]).includes(action);
  // Routes that create things take an Idempotency-Key (D309): a header parameter in the document.
  const idempotent = [route.method].flat().some((method) => isIdempotentRoute(String(method), url));
  const headers = (transformed.schema as { headers?: { properties?: Record<string, unknown> } } | undefined)?.headers;
  return {
    url: transformed.url,
    schema: {
      ...transformed.schema,
      ...(idempotent
        ? {
            headers: {
              ...headers,
              type: "object",
              properties: { ...headers?.properties, "Idempotency-Key": IDEMPOTENCY_HEADER_SCHEMA },
            },
          }
        : {}),
      description:
        `Audience: ${audience} Policy action: \`${String(action)}\`.` +
        (byKey ? " Also callable with an Enterprise API key (`Authorization: Bearer stk_…`)." : ""),
      tags: [group],
      ...(byKey ? { security: [{}, { enterpriseApiKey: [] }] } : {}),
    } as FastifySchema,
  };
};

/**
 * `/api/docs` (a browsable page) and `/api/docs/json` (the OpenAPI 3 document). Must be registered before the
 * routes it describes. The page's scripts and styles are files under /api/docs/static, so the app's CSP
 * (script-src 'self') holds; the online validator badge is off (it would load an image from another site).
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Standing API",
        version: "1",
        description:
          "The verified reputation network's HTTP API. Every route names who may call it. Cookie sessions come from " +
          "POST /api/v1/auth/sign-in; state-changing requests from a browser must carry the site's own Origin.",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          enterpriseApiKey: {
            type: "http",
            scheme: "bearer",
            description:
              `Enterprise API keys (created on the employer billing page; shown once, stored hashed) authenticate the ` +
              `directory's read API — search and profiles — and credential verification (POST /api/v1/credentials/verify) ` +
              "as their owner while the owner is on Enterprise. Keys " +
              `start with \`${API_KEY_PREFIX}\`; each key may make ${API_KEY_RATE_PER_MINUTE} calls a minute (429 beyond), ` +
              "and every call is counted and audited.",
          },
        },
      },
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    validatorUrl: false,
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
}
