import type { FastifyReply } from "fastify";

/** Copies a Fetch response's status, headers and cookies (each Set-Cookie separately) onto a Fastify reply. */
export function copyAuthHeaders(res: Response, reply: FastifyReply) {
  for (const [key, value] of res.headers) {
    if (key === "set-cookie" || key === "content-length" || key === "content-encoding") continue;
    reply.header(key, value);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
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
