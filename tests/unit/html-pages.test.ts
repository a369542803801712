import { describe, expect, it } from "vitest";
import { pickEncoding } from "../../src/server/http/html-pages";

describe("pickEncoding", () => {
  it("prefers br, then gzip, and honours q=0 refusals", () => {
    // Accept-Encoding header → the encoding served.
    const chosen: Array<[string | undefined, string]> = [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["*", "br"],
      ["*, br;q=0", "gzip"],
      ["identity", "identity"],
      [undefined, "identity"],
      ["", "identity"],
      ["gzip;q=0", "identity"],
    ];
    for (const [header, encoding] of chosen) expect(pickEncoding(header), String(header)).toBe(encoding);
  });
});
