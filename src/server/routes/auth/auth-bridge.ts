import type { FastifyReply, FastifyRequest } from "fastify";
import { toFetchHeaders } from "../../auth/session-actor";

/** Copies a Fetch response's status, headers and cookies (each Set-Cookie separately) onto a Fastify reply. */
export function copyAuthHeaders(res: Response, reply: FastifyReply) {
  for (const [key, value] of res.headers) {
    if (key === "set-cookie" || key === "content-length" || key === "content-encoding") continue;
    reply.header(key, value);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/** Builds the Fetch request the auth library's handler expects from a Fastify request. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  const headers = toFetchHeaders(request);
  headers.delete("content-length");
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (typeof request.body === "string" ? request.body : JSON.stringify(request.body)) : undefined,
  });
}

/** Reads a better-auth error body ({ code, message }) without throwing on odd bodies. */
export async function authErrorOf(res: Response): Promise<{ code: string; message: string }> {
  try {
    const body = (await res.clone().json()) as { code?: unknown; message?: unknown };
    return { code: String(body.code ?? ""), message: String(body.message ?? "") };
  } catch {
    return { code: "", message: "" };
  }
}
