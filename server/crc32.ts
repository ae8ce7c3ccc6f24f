// CRC-32 of joined pieces from the pieces' own CRCs (zlib's crc32_combine), so a gzip member
// assembled around a fresh nonce needs the CRC of the nonce alone, not of the whole page.
const POLY = 0xedb88320;

/** a × b modulo the CRC polynomial (bit-reflected). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo P for k = 0..31. */
const X2N = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** The operator that appends `bytes` zero bytes to a CRC: give it to `crc32Combine`. */
export function crc32Shift(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and `crc32Shift(length of B)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
