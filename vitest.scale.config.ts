import { defineConfig } from "vitest/config";

/**
 * `npm run test:scale` (issue 19): several instances on one PostgreSQL and the read replica, against a real
 * primary (127.0.0.1:5434) and hot standby (127.0.0.1:5435) that tests/scale/setup.ts makes with
 * scripts/pg-replica.sh and removes afterwards. Not part of `npm test`; .ci/run runs it after the PostgreSQL suite.
 */
export default defineConfig({
  test: {
    name: "scale",
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/scale/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One file at a time: they stop and start the shared replica.
    fileParallelism: false,
  },
});
