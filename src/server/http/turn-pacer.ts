import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Starts at most `perTurn` requests per turn of the event loop; the others wait in a line, first come first served,
 * and start on the next turns (D414). Why: libuv (1.45+, Node 20) accepts one new connection per turn of the loop,
 * and a saturated loop whose turns each run the work of every request that became ready turns about ten times a
 * second, so 200 connections opened at once waited up to 10 s in the listen socket's queue before their first request
 * was read (D413). Starting few requests per turn keeps each turn short, so the loop turns, and accepts, hundreds of
 * times a second, while the requests already started go on at full speed: unlike a limit on requests in flight, the
 * pacer never leaves PostgreSQL waiting for work.
 *
 * A request in the line that its client gave up on (the socket closed) is dropped, not started.
 */
export function pacedHandler(handler: Handler, perTurn: number): Handler {
  if (!Number.isInteger(perTurn) || perTurn < 0)
    throw new Error(`requests per turn must be a whole number: ${perTurn}`);
  if (perTurn === 0) return handler;
  const line: Array<[IncomingMessage, ServerResponse]> = [];
  let head = 0;
  let scheduled = false;
  const drain = () => {
    let started = 0;
    while (started < perTurn && head < line.length) {
      const [request, response] = line[head] as [IncomingMessage, ServerResponse];
      line[head++] = undefined as never;
      if (request.socket.destroyed) continue;
      started++;
      handler(request, response);
    }
    if (head === line.length) {
      line.length = 0;
      head = 0;
    } else if (head > 1024) {
      line.splice(0, head);
      head = 0;
    }
    scheduled = head < line.length;
    if (scheduled) setImmediate(drain);
  };
  return (request, response) => {
    line.push([request, response]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
  };
}

/** `REQUESTS_PER_TURN` unset (D414); 0 turns the pacer off. */
export const DEFAULT_REQUESTS_PER_TURN = 4;

/** What Fastify passes a server factory of its options, and sets itself on the servers it makes. */
interface ServerOptions {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory` (its public option for a server of one's own): the HTTP/1 server Fastify makes, with the
 * same timeouts Fastify sets on its own (lib/server.js), its handler paced.
 */
export function pacedServerFactory(perTurn: number) {
  return (handler: Handler, options: ServerOptions): Server => {
    const server = createServer(pacedHandler(handler, perTurn));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
