import Papa from "papaparse";

export type CsvDelimiter = "," | ";" | "\t";
export interface CsvTable {
  rows: string[][];
  /** The separator the file uses: a comma, or a semicolon or tab as spreadsheets in many locales export. */
  delimiter: CsvDelimiter;
}

const DELIMITERS: CsvDelimiter[] = [",", ";", "\t"];

/**
 * RFC 4180 CSV by papaparse (issue 13 §8): quoted fields with separators, quotes ("") and line breaks; CRLF, LF or
 * CR; a leading BOM dropped; blank lines skipped. The separator is guessed from the first rows (comma, semicolon
 * or tab) and is a comma when nothing else fits.
 */
export function readCsv(input: string): CsvTable {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === "") return { rows: [], delimiter: "," };
  const result = Papa.parse<string[]>(text, {
    delimiter: "",
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: true,
    header: false,
    dynamicTyping: false,
  });
  const guessed = result.meta.delimiter as CsvDelimiter;
  return { rows: result.data, delimiter: DELIMITERS.includes(guessed) ? guessed : "," };
}

/** Rows of raw strings; see `readCsv`. */
export function parseCsv(input: string): string[][] {
  return readCsv(input).rows;
}

export type CsvEncoding = "utf-8" | "windows-1252";

/**
 * Text from a file's bytes: UTF-8 when the bytes are valid UTF-8 (with or without a BOM), otherwise Windows-1252,
 * which is what Excel on Windows writes for "CSV (Comma delimited)". Every byte sequence is valid Windows-1252, so
 * this never fails; the caller says when it fell back, since a different legacy encoding would read wrongly.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // Node 20's decoder reads "windows-1252" as Latin-1 (0x80 stays U+0080, not €); browsers map it. Mapping the
    // 0x80-0x9F block here gives the same text on both.
    const text = new TextDecoder("windows-1252")
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] || c);
    return { text, encoding: "windows-1252" };
  }
}

/** Windows-1252 bytes 0x80-0x9F; the five unassigned ones (empty) keep their control character. */
const CP1252_HIGH = [..."€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ"].map((c) => (c === "\0" ? "" : c));
