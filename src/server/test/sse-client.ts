import { request } from "node:http";

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  events: SseEvent[];
  /** Resolves with the first event (already received or still to come) that matches; rejects after `ms`. */
  next(match: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A minimal server-sent-events client over a real socket (tests): opens `url` with the given headers and parses
 * events as they arrive. Non-200 answers resolve with their status and no events.
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: "text/event-stream", ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const waiters: Array<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }> = [];
      let buffer = "";
      let endResolve: () => void = () => {};
      const ended = new Promise<void>((r) => (endResolve = r));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
          const e: SseEvent = { event: "message", data: "" };
          let hasData = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const [field, ...rest] = line.split(":");
            const value = rest.join(":").replace(/^ /, "");
            if (field === "event") e.event = value;
            else if (field === "id") e.id = value;
            else if (field === "data") {
              e.data = hasData ? `${e.data}\n${value}` : value;
              hasData = true;
            }
          }
          if (!hasData) continue;
          events.push(e);
          for (const w of [...waiters])
            if (w.match(e)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(e);
            }
        }
      });
      res.on("end", () => endResolve());
      res.on("close", () => endResolve());
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        next(match, ms = 5000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`no matching event within ${ms} ms`)), ms);
            waiters.push({
              match,
              resolve: (e) => {
                clearTimeout(timer);
                ok(e);
              },
            });
          });
        },
        close() {
          req.destroy();
        },
      });
    });
    req.on("error", reject);
    req.end();
  });
}
