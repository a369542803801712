import { LRUCache } from "lru-cache";

/** A kept answer. lru-cache holds these; the time to live and the refresh-ahead window are judged from `expires`. */
export interface Entry {
  body: string;
  type: string;
  /** When the answer stops being given out (kept at + `ttlMs`). */
  expires: number;
  tag: string | undefined;
  /** The compressed copies, by the request's exact Accept-Encoding header (a browser sends the same one each time). */
  variants: Map<string, { body: Buffer; encoding: string }>;
}

/** Enough for the few Accept-Encoding spellings browsers send; more would only be other clients' oddities. */
const MAX_VARIANTS = 3;

export interface VisitorCacheOptions {
  ttlMs: number;
  /** Bounds that keep the memory flat whatever visitors ask: the least recently used entries go first. */
  maxEntries?: number;
  maxBytes?: number;
  /**
   * In the last this-many milliseconds of an answer's life, the first visitor asking reads it afresh while the
   * others are still given the kept one (default: a fifth of the time to live). Never past the time to live.
   */
  refreshAheadMs?: number;
  /** How long a visitor waits at most for another request reading the same URL (default 8 s), then reads it too. */
  waitMs?: number;
  now?: () => number;
}

/** The request reading a URL for lru-cache's `fetch()`: its fetchMethod hands the reading to this request. */
export interface Reading {
  lead: boolean;
  /** Resolved when the fetchMethod makes this request the one reading (whenever lru-cache calls it). */
  led: Promise<void>;
  markLed: () => void;
  /** Settles the fetch: the answer to keep, or undefined (nothing kept). Set once this request leads. */
  settle?: (entry: Entry | undefined) => void;
  settled: boolean;
}

/** What a visitor's request is to do, as `lookup` decides it. */
export type Lookup =
  | { kind: "hit"; entry: Entry }
  /** Read the answer from the database; `reading` when this request's answer is the one to keep. */
  | { kind: "read"; reading?: Reading };

/**
 * A microcache of what visitors read (search, suggestions, public profile headers), the pattern of Discourse's
 * anonymous cache and nginx's microcaching: the same URL asked by many visitors within a few seconds is answered
 * once from the database. Only GET answers 200 to a request with no session cookie and no API key are kept, after
 * the guard has judged the request (so every policy still applies) and before compression (the stored body is the
 * serialised JSON). Any successful write through this instance empties it, so a professional who hides a profile
 * or an administrator who removes one is obeyed here at once; other instances follow within `ttlMs` (D275).
 *
 * Built on lru-cache's public `fetch()` (decision 0341): it bounds entries and bytes, coalesces the visitors asking
 * a URL while one request reads it (D292), and keeps the stale answer for the others while one refreshes it (D290).
 * The "fetch" is the leading request's own trip through its route handler: the fetchMethod hands the reading to that
 * request and resolves when its answer is sent.
 */
export class VisitorCache {
  private readonly lru: LRUCache<string, Entry, Reading>;
  /** Bumped by every clear: an answer read before a write finished is not stored after it. */
  generation = 0;
  hits = 0;
  misses = 0;
  refreshes = 0;
  waits = 0;
  private readonly waitMs: number;
  private readonly refreshAheadMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** URLs whose fetch is under way (their kept answer, if any, is not re-sized meanwhile: that would cancel it). */
  private readonly reading = new Set<string>();

