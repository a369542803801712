import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's layers (issue 35 §4, decision 0388; docs/architecture.md "Layers"), read from the imports themselves
 * so that the rule cannot drift back. Each top folder of src/server has a rank; a file may import from its own
 * folder and from folders ranked below it. An import from a lower folder to a higher one is an arrow running back up.
 * Type-only imports count too: a record type belongs below everything that hands it on.
 */
const SERVER = resolve(__dirname, "../../src/server");

/** Top (0) to bottom. Folders of one rank are alike in height and may not import each other. */
const RANK: Record<string, number> = {
  "main.ts": 0,
  test: 0,
  "app.ts": 1,
  routes: 2,
  seed: 2,
  /** Job handlers and the units of work around requests and job runs. */
  jobs: 3,
  /** Sign-in: the library, sessions, the actor of a request, API keys. */
  auth: 4,
  /** Guard, error handler, route tools. */
  http: 5,
  commands: 6,
  /** Called by routes only. */
  presenters: 7,
  queries: 8,
  policies: 9,
  adapters: 10,
  credentials: 10,
  realtime: 10,
  /** Record types and their pure derivations, shared by commands, queries and presenters. */
  records: 11,
  /** Locks, audit, domain errors, job wakes. */
  kernel: 12,
  db: 13,
  "config.ts": 14,
  "clock.ts": 14,
};

/**
 * The arrows that still run back up, each with its reason. At most two (issue 35 §4); a new one fails the test,
 * and so does one of these once it is gone (take it off the list).
 */
const KNOWN_BACK_ARROWS: Record<string, string> = {
  "commands -> auth":
    "sign-up and invitations check passwords against auth's common-password list; export and unsubscribe tokens are signed there",
  "http -> auth": "the server-drawn pages and the visitors' cache resolve the request's actor (auth/session-actor.ts)",
};

/** Folders below the routes that must never import HTTP machinery. */
const NO_HTTP = ["commands", "policies", "kernel", "queries", "records", "presenters", "adapters"];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const top = (file: string) => relative(SERVER, file).split("/")[0] ?? "";

/** Every relative import of a server file that lands in another top folder of src/server. */
function imports(): Array<{ from: string; to: string; file: string; target: string }> {
  const found: Array<{ from: string; to: string; file: string; target: string }> = [];
  for (const file of files(SERVER)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']/g)) {
      const target = resolve(dirname(file), match[1] ?? "");
      if (relative(SERVER, target).startsWith("..")) continue;
      const targetTop = relative(SERVER, target).split("/")[0] ?? "";
      const to = RANK[targetTop] === undefined && RANK[`${targetTop}.ts`] !== undefined ? `${targetTop}.ts` : targetTop;
      const from = top(file);
      if (from !== to) found.push({ from, to, file: relative(SERVER, file), target: relative(SERVER, target) });
    }
  }
  return found;
}

describe("the server's layers", () => {
  const all = imports();

  it("every top folder of src/server has a rank", () => {
    const tops = new Set(files(SERVER).map(top));
    expect([...tops].filter((t) => RANK[t] === undefined)).toEqual([]);
  });

  it("no command, policy, kernel, query, record, presenter or adapter imports from http/", () => {
    const offending = all
      .filter((i) => NO_HTTP.includes(i.from) && i.to === "http")
      .map((i) => `${i.file} -> ${i.target}`);
    expect(offending).toEqual([]);
  });

  it("at most two arrows run back up, and only the known ones", () => {
    const back = new Map<string, string[]>();
    for (const i of all) {
      const from = RANK[i.from];
      const to = RANK[i.to];
      if (from === undefined || to === undefined || from < to) continue;
      const key = `${i.from} -> ${i.to}`;
      back.set(key, [...(back.get(key) ?? []), `${i.file} -> ${i.target}`]);
    }
    expect(Object.fromEntries(back), "an import running up the layers").toSatisfy((found: Record<string, string[]>) =>
      Object.keys(found).every((key) => key in KNOWN_BACK_ARROWS),
    );
    expect(Object.keys(Object.fromEntries(back)).sort()).toEqual(Object.keys(KNOWN_BACK_ARROWS).sort());
    expect(Object.keys(KNOWN_BACK_ARROWS).length).toBeLessThanOrEqual(2);
  });
});
