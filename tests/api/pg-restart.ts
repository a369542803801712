import { request as httpRequest } from "node:http";
import type pg from "pg";

/** The PostgreSQL-restart files (database-restart, log-secrets): requests over a real socket, backends killed. */

/** What a request over the socket got back; a refused or reset socket (the server died) is status 0. */
export interface SocketAnswer {
  status: number;
  body: string;
}

/** `method` `path` on the server at `base`, a fresh socket each time (no agent), with a JSON `body` when given. */
export function overSocket(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<SocketAnswer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...headers,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", () => resolve({ status: 0, body: "" }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Ends every backend of database `db` but `admin`'s own, as a restart or failover would; how many it ended. */
export async function killBackends(admin: pg.Client, db: string | undefined): Promise<number> {
  const res = await admin.query(
    "SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()) x",
    [db],
  );
  return res.rows[0].n;
}
