/**
 * What an error may say in a log line (issue 33, point 5; D308). A log is read by more people and kept longer than
 * the database, so it holds no values: drizzle's "Failed query: … params: …" carried session tokens, user ids and
 * search words into thousands of lines while PostgreSQL restarted; PostgreSQL's `detail` ("Key (email)=(x@y)
 * already exists") and data-exception messages ("invalid input syntax for type uuid: "…"") carry the values of the
 * row or input. An error becomes its type, its statement text (without parameters), its codes (SQLSTATE, constraint,
 * table, column), its message with values removed, its stack frames and the same for its causes.
 *
 * `LOGGER_SAFETY` applies this at the logger (pino's serializers, `formatters.log` and `hooks.logMethod`), so every
 * call site gets it whatever key or form it logs an error under; request addresses lose their query values.
 */

/** Fields of a driver or framework error that name no value: kept as they are when they are strings or numbers. */
const KEPT_FIELDS = [
  "code",
  "statusCode",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
  "errno",
  "syscall",
  "address",
  "port",
] as const;

const MAX_DEPTH = 4;

export interface LoggableError {
  type: string;
  message: string;
  stack: string;
  /** The SQL statement that failed, as text with its `$n` placeholders; never its parameters. */
  query?: string;
  cause?: LoggableError | string;
  [field: string]: unknown;
}

/** drizzle appends the statement's parameters after a newline; everything from there on goes. */
const PARAMS_TAIL = /\s*\bparams: [\s\S]*$/;

/** A message with its values removed: drizzle's parameter list, and quoted values in PostgreSQL data exceptions. */
export function loggableMessage(message: string, sqlState?: string): string {
  let text = message.replace(PARAMS_TAIL, "");
  // Class 22 (data exception) messages quote the offending input: `invalid input syntax for type uuid: "…"`.
  if (sqlState?.startsWith("22")) text = text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  // Class 23 messages name a constraint, not a value; their `detail` (dropped) holds the values.
  return text;
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === "object" &&
      value !== null &&
      typeof (value as { message?: unknown }).message === "string" &&
      typeof (value as { stack?: unknown }).stack === "string")
  );
}

function alreadyLoggable(value: unknown): value is LoggableError {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Error) &&
    (value as { [LOGGABLE]?: true })[LOGGABLE] === true
  );
}

const LOGGABLE = Symbol.for("standing.loggable-error");

/**
 * Any thrown value as a loggable shape without values: see the module comment. Idempotent (a shape passes through);
 * a value that is not an error is returned as it is.
 */
export function loggableError(value: unknown, depth = 0): unknown {
  if (alreadyLoggable(value) || !isErrorLike(value)) return value;
  const e = value as Error & Record<string, unknown>;
  const state = typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  const message = loggableMessage(e.message, state);
  const out: LoggableError = {
    type: e.constructor?.name && e.constructor.name !== "Object" ? e.constructor.name : e.name,
    message,
    stack: "",
  };
  Object.defineProperty(out, LOGGABLE, { value: true, enumerable: false });
  if (typeof e.query === "string") out.query = e.query;
  for (const field of KEPT_FIELDS) {
    const v = e[field];
    if (typeof v === "string" || typeof v === "number") out[field] = v;
  }
  const frames = typeof e.stack === "string" ? e.stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  out.stack = [`${out.type}: ${message}`, ...frames].join("\n");
  if (e.cause !== undefined && e.cause !== null) {
    out.cause =
      depth >= MAX_DEPTH
        ? "(deeper causes left out)"
        : isErrorLike(e.cause)
          ? (loggableError(e.cause, depth + 1) as LoggableError)
          : "(a value that is not an error)";
  }
  if (Array.isArray(e.errors) && depth < MAX_DEPTH)
    out.errors = e.errors.slice(0, 5).map((inner) => loggableError(inner, depth + 1));
  return out;
}

/** Errors found anywhere in a log line's object (a few levels down) become loggable shapes; other values stay. */
function withLoggableErrors(value: unknown, depth: number): unknown {
  if (isErrorLike(value)) return loggableError(value);
  if (depth >= 3 || typeof value !== "object" || value === null || alreadyLoggable(value)) return value;
  if (Array.isArray(value)) return value.map((v) => withLoggableErrors(v, depth + 1));
  // Only plain objects are walked: a request, a reply or a buffer keeps its own serializer.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const next = withLoggableErrors(v, depth + 1);
    if (next !== v) changed = true;
    out[k] = next;
  }
  return changed ? out : value;
}

/** A request address with its query values left out: `/api/v1/search?q=…&page=…` (search words are personal). */
export function loggableUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const at = url.indexOf("?");
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=…`);
  return `${url.slice(0, at)}?${names.join("&")}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/**
 * Pino settings that make every log line safe (merged into the app's logger options). `hooks.logMethod` sees the
 * arguments of every call: an error given as the first argument is logged under `err`, and a message string (or a
 * message pino would take from the error) loses any parameter list. `formatters.log` turns errors under any key
 * into loggable shapes; the `err`/`error` serializers do the same for the keys pino and Fastify use.
 */
export const LOGGER_SAFETY = {
  serializers: {
    err: (value: unknown) => loggableError(value) as LoggableError,
    error: (value: unknown) => loggableError(value) as LoggableError,
    req: (req: RequestLike) => ({
      method: req.method,
      url: loggableUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
  formatters: {
    log: (object: Record<string, unknown>) => withLoggableErrors(object, 0) as Record<string, unknown>,
  },
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
      const [first, ...rest] = args;
      if (isErrorLike(first)) {
        const shape = loggableError(first) as LoggableError;
        const message = typeof rest[0] === "string" ? loggableMessage(rest[0]) : shape.message;
        return method.apply(this, [{ err: shape }, message, ...rest.slice(1)]);
      }
      if (typeof first === "string") return method.apply(this, [loggableMessage(first), ...rest]);
      if (first && typeof first === "object") {
        const object = first as Record<string, unknown>;
        if (typeof rest[0] === "string")
          return method.apply(this, [object, loggableMessage(rest[0]), ...rest.slice(1)]);
        // Pino would take the message from the error itself, values and all.
        const err = object.err ?? object.error;
        if (rest.length === 0 && object.msg === undefined && isErrorLike(err))
          return method.apply(this, [object, (loggableError(err) as LoggableError).message]);
      }
      return method.apply(this, args);
    },
  },
};

/** One line about a failure for a plain-text log (stderr at start-up and shutdown): its loggable message. */
export function loggableText(error: unknown): string {
  return isErrorLike(error) ? (loggableError(error) as LoggableError).message : String(error);
}

/**
 * The auth library's own log lines (its `logger.log` option): it logs the errors it catches — a failed session
 * query with its parameters among them — so they pass through the same function, one JSON line on stderr.
 */
export function logAuthLibrary(level: string, message: string, ...args: unknown[]): void {
  const errors = args.filter(isErrorLike).map((e) => loggableError(e));
  const line = {
    level,
    source: "auth-library",
    msg: loggableMessage(String(message)),
    ...(errors.length ? { errors } : {}),
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
