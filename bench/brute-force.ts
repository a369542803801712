/**
 * A password-guessing attack against sign-in, as the outside probe ran it (issue 12, holes 1 and 6), over real
 * sockets on loopback. Prints how many guesses the server actually checked, per scenario:
 *   1. one address, our sign-in route, for --seconds real seconds;
 *   2. one address, through the auth library by a raw path (`/api/auth/reset-password/..\sign-in\email`);
 *   3. eight addresses at once (127.0.1.1-8), our route;
 *   4. whether the owner, from another address, can still sign in afterwards;
 *   5. with --simulate-hours H: the same single-address and eight-address attacks over H hours of the throttle's
 *      clock (the attacker waits exactly as long as each Retry-After says), i.e. guesses per day.
 *   npx tsx bench/brute-force.ts [--seconds 20] [--simulate-hours 24]
 * Starts its own app on an in-memory embedded database; nothing else is touched.
 */

import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openPglite, PGLITE_EXTENSIONS } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { user } from "../src/server/db/schema";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg("seconds", 20);
const simulateHours = arg("simulate-hours", 24);

let fakeNow = Date.now();
const database = await openPglite({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
await runMigrations(database);
const config = {
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_ON_START: "false", WEB_DIST_DIR: "./tmp/no-web" }),
};
// `throttleClock` exists from issue 12 on; older builds ignore it (their figures are real-time only).
const app = await buildApp(config, { database, logger: false, throttleClock: () => fakeNow } as Parameters<
  typeof buildApp
>[1]);
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as AddressInfo).port;
// A browser page of this Standing: the CSRF check allows the announced address.
const origin = new URL(config.publicUrl).origin;

function raw(
  path: string,
  body: unknown,
  localAddress: string,
  cookie = "",
): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    let out = "";
    socket.on("data", (c) => (out += c));
    socket.on("error", reject);
    socket.on("end", () => {
      const status = Number(out.split(" ")[1]);
      const retry = /\r\nretry-after: (\d+)/i.exec(out)?.[1];
      resolve({ status, retryAfter: retry ? Number(retry) : 0 });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: close\r\norigin: ${origin}\r\n` +
        `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n${cookie ? `cookie: ${cookie}\r\n` : ""}\r\n${text}`,
    );
  });
}

async function makeVictim(tag: string) {
  const email = `victim-${tag}@example.com`;
  const password = "correct-horse-battery-staple";
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/auth/sign-up",
    payload: {
      accountType: "professional",
      fullName: "Vic Tim",
      email,
      password,
      ageConfirmed: true,
      termsAccepted: true,
    },
    remoteAddress: `127.0.9.${Math.floor(Math.random() * 200) + 1}`,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return { email, password };
}

/** Guesses for `ms` real milliseconds from each address in parallel; counts answers by status. */
async function attack(path: string, email: string, addresses: string[], ms: number) {
  const counts = new Map<number, number>();
  const end = Date.now() + ms;
  let n = 0;
  await Promise.all(
    addresses.map(async (ip) => {
      while (Date.now() < end) {
        const body =
          path === "/api/v1/auth/sign-in" ? { email, password: `guess-${n++}` } : { email, password: `guess-${n++}` };
        const { status } = await raw(path, body, ip);
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }),
  );
  return counts;
}

const checked = (counts: Map<number, number>) => (counts.get(401) ?? 0) + (counts.get(200) ?? 0);
const show = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}×${c}`)
    .join(" ");

const started = Date.now();
console.log(`brute force against sign-in, ${seconds} s per real-time scenario (loopback, in-memory PGlite)`);

const v1 = await makeVictim("one");
const one = await attack("/api/v1/auth/sign-in", v1.email, ["127.0.0.2"], seconds * 1000);
console.log(`1. one address, our route:        ${checked(one)} guesses checked (${show(one)})`);

const v2 = await makeVictim("bypass");
const bypass = await attack("/api/auth/reset-password/..\\sign-in\\email", v2.email, ["127.0.0.3"], seconds * 1000);
console.log(`2. one address, library raw path: ${checked(bypass)} guesses checked (${show(bypass)})`);

const v3 = await makeVictim("many");
const ips = Array.from({ length: 8 }, (_, i) => `127.0.1.${i + 1}`);
const many = await attack("/api/v1/auth/sign-in", v3.email, ips, seconds * 1000);
console.log(`3. eight addresses, our route:    ${checked(many)} guesses checked (${show(many)})`);

const owner1 = await raw("/api/v1/auth/sign-in", v1, "127.0.5.5");
console.log(
  `4. owner of (1) from another address right after: ${owner1.status === 200 ? "signs in (200)" : `refused (${owner1.status})`}`,
);

if (simulateHours > 0) {
  for (const [label, addresses] of [
    ["one address", ["127.0.2.1"]],
    ["eight addresses", Array.from({ length: 8 }, (_, i) => `127.0.3.${i + 1}`)],
  ] as const) {
    const v = await makeVictim(`sim-${addresses.length}`);
    const start = fakeNow;
    const endAt = start + simulateHours * 3_600_000;
    let guesses = 0;
    let k = 0;
    let simulated = true;
    while (fakeNow < endAt) {
      let minWait = Number.POSITIVE_INFINITY;
      for (const ip of addresses) {
        const r = await raw("/api/v1/auth/sign-in", { email: v.email, password: `sim-${k++}` }, ip);
        if (r.status === 401) guesses++;
        else if (r.status === 429) minWait = Math.min(minWait, r.retryAfter * 1000);
      }
      if (minWait === Number.POSITIVE_INFINITY) continue;
      const before = fakeNow;
      fakeNow += minWait;
      // An old build reads the real clock: its windows do not move with ours, so stop rather than spin.
      if (Date.now() - started > 10 * 60_000 || before === fakeNow) {
        simulated = false;
        break;
      }
    }
    const owner = await raw("/api/v1/auth/sign-in", v, "127.0.6.6");
    console.log(
      `5. ${label}, ${simulateHours} h of throttle time: ${guesses} guesses checked${simulated ? "" : " (clock not simulated in this build)"}; owner from another address after: ${owner.status}`,
    );
  }
}

await app.close();
await database.close();
