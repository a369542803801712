import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { LOGGER_SAFETY, logAuthLibrary, loggableError, loggableUrl } from "../../src/server/http/log-safety";

/** D308: whatever form a call site logs an error in, the line carries its statement text and codes, never values. */
const TOKEN = "tok_9f8e7d6c5b4a39281706";
const EMAIL = "riley.secret@example.com";
const WORD = "zebracornist";

/** A pg DatabaseError as the driver builds it: values in `detail`, the code and constraint beside them. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "user_email_key"'), {
    name: "error",
    code: "23505",
    severity: "ERROR",
    constraint: "user_email_key",
    table: "user",
    detail: `Key (email)=(${EMAIL}) already exists.`,
  });
}

function failedQuery(cause: Error = uniqueViolation()) {
  return new DrizzleQueryError(
    'select "id" from "session" where "token" = $1 and "name" ilike $2',
    [TOKEN, `%${WORD}%`],
    cause,
  );
}

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = pino({ level: "debug", ...LOGGER_SAFETY }, stream);
  return { log, text: () => lines.join("") };
}

describe("loggableError", () => {
  it("keeps the statement, codes and stack frames and drops params, detail and quoted input", () => {
    const shape = loggableError(failedQuery()) as Record<string, unknown>;
    const text = JSON.stringify(shape);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(WORD);
    expect(text).not.toContain(EMAIL);
    expect(shape.query).toBe('select "id" from "session" where "token" = $1 and "name" ilike $2');
    expect(shape.message).toBe('Failed query: select "id" from "session" where "token" = $1 and "name" ilike $2');
    expect(shape.stack).toMatch(/^DrizzleQueryError: Failed query: [^\n]*\n\s+at /);
    expect(shape.cause).toMatchObject({ code: "23505", constraint: "user_email_key", table: "user" });
    expect((shape.cause as Record<string, unknown>).detail).toBeUndefined();
    // A data exception quotes the input itself.
    const bad = Object.assign(new Error(`invalid input syntax for type uuid: "${WORD}"`), { code: "22P02" });
    expect(JSON.stringify(loggableError(bad))).not.toContain(WORD);
    // Idempotent, and values that are not errors pass through.
    expect(loggableError(shape)).toBe(shape);
    expect(loggableError("plain")).toBe("plain");
  });

  it("removes query values from request addresses", () => {
    expect(loggableUrl(`/api/v1/search?q=${WORD}&page=2`)).toBe("/api/v1/search?q=…&page=…");
    expect(loggableUrl("/api/v1/me")).toBe("/api/v1/me");
  });
});

describe("the logger", () => {
  it("never writes a parameter, whichever way a call site logs the error", () => {
    const { log, text } = capture();
    const err = failedQuery();
    log.error(err);
    log.error(err, "with a message");
    log.warn({ err }, "under err");
    log.warn({ err });
    log.warn({ error: err, job: "x" }, "under error");
    log.warn({ failure: err }, "under another key");
    log.warn({ job: { attempt: 2, last: err } }, "nested");
    log.info(`interpolated: ${err.message}`);
    log.info({ req: { method: "GET", url: `/api/v1/search?q=${WORD}` } }, "request");
    const out = text();
    expect(out.split("\n").filter(Boolean)).toHaveLength(9);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(WORD);
    expect(out).not.toContain(EMAIL);
    // The lines still say what failed.
    expect(out).toContain("Failed query: select");
    expect(out).toContain("user_email_key");
  });

  it("fails without the safety settings (the test can fail)", () => {
    const lines: string[] = [];
    const log = pino(
      { level: "debug" },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    log.error(failedQuery());
    expect(lines.join("")).toContain(TOKEN);
  });
});

describe("the auth library's log lines", () => {
  it("go out as one JSON line without parameters", () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    try {
      logAuthLibrary("error", "INTERNAL_SERVER_ERROR", failedQuery());
    } finally {
      spy.mockRestore();
    }
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0]!) as { msg: string; errors: Array<{ query: string }> };
    expect(line.msg).toBe("INTERNAL_SERVER_ERROR");
    expect(line.errors[0]?.query).toContain('"session"');
    expect(written[0]).not.toContain(TOKEN);
    expect(written[0]).not.toContain(EMAIL);
  });
});
