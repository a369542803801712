/**
 * Characters a file name must never carry: control characters, and the Unicode bidirectional controls that make
 * "invoice\u202Efdp.exe" display as "invoiceexe.pdf" (issue 12, hole 8), plus zero-width characters and lone
 * surrogates. One rule for every upload.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\p{Cs}/gu;

export function stripUnsafeNameCharacters(name: string): string {
  return name.normalize("NFC").replace(UNSAFE, "");
}
