/**
 * Every user-facing string the spec quotes (SPEC §1, §2, §5, §8), written once.
 * Server and web both import from here so the exact wording cannot drift.
 *
 * Split by audience into modules re-exported here, so that a page's JavaScript carries only the parts it uses: a
 * marketing page's islands import the public and account strings, not every dashboard's (D293).
 */
export * from "./account";
export * from "./public";
export * from "./security";
export * from "./workspace";
