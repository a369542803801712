import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string[]>;
  body: string;
  json<T = unknown>(): T;
  /** `name=value` pairs of Set-Cookie, for the next request's Cookie header. */
  cookies(): string;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no URL normalisation (`..`, `\`, `%2e` reach the server as written). */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Source address on the loopback range (127.0.0.2, …), to be another client. */
  localAddress?: string;
}

function dechunk(raw: string): string {
  let out = "";
  let rest = raw;
  for (;;) {
    const eol = rest.indexOf("\r\n");
    if (eol < 0) return out;
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/**
 * One HTTP/1.1 request written by hand on a TCP socket, as `curl --path-as-is` would: security tests send paths a
 * client library would normalise first (issue 12: the auth allow-list bypass was reachable only that way).
 */
export function rawRequest(port: number, req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress: req.localAddress });
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const head = text.slice(0, split).split("\r\n");
      const status = Number(head[0]?.split(" ")[1]);
      const headers: Record<string, string[]> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(":");
        const key = line.slice(0, i).trim().toLowerCase();
        headers[key] = [...(headers[key] ?? []), line.slice(i + 1).trim()];
      }
      const rawBody = text.slice(split + 4);
      const body = headers["transfer-encoding"]?.[0] === "chunked" ? dechunk(rawBody) : rawBody;
      resolve({
        status,
        headers,
        body,
        json: <T>() => JSON.parse(body) as T,
        cookies: () => (headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; "),
      });
    });
    const body = req.body ?? "";
    const headers = {
      host: `127.0.0.1:${port}`,
      connection: "close",
      ...(req.body !== undefined
        ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }
        : {}),
      ...req.headers,
    };
    socket.write(
      `${req.method} ${req.path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join("\r\n")}\r\n\r\n${body}`,
    );
  });
}
