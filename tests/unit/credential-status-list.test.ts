import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeStatusList, STATUS_LIST_ENTRIES, statusBit } from "../../src/server/credentials/status-list";

/** W3C Bitstring Status List v1.0: multibase "u" + base64url(GZIP(bits)), index 0 the first byte's highest bit. */
describe("the credentials' status list encoding (D0348)", () => {
  it("has 131,072 entries and the spec's bit order, independently of our decoder", () => {
    const encoded = encodeStatusList([0, 7, 8, 131_071]);
    expect(encoded.startsWith("u")).toBe(true);
    const bytes = gunzipSync(Buffer.from(encoded.slice(1), "base64url"));
    expect(bytes.length * 8).toBe(STATUS_LIST_ENTRIES);
    expect(bytes[0]).toBe(0b1000_0001);
    expect(bytes[1]).toBe(0b1000_0000);
    expect(bytes[16_383]).toBe(0b0000_0001);
    expect(bytes.reduce((n, b) => n + (b === 0 ? 0 : 1), 0)).toBe(3);
  });

  it("reads back exactly the entries set, and refuses out-of-range indexes and short lists", () => {
    const set = [1, 2, 4099, 77_777];
    const encoded = encodeStatusList(set);
    for (const i of [0, 1, 2, 3, 4098, 4099, 4100, 77_777, 131_071])
      expect(statusBit(encoded, i)).toBe(set.includes(i));
    expect(() => statusBit(encoded, STATUS_LIST_ENTRIES)).toThrow();
    expect(() => statusBit(encoded, -1)).toThrow();
    expect(() => statusBit("zAAAA", 0)).toThrow();
  });
});
