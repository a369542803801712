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
