import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that can drop a connection at its next COMMIT (tests of unknown outcomes, D310):
 * `after` forwards the COMMIT, waits for PostgreSQL's answer (so it has committed) and drops the connection instead
 * of passing the answer on; `before` drops it without forwarding the COMMIT (PostgreSQL rolls back). Either way the
 * client sees its connection die during COMMIT and cannot tell which happened. Reads the frontend protocol's framing
 * (a startup message without a type byte, then type + length) to find a simple or extended query whose text is COMMIT.
 */
export interface CommitDroppingProxy {
  url: string;
  /** Drops the next COMMIT seen on any connection, once. */
  arm(mode: "before" | "after"): void;
  /** How many COMMITs were dropped so far. */
  readonly dropped: number;
  close(): Promise<void>;
}

const COMMIT = /^\s*commit\b/i;

function queryText(type: number, body: Buffer): string | undefined {
  if (type === 0x51) return body.toString("utf8", 0, Math.max(0, body.length - 1)); // 'Q': text\0
  if (type === 0x50) {
    // 'P': statement name\0 text\0 …
    const nameEnd = body.indexOf(0);
    const textEnd = body.indexOf(0, nameEnd + 1);
    return body.toString("utf8", nameEnd + 1, textEnd);
  }
  return undefined;
}

export async function startCommitDroppingProxy(target: string): Promise<CommitDroppingProxy> {
  const targetUrl = new URL(target);
  let armed: "before" | "after" | undefined;
  let dropped = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(targetUrl.port || 5432), targetUrl.hostname);
    sockets.add(client);
    sockets.add(upstream);
    let started = false;
    let pending = Buffer.alloc(0);
    let dropOnAnswer = false;
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      let sawCommit = false;
      for (;;) {
        if (!started) {
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(length);
          // An SSL or GSS request is answered 'N' and followed by the real startup message.
          if (code !== 80877103 && code !== 80877104) started = true;
          continue;
        }
        if (pending.length < 5) break;
        const type = pending[0] as number;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        const text = queryText(type, pending.subarray(5, 1 + length));
        if (text !== undefined && COMMIT.test(text)) sawCommit = true;
        pending = pending.subarray(1 + length);
      }
      if (sawCommit && armed) {
        const mode = armed;
        armed = undefined;
        dropped++;
        if (mode === "before") return drop();
        dropOnAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (dropOnAnswer) return drop();
      client.write(chunk);
    });
    const end = () => drop();
    client.on("error", end);
    upstream.on("error", end);
    client.on("close", () => {
      sockets.delete(client);
      upstream.destroy();
    });
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    arm(mode) {
      armed = mode;
    },
    get dropped() {
      return dropped;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
