import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { AdminDisputeDetail, AdminDisputeList, OkMessage } from "../../src/core/contracts/dispute-review";
import { type ApiAnswer, apiCall } from "../../src/web/lib/api";

// Typing only: these calls are never made (the functions are not invoked at run time).
const never = false as boolean;

describe("the typed client (D0374)", () => {
  it("types a call's answer from the route's declared response schema", () => {
    expectTypeOf<ApiAnswer<"GET /admin/disputes">>().toEqualTypeOf<z.output<typeof AdminDisputeList>>();
    expectTypeOf<ApiAnswer<"GET /admin/disputes/:disputeId">>().toEqualTypeOf<z.output<typeof AdminDisputeDetail>>();
    expectTypeOf<ApiAnswer<"POST /admin/disputes/:disputeId/claim">>().toEqualTypeOf<z.output<typeof OkMessage>>();
  });

  it("requires the path's parameters and the declared body", () => {
    if (never) {
      void apiCall("GET /admin/disputes/:disputeId", { params: { disputeId: "d1" } });
      // @ts-expect-error the path parameter is required
      void apiCall("GET /admin/disputes/:disputeId");
      // @ts-expect-error a parameter the path does not have
      void apiCall("GET /admin/disputes/:disputeId", { params: { id: "d1" } });
      // @ts-expect-error the body is required
      void apiCall("POST /admin/disputes/:disputeId/decide", { params: { disputeId: "d1" } });
      // @ts-expect-error no such route
      void apiCall("GET /admin/nothing");
    }
    expectTypeOf(apiCall<"GET /admin/disputes">).returns.resolves.toEqualTypeOf<z.output<typeof AdminDisputeList>>();
  });
});
