import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An HTML page of the built app (the shell or a prerendered marketing page), read once at start-up and kept
 * compressed. Why not `sendFile`: the history fallback runs in the not-found handler, which no route-level
 * compression reaches, and a prerendered page is ~90 KB of HTML (≈15 KB compressed) that a phone must download
 * before it can paint anything.
 */
export interface HtmlPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function loadHtmlPage(file: string): HtmlPage {
  const identity = readFileSync(file);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`,
  };
}

/** Picks br, then gzip, then identity from Accept-Encoding (a q=0 refusal is honoured). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/** `status` 404 sends the shell for a path no page answers: the client draws the not-found page, crawlers see 404. */
export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: 200 | 404 = 200) {
  reply.header("cache-control", "no-cache").header("vary", "accept-encoding").type("text/html; charset=utf-8");
  if (status === 200) {
    reply.header("etag", page.etag);
    const match = request.headers["if-none-match"];
    if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) {
      return reply.status(304).send();
    }
  }
  reply.status(status);
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity);
}
