import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export cells", () => {
  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(10000)).toBe('"10000"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
  });

  it("neutralises spreadsheet formulas with a leading single quote", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1+1")).toBe('"\'+1+1"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell("\tcmd")).toBe('"\'\tcmd"');
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("joins rows with CRLF and ends with one", () => {
    expect(
      toCsv([
        ["a", 1],
        ["=b", 2],
      ]),
    ).toBe('"a","1"\r\n"\'=b","2"\r\n');
  });
});
