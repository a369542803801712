import { inflateRawSync } from "node:zlib";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../core/contracts/profile-import-rules";
import { ImportRejected } from "./import-error";

/**
 * A small ZIP reader for untrusted uploads. It reads the central directory first (entry count and declared sizes
 * are checked before anything is inflated), then inflates only the entries asked for, each stopped as soon as
 * its output passes its declared size (zlib's `maxOutputLength`), so a lying header cannot expand a 10 MB upload
 * into gigabytes. ZIP64, encryption and methods other than stored/deflate are refused or skipped.
 */

export interface ZipEntry {
  /** The path inside the archive, "/"-separated. */
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export const isZip = (data: Uint8Array) =>
  data.length >= 4 &&
  data[0] === 0x50 &&
  data[1] === 0x4b &&
  (data[2] === 3 || data[2] === 5) &&
  data[3] === data[2] + 1;

export function listZip(data: Uint8Array, limits = IMPORT_LIMITS): ZipEntry[] {
  if (data.length > limits.zipBytes) throw new ImportRejected(IMPORT_MESSAGES.zipTooLarge, 413);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (u32(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
  const count = u16(eocd + 10);
  const cdSize = u32(eocd + 12);
  const cdOffset = u32(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
  if (count > limits.zipEntries) throw new ImportRejected(IMPORT_MESSAGES.zipTooManyEntries, 413);
  if (cdOffset + cdSize > eocd) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
  const decoder = new TextDecoder("utf-8");
  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let p = cdOffset;
  for (let k = 0; k < count; k++) {
    if (p + 46 > eocd || u32(p) !== CENTRAL) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
    const flags = u16(p + 8);
    const nameLength = u16(p + 28);
    const next = p + 46 + nameLength + u16(p + 30) + u16(p + 32);
    if (next > eocd) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
    const entry: ZipEntry = {
      name: decoder.decode(data.subarray(p + 46, p + 46 + nameLength)).replaceAll("\\", "/"),
      method: u16(p + 10),
      encrypted: (flags & 1) === 1,
      compressedSize: u32(p + 20),
      declaredSize: u32(p + 24),
      localHeaderOffset: u32(p + 42),
    };
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff)
      throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
    declaredTotal += entry.declaredSize;
    if (declaredTotal > limits.zipUncompressedBytes) throw new ImportRejected(IMPORT_MESSAGES.zipTooBig, 413);
    entries.push(entry);
    p = next;
  }
  return entries;
}

/**
 * Inflates one entry, refusing more than `maxBytes` (and more than it declared). Returns null for an entry
 * that is not a plain file we can read (encrypted, or an unsupported method); throws on a corrupt or lying one.
 */
export function readZipEntry(data: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array | null {
  if (entry.encrypted) throw new ImportRejected(IMPORT_MESSAGES.zipEncrypted);
  if (entry.method !== 0 && entry.method !== 8) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || view.getUint32(at, true) !== LOCAL) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.length) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
  const limit = Math.min(entry.declaredSize, maxBytes);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.declaredSize) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
    return data.subarray(start, end);
  }
  if (limit === 0) return new Uint8Array(0);
  try {
    const out = inflateRawSync(data.subarray(start, end), { maxOutputLength: limit });
    if (out.length !== entry.declaredSize) throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
    return out;
  } catch (error) {
    if (error instanceof ImportRejected) throw error;
    // ERR_BUFFER_TOO_LARGE: the entry inflates past what it declared (a lying header) — refused like any corrupt one.
    throw new ImportRejected(IMPORT_MESSAGES.zipInvalid);
  }
}
