import { describe, expect, it } from "vitest";
import { pickEncoding } from "../../src/server/http/html-pages";

describe("pickEncoding", () => {
  it("prefers br, then gzip, and honours q=0 refusals", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
    expect(pickEncoding("gzip;q=0")).toBe("identity");
  });
});
