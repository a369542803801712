import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ApiErrorBody, ErrorCode } from "../../core/api-error";
import { GENERIC_ERRORS } from "../../core/messages";

/** The health check, never paced nor refused here. */
const HEALTH_PATH = "/api/health";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A request in the line, and when it joined it. */
interface Waiting {
  request: IncomingMessage;
  response: ServerResponse;
  at: number;
}

/** How the pacer answers a request it will not start (`refuse`), and after how long in the line. */
export interface LineAdmission {
  /** A request that has waited this long in the line is refused instead of started. */
  maxWaitMs: number;
  /** Answers the refused request (503 with `Retry-After`), without the app. */
  refuse: (response: ServerResponse) => void;
  now?: () => number;
}

/**
 * Starts at most `perTurn` requests per turn of the event loop; the others wait in a line, first come first served,
 * and start on the next turns (D414). Why: libuv (1.45+, Node 20) accepts one new connection per turn of the loop
 * (D413), and a saturated loop whose turns each run the work of every request that became ready turns about ten
 * times a second, so 200 connections opened at once waited up to 10 s in the listen socket's queue before their first
 * request was even read.
 *
 * Right after a turn that accepted a connection (`accepted()`, the server's `connection` event), one request starts:
 * while connections are queued at the socket every turn accepts one, and these turns are kept as short as the loop
 * can make them, so the queue drains in a fraction of a second. Otherwise `perTurn` start, enough to keep the
 * database busy.
 *
 * A request in the line that its client gave up on (the socket closed) is dropped. With `admission`, one that has
 * waited `maxWaitMs` is refused, and so is one that arrives while the first in the line has waited that long (it is
 * told at once): under more load than the process can serve, the line stays under `maxWaitMs` and the excess is
 * told to come back, instead of every answer waiting seconds.
 */
export class TurnPacer {
  private readonly line: Array<Waiting | undefined> = [];
  private head = 0;
  private scheduled = false;
  private acceptedSinceDrain = false;
  /** Requests refused by the line's admission since the pacer was made. */
  refused = 0;

  constructor(
    private readonly handler: Handler,
    readonly perTurn: number,
    private readonly admission?: LineAdmission,
  ) {
    if (!Number.isInteger(perTurn) || perTurn < 1)
      throw new Error(`requests per turn must be a whole number over 0: ${perTurn}`);
  }

  private now(): number {
    return this.admission?.now?.() ?? performance.now();
  }

  /** The server accepted a connection (its `connection` event). */
  readonly accepted = (): void => {
    this.acceptedSinceDrain = true;
  };

  readonly handle: Handler = (request, response) => {
    // The load balancer's question is answered at once: a busy instance is still a healthy one (operations.md).
    if (request.url === HEALTH_PATH || request.url?.startsWith(`${HEALTH_PATH}?`)) {
      this.handler(request, response);
      return;
    }
    const at = this.admission ? this.now() : 0;
    // The first in the line has waited the longest allowed: this one would wait as long, so it is told at once.
    const first = this.line[this.head];
    if (this.admission && first && at - first.at >= this.admission.maxWaitMs) {
      this.refused++;
      this.admission.refuse(response);
      return;
    }
    this.line.push({ request, response, at });
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.drain);
    }
  };

  private readonly drain = (): void => {
    const limit = this.acceptedSinceDrain ? 1 : this.perTurn;
    this.acceptedSinceDrain = false;
    const line = this.line;
    const oldest = this.admission ? this.now() - this.admission.maxWaitMs : Number.NEGATIVE_INFINITY;
    let started = 0;
    while (started < limit && this.head < line.length) {
      const waiting = line[this.head] as Waiting;
      line[this.head++] = undefined;
      if (waiting.request.socket.destroyed) continue;
      if (waiting.at < oldest) {
        this.refused++;
        this.admission?.refuse(waiting.response);
        continue;
      }
      started++;
      this.handler(waiting.request, waiting.response);
    }
    if (this.head === line.length) {
      line.length = 0;
      this.head = 0;
    } else if (this.head > 1024) {
      line.splice(0, this.head);
      this.head = 0;
    }
    this.scheduled = this.head < line.length;
    if (this.scheduled) setImmediate(this.drain);
  };
}

/** What Fastify passes a server factory of its options, and sets itself on the servers it makes. */
interface ServerOptions {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory` (its public option for a server of one's own): the HTTP/1 server Fastify makes, with the
 * same timeouts Fastify sets on its own (lib/server.js), its handler paced (`perTurn` 0: not paced).
 */
export function pacedServerFactory(perTurn: number, admission?: LineAdmission) {
  return (handler: Handler, options: ServerOptions): Server => {
    let server: Server;
    if (perTurn > 0) {
      const pacer = new TurnPacer(handler, perTurn, admission);
      server = createServer(pacer.handle);
      server.on("connection", pacer.accepted);
    } else server = createServer(handler);
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * A request that waited this long in the line is refused (D414): its answer still comes in under a second, and
 * under the closed loops of bench/load.ts (200 connections) a line's wait is a fifth of it.
 */
export const LINE_MAX_WAIT_MS = 750;

/** The refusal: the error shape every route answers, 503 with `Retry-After: 1`, written without the app. */
export function answerBusy(response: ServerResponse): void {
  const code: ErrorCode = "service_unavailable";
  const body = JSON.stringify({ error: { code, message: GENERIC_ERRORS.unavailable } } satisfies ApiErrorBody);
  response.writeHead(503, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "retry-after": "1",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  response.end(body);
}
