/** A Storage stand-in (getItem, setItem) over a Map, for code that reads and writes localStorage. */
export class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

/** Storage whose every read and write throws, as a browser's does when storage is blocked (or full, for writes). */
export const throwingStorage = (readError = "SecurityError", writeError = readError) => ({
  getItem: (): string | null => {
    throw new Error(readError);
  },
  setItem: (): void => {
    throw new Error(writeError);
  },
});
