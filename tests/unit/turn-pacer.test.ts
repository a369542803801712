import type { IncomingMessage, ServerResponse } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { answerBusy, pacedServerFactory, TurnPacer } from "../../src/server/http/turn-pacer";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function fakeRequest(n: number, destroyed = false) {
  return [{ socket: { destroyed }, n } as unknown as IncomingMessage, { n } as unknown as ServerResponse] as const;
}
const numberOf = (r: IncomingMessage | ServerResponse) => (r as unknown as { n: number }).n;

function recording(perTurn: number, admission?: ConstructorParameters<typeof TurnPacer>[2]) {
  const started: number[] = [];
  const pacer = new TurnPacer((request) => started.push(numberOf(request)), perTurn, admission);
  return { pacer, started };
}

/** A pacer whose line refuses after `maxWaitMs` on a clock the test moves (`clock.now`). */
function admitting(perTurn: number, maxWaitMs: number) {
  const clock = { now: 0 };
  const refused: number[] = [];
  const paced = recording(perTurn, {
    maxWaitMs,
    refuse: (response) => refused.push(numberOf(response)),
    now: () => clock.now,
  });
  return { ...paced, refused, clock };
}

describe("TurnPacer (D414)", () => {
  it("starts at most `perTurn` requests per turn of the loop, first come first served", async () => {
    const { pacer, started } = recording(3);
    for (let n = 0; n < 8; n++) pacer.handle(...fakeRequest(n));
    expect(started).toEqual([]);
    const perTurn: number[] = [];
    while (started.length < 8) {
      const before = started.length;
      await turn();
      perTurn.push(started.length - before);
    }
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(perTurn.filter((n) => n > 0)).toEqual([3, 3, 2]);
  });

  it("starts one request in a turn that follows an accepted connection, so queued connections are accepted fast", async () => {
    const { pacer, started } = recording(4);
    for (let n = 0; n < 10; n++) pacer.handle(...fakeRequest(n));
    pacer.accepted();
    await turn();
    expect(started).toEqual([0]);
    pacer.accepted();
    await turn();
    expect(started).toEqual([0, 1]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("answers the health check at once, neither paced nor refused", async () => {
    const { pacer, started } = recording(1, { maxWaitMs: 0, refuse: () => {}, now: () => 0 });
    pacer.handle(...fakeRequest(0));
    const [health, response] = fakeRequest(1);
    (health as { url?: string }).url = "/api/health";
    pacer.handle(health, response);
    expect(started).toEqual([1]);
    await turn();
    expect(started).toEqual([1, 0]);
  });

  it("drops a request whose client went away while it waited, without counting it as started", async () => {
    const { pacer, started } = recording(2);
    pacer.handle(...fakeRequest(0));
    pacer.handle(...fakeRequest(1, true));
    pacer.handle(...fakeRequest(2));
    pacer.handle(...fakeRequest(3));
    await turn();
    expect(started).toEqual([0, 2]);
    await turn();
    expect(started).toEqual([0, 2, 3]);
  });

  it("refuses a request that waited longer than the line allows, and starts the ones after it", async () => {
    const { pacer, started, refused, clock } = admitting(2, 100);
    pacer.handle(...fakeRequest(0));
    pacer.handle(...fakeRequest(1));
    pacer.handle(...fakeRequest(2));
    clock.now = 50;
    pacer.handle(...fakeRequest(3));
    clock.now = 120;
    await turn();
    // 0 and 1 waited 120 ms: refused; 2 too; 3 waited 70 ms and starts, as does nothing else (the line is empty).
    expect(refused).toEqual([0, 1, 2]);
    expect(started).toEqual([3]);
    expect(pacer.refused).toBe(3);
  });

  it("refuses at once a request that arrives while the first in the line has waited the longest allowed", async () => {
    const { pacer, started, refused, clock } = admitting(1, 100);
    pacer.handle(...fakeRequest(0));
    pacer.handle(...fakeRequest(1));
    clock.now = 99;
    pacer.handle(...fakeRequest(2));
    expect(refused).toEqual([]);
    clock.now = 100;
    pacer.handle(...fakeRequest(3));
    expect(refused).toEqual([3]);
    expect(started).toEqual([]);
  });

  it("keeps its order over a long line and after it empties", async () => {
    const { pacer, started } = recording(4);
    for (let n = 0; n < 3000; n++) pacer.handle(...fakeRequest(n));
    while (started.length < 3000) await turn();
    pacer.handle(...fakeRequest(3000));
    await turn();
    expect(started).toEqual(Array.from({ length: 3001 }, (_, n) => n));
  });

  it("refuses a pace that is not a whole number over 0", () => {
    expect(() => new TurnPacer(() => {}, 0)).toThrow();
    expect(() => new TurnPacer(() => {}, 1.5)).toThrow();
  });

  it("serves many requests at once over a real socket with Fastify's timeouts, and refuses in the API's error shape", async () => {
    const server = pacedServerFactory(2)(
      (_request, response) => {
        setTimeout(() => response.end("ok"), 1);
      },
      { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0 },
    );
    expect(server.keepAliveTimeout).toBe(72_000);
    // A clock a second further on each time it is read: every request has waited too long once the line looks.
    let clock = 0;
    const refusing = pacedServerFactory(1, { maxWaitMs: 500, refuse: answerBusy, now: () => (clock += 1000) })(
      () => {},
      {},
    );
    const listen = async (s: typeof server) => {
      await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
      return (s.address() as AddressInfo).port;
    };
    const get = (port: number) =>
      new Promise<{ status: number; body: string; retryAfter: string | undefined }>((resolve, reject) => {
        httpRequest({ port, host: "127.0.0.1", agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body, retryAfter: response.headers["retry-after"] }),
          );
        })
          .on("error", reject)
          .end();
      });
    try {
      const port = await listen(server);
      const answers = await Promise.all(Array.from({ length: 40 }, () => get(port)));
      expect(answers.map((a) => a.body)).toEqual(Array(40).fill("ok"));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    try {
      const busy = await get(await listen(refusing));
      expect(busy.status).toBe(503);
      expect(busy.retryAfter).toBe("1");
      expect(JSON.parse(busy.body)).toEqual({
        error: { code: "service_unavailable", message: expect.stringMatching(/briefly unavailable/) },
      });
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
  });
});
