import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import { setClockOffset } from "../../src/server/clock";
import { submitRating } from "../../src/server/commands/submit-rating";
import type { Config } from "../../src/server/config";
import { mailOutbox } from "../../src/server/db/schema";
import { JOB_NAMES } from "../../src/server/kernel/job-names";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { scores, TEST_ORIGIN } from "../../src/server/test/employer-factories";
import type { BuiltEmployer } from "../../src/server/test/factories";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/** A file's app, and `send` and `sendForm` (see injectAs, postFormAs) bound to it. */
export type FileApp = TestApp & { send: ReturnType<typeof injectAs>; sendForm: ReturnType<typeof postFormAs> };

/**
 * The set-up every API file repeats: buildApp on a fresh database before the file's tests, closed after them.
 * The returned object is filled in by the `beforeAll` this registers, so read `t.app` (and the rest) inside hooks and
 * tests, never at the top level of the file.
 */
export function setUpTestApp(
  overrides: Partial<Config> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): FileApp {
  const t = {} as FileApp;
  t.send = injectAs(t);
  t.sendForm = postFormAs(t);
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, options));
  });
  afterAll(async () => t.close?.());
  return t;
}

/** The two administrators of the dispute-review files, made before their tests. */
export interface Moderators {
  adminA: TestAccount;
  adminB: TestAccount;
}

/**
 * The set-up of the dispute and appeal review files: the app, two administrators (Ada and Bo) made before the tests,
 * and the business clock put back after each test.
 */
export function setUpModeration(): { t: FileApp; mods: Moderators } {
  const t = setUpTestApp();
  const mods = {} as Moderators;
  beforeAll(async () => {
    mods.adminA = await createAccount(t.app, {
      accountType: "professional",
      roles: ["admin"],
      fullName: "Ada Moderator",
    });
    mods.adminB = await createAccount(t.app, {
      accountType: "professional",
      roles: ["admin"],
      fullName: "Bo Moderator",
    });
  });
  afterEach(() => setClockOffset(0, { devTools: true, env: "test" }));
  return { t, mods };
}

/** A file part of a multipart body: sent under `field`, typed application/octet-stream unless `type` says. */
export interface FormFile {
  field: string;
  name: string;
  type?: string;
  data: Uint8Array;
}

/** A multipart/form-data body with a fixed `boundary`: the text fields first, then the files, for `app.inject`. */
export function multipartForm(boundary: string, fields: Record<string, string>, files: FormFile[] = []) {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(f.data),
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * As setUpTestApp, on a data folder of its own (uploads, exports) made in the system's temporary folder under
 * `prefix` and removed after the file's tests; `t.dataDir` names it.
 */
export function setUpTestAppWithDataDir(
  prefix: string,
  overrides: Partial<Config> = {},
): FileApp & { dataDir: string } {
  const t = {} as FileApp & { dataDir: string };
  t.send = injectAs(t);
  t.sendForm = postFormAs(t);
  beforeAll(async () => {
    t.dataDir = mkdtempSync(join(tmpdir(), prefix));
    Object.assign(t, await createTestApp({ dataDir: t.dataDir, ...overrides }));
  });
  afterAll(async () => {
    await t.close?.();
    if (t.dataDir) rmSync(t.dataDir, { recursive: true, force: true });
  });
  return t;
}

/** A roster entry (or any body naming a person and a place) with `more` fields after the four. */
export const rosterEntry = (
  firstName: string,
  lastName: string,
  city: string,
  state: string,
  more: Record<string, unknown> = {},
) => ({ firstName, lastName, city, state, ...more });

/**
 * `t.app.inject` in one line: `method` to `url` as the holder of `cookie` (a visitor when it is undefined), with a
 * JSON `payload` when given.
 */
export const injectAs =
  (t: TestApp) =>
  (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie === undefined ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });

/** A multipart `form` (multipartForm, multipartBody) POSTed to `url` as the holder of `cookie` (a visitor when undefined). */
export const postFormAs =
  (t: TestApp) =>
  (url: string, cookie: string | undefined, form: { headers: Record<string, string>; payload: Buffer }) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...(cookie === undefined ? {} : { cookie }), ...form.headers },
      payload: form.payload,
    });

/** What a mail client posts to unsubscribe in one click (RFC 8058 §3.1): the token in the address, form-encoded, no cookies. */
export const oneClickUnsubscribe = (t: TestApp, token: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

/**
 * `employer` rates `professionalId` `value` in every category but reliability (3, so never straight-lined), as a
 * current employee, at `now`: the ratings the outlier-employer check compares across employers.
 */
export const submitMixedRating = (
  t: TestApp,
  employer: BuiltEmployer,
  professionalId: string,
  value: number,
  now: Date,
) =>
  submitRating(t.database, {
    actor: employer.user.actor,
    input: { professionalId, employmentStatus: "current", scores: scores(value, { reliability: 3 }) },
    now,
    origin: TEST_ORIGIN,
  });

/**
 * The property a public form's route keeps whatever it is sent (80 runs of `bodies`): `post` answers `ok`, 400 or 413,
 * never 5xx, and a refusal in the JSON error shape.
 */
export async function expectNo5xx(
  bodies: fc.Arbitrary<unknown>,
  post: (body: unknown) => Promise<{ statusCode: number; json(): unknown }>,
  ok: number,
) {
  await fc.assert(
    fc.asyncProperty(bodies, async (value) => {
      const res = await post(value);
      expect([ok, 400, 413]).toContain(res.statusCode);
      if (res.statusCode !== ok) expect(ApiErrorBody.safeParse(res.json()).success).toBe(true);
    }),
    { numRuns: 80 },
  );
}

/**
 * A visitor's JSON POST to `url` (a string payload goes as it is), from a fresh forwarded address `10.<subnet>.x.y` on
 * each call unless `ip` names one: the per-address throttle bites only where a test wants it to. For an app set up
 * with `trustProxy`.
 */
export function visitorPost(t: TestApp, url: string, subnet: number, headers: Record<string, string> = {}) {
  let sent = 1;
  const freshIp = () => `10.${subnet}.${Math.floor(sent / 250)}.${(sent++ % 250) + 1}`;
  return (payload: unknown, ip = freshIp()) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
}

/** The newest mail to `to` (decision mails are notice e-mail: the notice-mail pass queues them first, D210). */
export async function lastMailTo(t: TestApp, to: string) {
  await t.app.ctx.jobs.drain([JOB_NAMES.noticeMail]);
  return newestMailTo(t, to);
}

/** The newest mail in the outbox to `to`, as it stands. */
export async function newestMailTo(t: TestApp, to: string) {
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}
