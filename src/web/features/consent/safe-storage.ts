import type { KeyValueStorage } from "./consent";

/** localStorage, or an in-memory stand-in where the browser blocks it (the getter itself can throw). */
export function safeLocalStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = "__standing_probe__";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => {
        memory.set(k, String(v));
      },
    };
  }
}
