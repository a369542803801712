import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decidePublication,
  isolatesOne,
  PUBLICATION_MIN_EMPLOYERS,
  type PublicationItem,
} from "../../src/server/kernel/rating-publication";

/**
 * The publication rule of D304 against the differencing attack of issue 33 §3: a reader who sees the published
 * figures before and after a change solves `(n+1)·after − n·before` (sums, here exact: no rounding helps us).
 */

const CATEGORIES = 15;
type Scores = number[];

interface Rating {
  id: string;
  employer: string;
  version: number;
  scores: Scores;
}

const itemOf = (r: Rating): PublicationItem => ({ key: `${r.id}:${r.version}`, group: r.employer });

/** A simulated professional: ratings by employers, each publication attempt as the command makes it. */
class Profile {
  ratings = new Map<string, Rating>();
  history: PublicationItem[][] = [];
  /** Every published snapshot as the reader sees it: count and per-category sums, plus which ratings it held. */
  published: Array<{ count: number; sums: number[]; ratings: Map<string, Rating> }> = [];
  private next = 0;

  add(employer: string, scores: Scores) {
    const id = `r${this.next++}`;
    this.ratings.set(id, { id, employer, version: 0, scores });
    this.publish();
    return id;
  }
  edit(id: string, scores: Scores) {
    const r = this.ratings.get(id);
    if (!r) return;
    this.ratings.set(id, { ...r, version: r.version + 1, scores });
    this.publish();
  }
  remove(id: string) {
    this.ratings.delete(id);
    this.publish();
  }
  publish() {
    const items = [...this.ratings.values()].map(itemOf);
    if (decidePublication(this.history, items) !== "publish") return;
    this.history.push(items);
    const sums = new Array<number>(CATEGORIES).fill(0);
    for (const r of this.ratings.values()) for (const [i, v] of r.scores.entries()) sums[i]! += v;
    this.published.push({ count: this.ratings.size, sums, ratings: new Map(this.ratings) });
  }
}

const scoresArb = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: CATEGORIES, maxLength: CATEGORIES });
const same = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The attacker's solve between two published snapshots, with the knowledge of one employer (its own ratings
 * before and after): what is left of the difference once its own part is taken out. Returns the ratings the
 * remainder would expose if exactly one unknown rating version changed.
 */
function solvedRatings(
  before: Profile["published"][number],
  after: Profile["published"][number],
  attacker: string | null,
): Rating[] {
  const diff = after.sums.map((v, i) => v - before.sums[i]!);
  const changedIn = [...after.ratings.values()].filter((r) => before.ratings.get(r.id)?.version !== r.version);
  const changedOut = [...before.ratings.values()].filter((r) => after.ratings.get(r.id)?.version !== r.version);
  for (const r of changedIn) if (r.employer === attacker) for (const [i, v] of r.scores.entries()) diff[i]! -= v;
  for (const r of changedOut) if (r.employer === attacker) for (const [i, v] of r.scores.entries()) diff[i]! += v;
  const unknownIn = changedIn.filter((r) => r.employer !== attacker);
  const unknownOut = changedOut.filter((r) => r.employer !== attacker);
  const exposed: Rating[] = [];
  // The solve: the remainder equals one rating that arrived (or minus one that left) exactly.
  for (const r of unknownIn) if (same(diff, r.scores) && unknownIn.length + unknownOut.length === 1) exposed.push(r);
  for (const r of unknownOut)
    if (
      same(
        diff.map((v) => -v),
        r.scores,
      ) &&
      unknownIn.length + unknownOut.length === 1
    )
      exposed.push(r);
  return exposed;
}

type Step =
  | { kind: "add"; employer: number; scores: Scores }
  | { kind: "edit"; pick: number; scores: Scores }
  | { kind: "remove"; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("add" as const),
      employer: fc.integer({ min: 0, max: 7 }),
      scores: scoresArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(), scores: scoresArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }) },
);

function play(steps: Step[]): Profile {
  const profile = new Profile();
  for (const step of steps) {
    const ids = [...profile.ratings.keys()];
    if (step.kind === "add") {
      const employer = `e${step.employer}`;
      // One rating per employer and professional, as submit-rating refuses a duplicate.
      if ([...profile.ratings.values()].some((r) => r.employer === employer)) continue;
      profile.add(employer, step.scores);
    } else if (ids.length > 0) {
      const id = ids[step.pick % ids.length]!;
      if (step.kind === "edit") profile.edit(id, step.scores);
      else profile.remove(id);
    }
  }
  return profile;
}

