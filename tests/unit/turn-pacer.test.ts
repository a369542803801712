import type { IncomingMessage, ServerResponse } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { pacedHandler, pacedServerFactory } from "../../src/server/http/turn-pacer";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function fakeRequest(n: number, destroyed = false) {
  return [{ socket: { destroyed }, n } as unknown as IncomingMessage, {} as ServerResponse] as const;
}

describe("pacedHandler (D414)", () => {
  it("starts at most `perTurn` requests per turn of the loop, first come first served", async () => {
    const started: number[] = [];
    const handler = pacedHandler((request) => started.push((request as unknown as { n: number }).n), 3);
    for (let n = 0; n < 8; n++) handler(...fakeRequest(n));
    expect(started).toEqual([]);
    const perTurn: number[] = [];
    while (started.length < 8) {
      const before = started.length;
      await turn();
      perTurn.push(started.length - before);
    }
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...perTurn)).toBe(3);
    expect(perTurn.filter((n) => n > 0)).toEqual([3, 3, 2]);
  });

  it("drops a request whose client went away while it waited, without counting it as started", async () => {
    const started: number[] = [];
    const handler = pacedHandler((request) => started.push((request as unknown as { n: number }).n), 2);
    handler(...fakeRequest(0));
    handler(...fakeRequest(1, true));
    handler(...fakeRequest(2));
    handler(...fakeRequest(3));
    await turn();
    expect(started).toEqual([0, 2]);
    await turn();
    expect(started).toEqual([0, 2, 3]);
  });

  it("keeps its order over a long line and after it empties", async () => {
    const started: number[] = [];
    const handler = pacedHandler((request) => started.push((request as unknown as { n: number }).n), 4);
    for (let n = 0; n < 3000; n++) handler(...fakeRequest(n));
    while (started.length < 3000) await turn();
    handler(...fakeRequest(3000));
    await turn();
    expect(started).toEqual(Array.from({ length: 3001 }, (_, n) => n));
  });

  it("0 is no pacing: the handler itself", () => {
    const handler = () => {};
    expect(pacedHandler(handler, 0)).toBe(handler);
    expect(() => pacedHandler(handler, -1)).toThrow();
  });

  it("serves many requests at once over a real socket, with Fastify's timeouts", async () => {
    const server = pacedServerFactory(2)(
      (_request, response) => {
        setTimeout(() => response.end("ok"), 1);
      },
      { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0 },
    );
    expect(server.keepAliveTimeout).toBe(72_000);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = () =>
      new Promise<string>((resolve, reject) => {
        httpRequest({ port, host: "127.0.0.1", agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve(body));
        })
          .on("error", reject)
          .end();
      });
    try {
      expect(await Promise.all(Array.from({ length: 40 }, get))).toEqual(Array(40).fill("ok"));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
