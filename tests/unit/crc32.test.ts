// The CRC of joined pieces from the pieces' CRCs must equal zlib's CRC of the whole, or every kept
// page sent as gzip would fail its check in the browser.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "../../server/crc32";

describe("crc32Combine", () => {
  it("equals the CRC of A followed by B, for empty, short and long pieces", () => {
    for (const [a, b] of [
      [0, 0],
      [0, 24],
      [24, 0],
      [1, 1],
      [24, 60_000],
      [65_535, 7],
      [123_457, 99_999],
    ] as const) {
      const first = crypto.randomBytes(a);
      const second = crypto.randomBytes(b);
      const combined = crc32Combine(zlib.crc32(first), zlib.crc32(second), crc32Shift(second.length));
      expect(combined).toBe(zlib.crc32(Buffer.concat([first, second])));
    }
  });
});