describe("rating publication (D304)", () => {
  it("never lets two published snapshots be differenced into one rating, for any history and any one attacker", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const profile = play(steps);
        const employers = [null, ...Array.from({ length: 8 }, (_, i) => `e${i}`)];
        const snapshots = [
          { count: 0, sums: new Array<number>(CATEGORIES).fill(0), ratings: new Map() },
          ...profile.published,
        ];
        for (let i = 0; i < snapshots.length; i++)
          for (let j = i + 1; j < snapshots.length; j++)
            for (const attacker of employers) expect(solvedRatings(snapshots[i]!, snapshots[j]!, attacker)).toEqual([]);
        // Every published snapshot sums at least 3 employers' ratings (or none at all).
        for (const s of profile.published)
          expect(s.count === 0 || new Set([...s.ratings.values()].map((r) => r.employer)).size >= 3).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("no combination of all published snapshots isolates a rating version, even knowing one employer's own", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const profile = play(steps);
        const rows = profile.history.map((s) => new Set(s.map((i) => i.key)));
        const groupOf = new Map(profile.history.flat().map((i) => [i.key, i.group]));
        const all = [...groupOf.keys()];
        expect(isolatesOne(rows, all)).toBe(false);
        for (const g of new Set(groupOf.values()))
          expect(
            isolatesOne(
              rows,
              all.filter((k) => groupOf.get(k) !== g),
            ),
          ).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("the probe's attack fails for n = 1, 2, 5 and 20 prior ratings: the figures wait for 3 employers", () => {
    for (const n of [1, 2, 5, 20]) {
      const profile = new Profile();
      for (let i = 0; i < n; i++) profile.add(`prior${i}`, new Array(CATEGORIES).fill(1 + (i % 5)));
      const before = profile.published.at(-1);
      const b = new Array(CATEGORIES).fill(0).map((_, i) => 1 + ((i * 7) % 5));
      profile.add("B", b);
      const after = profile.published.at(-1);
      // Nothing published reads as zero figures; the solve is never B's scores, even for an attacker who is one of
      // the priors and takes its own rating out.
      const zero = { count: 0, sums: new Array<number>(CATEGORIES).fill(0) };
      const solved = (after ?? zero).sums.map((v, i) => v - (before ?? zero).sums[i]!);
      expect(solved).not.toEqual(b);
      if (after && after !== before) expect(after.count - (before?.count ?? 0)).toBeGreaterThanOrEqual(3);
      for (const attacker of [null, "prior0", "B"])
        if (before && after) expect(solvedRatings(before, after, attacker)).toEqual([]);
    }
  });

  it("with no earlier snapshot, publishing means at least 3 employers (the seed's and migration's SQL rule)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 12 }), (employers) => {
        const items = employers.map((e, i) => ({ key: `r${i}:0`, group: `e${e}` }));
        const distinct = new Set(employers).size;
        expect(decidePublication([], items) === "publish").toBe(distinct >= PUBLICATION_MIN_EMPLOYERS);
      }),
    );
  });

  it("a batch of 3 employers moves the figures; an attacker among them faces the sum of the other two", () => {
    const p = new Profile();
    p.add("A", new Array(CATEGORIES).fill(5));
    p.add("B", new Array(CATEGORIES).fill(4));
    expect(p.published).toHaveLength(0);
    p.add("C", new Array(CATEGORIES).fill(3));
    expect(p.published).toHaveLength(1);
    p.add("D", new Array(CATEGORIES).fill(2));
    p.add("E", new Array(CATEGORIES).fill(1));
    expect(p.published).toHaveLength(1);
    p.add("F", new Array(CATEGORIES).fill(5));
    expect(p.published).toHaveLength(2);
  });

  it("an edit or a removal alone never moves the figures", () => {
    const p = new Profile();
    const a = p.add("A", new Array(CATEGORIES).fill(5));
    p.add("B", new Array(CATEGORIES).fill(4));
    p.add("C", new Array(CATEGORIES).fill(3));
    expect(p.published).toHaveLength(1);
    p.edit(a, new Array(CATEGORIES).fill(1));
    expect(p.published).toHaveLength(1);
    p.remove(a);
    expect(p.published).toHaveLength(1);
  });

  it("refuses the three-snapshot trick: publish a batch, add a second, drop the first and add one (S1 − S2 + S3)", () => {
    const p = new Profile();
    const first = ["a", "b", "c"].map((e) => p.add(e, new Array(CATEGORIES).fill(3)));
    for (const e of ["d", "e", "f"]) p.add(e, new Array(CATEGORIES).fill(4));
    expect(p.published).toHaveLength(2);
    // Without the history, the last step looks like a 4-employer change from a 6-employer snapshot.
    const items = [...p.ratings.values()].filter((r) => !first.includes(r.id)).map(itemOf);
    items.push({ key: "rB:0", group: "B" });
    expect(decidePublication([p.history[1]!], items)).toBe("publish");
    expect(decidePublication(p.history, items)).toBe("withhold");
  });
});