  constructor(private readonly options: VisitorCacheOptions) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.refreshAheadMs = options.refreshAheadMs ?? options.ttlMs / 5;
    // Longer than a search takes even on a cold start (up to 5.7 s seen with 200 visitors arriving at once): a
    // visitor who stopped waiting would read the same answer again, behind the searches' bulkhead (D291).
    this.waitMs = options.waitMs ?? 8_000;
    this.now = options.now ?? Date.now;
    this.lru = new LRUCache<string, Entry, Reading>({
      max: options.maxEntries ?? 5_000,
      maxSize: this.maxBytes,
      // One answer larger than an eighth of the budget would push out many useful ones: not kept.
      maxEntrySize: this.maxBytes / 8,
      sizeCalculation: (entry, key) => sizeOf(key, entry),
      // lru-cache's own clock and expiry only clean up (an entry is due at `expires`, judged here); no cached clock,
      // so a test's clock is read on every call.
      ttl: Math.max(1, options.ttlMs),
      ttlResolution: 0,
      perf: { now: this.now },
      fetchMethod: (key, _stale, { context }) => this.lead(key, context),
    });
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.lru.size;
  }

  /** The kept answer for `key` while it may be given out (before `expires`), whether or not it is being refreshed. */
  get(key: string): Entry | undefined {
    const entry = this.lru.peek(key, { allowStale: true });
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      if (!this.reading.has(key)) this.lru.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, body: string, type: string, tag: string | undefined): void {
    this.lru.set(key, { body, type, tag, expires: this.now() + this.options.ttlMs, variants: new Map() });
  }

  /**
   * What a visitor asking `key` gets: the kept answer, or the reading of it. In the kept answer's last
   * `refreshAheadMs` the first visitor asking reads it afresh while the others are still given the kept one until it
   * expires, never after (D290): without it every visitor asking in the moment an answer expired read it from the
   * database. With nothing to give, a visitor waits for the request already reading the URL (D292), at most `waitMs`.
   */
  async lookup(key: string): Promise<Lookup> {
    const now = this.now();
    const kept = this.get(key);
    if (kept && now < kept.expires - this.refreshAheadMs) return { kind: "hit", entry: kept };
    // Another visitor's request is reading this URL already: wait for its answer rather than read it again.
    if (!kept && this.reading.has(key)) this.waits++;
    let markLed!: () => void;
    const led = new Promise<void>((resolve) => {
      markLed = resolve;
    });
    const reading: Reading = { lead: false, led, markLed, settled: false };
    // forceRefresh: the entry is due by this cache's clock (lru-cache would still call it fresh); allowStale: the
    // others are given the kept answer while one request reads it afresh.
    const fetched = this.lru
      .fetch(key, { context: reading, forceRefresh: true, allowStale: kept !== undefined })
      // A fetch cancelled by a clear or a refusal: the visitor reads for itself.
      .catch(() => undefined);
    if (kept) {
      await Promise.race([led, fetched]);
      if (reading.lead) {
        this.refreshes++;
        return { kind: "read", reading };
      }
      return { kind: "hit", entry: kept };
    }
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, this.waitMs, undefined);
      timer.unref?.();
    });
    // Whether this request leads is known before its fetch settles (the fetch settles when it has read).
    const first = await Promise.race([led.then(() => "led" as const), fetched, gaveUp]);
    clearTimeout(timer);
    if (reading.lead || first === "led") {
      this.misses++;
      return { kind: "read", reading };
    }
    const entry = first;
    if (entry && entry.expires > this.now()) return { kind: "hit", entry };
    this.misses++;
    return { kind: "read" };
  }

  /** lru-cache's fetchMethod: the request in `reading` reads `key`; the fetch settles with what it keeps. */
  private lead(key: string, reading: Reading | undefined): Promise<Entry | undefined> | undefined {
    if (!reading) return undefined;
    this.reading.add(key);
    return new Promise<Entry | undefined>((resolve) => {
      // A slow or lost reading never holds the others: after `waitMs` nothing is kept from it (D292).
      const timer = setTimeout(() => reading.settle?.(undefined), this.waitMs);
      timer.unref?.();
      reading.settle = (entry) => {
        if (reading.settled) return;
        reading.settled = true;
        clearTimeout(timer);
        this.reading.delete(key);
        resolve(entry);
      };
      reading.lead = true;
      reading.markLed();
    });
  }

  /** The leading request's answer, to keep (from the response's serialised body). */
  keep(reading: Reading, body: string, type: string, tag: string | undefined): void {
    reading.settle?.({ body, type, tag, expires: this.now() + this.options.ttlMs, variants: new Map() });
  }

  /** The leading request's answer is not to be kept; a refusal (not 200) also forgets the kept answer. */
  drop(key: string, reading: Reading | undefined, refused: boolean): void {
    if (refused) this.forget(key);
    reading?.settle?.(undefined);
  }

  /** Keeps the compressed copy of a kept answer, so the next visitor asking the same way is not compressed for. */
  addVariant(key: string, acceptEncoding: string, body: Buffer, encoding: string): void {
    const entry = this.get(key);
    if (!entry || this.reading.has(key)) return;
    if (entry.variants.size >= MAX_VARIANTS || entry.variants.has(acceptEncoding)) return;
    entry.variants.set(acceptEncoding, { body, encoding });
    // Set again to count its new size (and evict for it); its time to live is left as it was.
    this.lru.set(key, entry, { noUpdateTTL: true });
  }

  forget(key: string): void {
    this.reading.delete(key);
    this.lru.delete(key);
  }

  clear(): void {
    this.generation++;
    // Cancels the fetches under way too: what they read started before the write and is not kept.
    this.lru.clear();
    this.reading.clear();
  }
}

function sizeOf(key: string, entry: Entry): number {
  let size = entry.body.length + key.length;
  for (const [ae, v] of entry.variants) size += v.body.length + ae.length;
  return size;
}
