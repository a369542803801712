/** A PostgreSQL LSN (`16/B374D848`) as a number that orders like it. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const m = /^([0-9A-F]+)\/([0-9A-F]+)$/i.exec(text ?? "");
  return m ? (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`) : null;
}

/**
 * The end of the last WAL record the primary holds, from its insert position. When the last record ended on a page
 * boundary the insert position already points past the next page's header (24 bytes; 40 at a segment's start), where
 * a replica's replay position (the end of the last record replayed) never gets while nothing more is written: taken
 * as it is, a quiet primary would leave a caught-up replica looking behind.
 */
export function committedThrough(insert: bigint | null, fileOffset: number, blockSize: number): bigint | null {
  if (insert === null) return null;
  if (fileOffset === 40) return insert - 40n;
  if (blockSize > 0 && fileOffset % blockSize === 24) return insert - 24n;
  return insert;
}

/** One reading of the primary's WAL position, and when it was asked for. */
interface Sample {
  at: number;
  lsn: bigint;
}

/**
 * How stale a replica is known to be at most (issue 38 §1, D316): the primary's WAL position is read every check, and
 * the replica has everything the primary had at `at` once its replay position reaches the one read then. Positions
 * are compared, not times, so a quiet spell (nothing written: the position stands still) costs nothing, and a replica
 * whose upstream is gone (its replay stands still while the primary's position moves on) falls behind the bound
 * however still its own two positions stand.
 */
export class Staleness {
  private samples: Sample[] = [];
  /** The newest primary reading the replica is known to have replayed (ms since the epoch); -Infinity: none. */
  freshAsOf = Number.NEGATIVE_INFINITY;

  constructor(private readonly maxLagMs: number) {}

  /** Notes the primary's position read at `at` (readings must come in order). */
  primaryAt(at: number, lsn: bigint): void {
    this.samples.push({ at, lsn });
    // Readings older than the bound cannot make the replica fresh enough again; the newest is always kept.
    const horizon = at - this.maxLagMs;
    while (this.samples.length > 1 && this.samples[0]!.at < horizon) this.samples.shift();
  }

  /** Notes the replica's replay position, read after the primary readings noted so far. */
  replayed(lsn: bigint): void {
    for (const s of this.samples) if (s.lsn <= lsn && s.at > this.freshAsOf) this.freshAsOf = s.at;
  }

  /** Forgets what the replica was known to have (it went away; it may come back as another server). */
  reset(): void {
    this.freshAsOf = Number.NEGATIVE_INFINITY;
  }

  /** How far behind the primary the replica may be at `now`, at most (ms). */
  lagMs(now: number): number {
    return now - this.freshAsOf;
  }

  within(now: number): boolean {
    return this.lagMs(now) <= this.maxLagMs;
  }
}

/** How often the replica and the primary are asked: four times within the bound, at most once a second. */
export function checkIntervalMs(maxLagMs: number): number {
  return Math.min(1000, Math.max(100, Math.floor(maxLagMs / 4)));
}
