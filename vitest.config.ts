import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Files that start real processes or open their own PGlite whatever TEST_DATABASE_URL says: the same work in both
 * suites, so they run once, in the PostgreSQL suite (`npm run test:pg`, which CI runs), keeping `npm test` short.
 */
const ENGINE_INDEPENDENT_SLOW = [
  "tests/api/startup-faults.test.ts",
  "tests/seed.test.ts",
  "tests/api/backup.test.ts",
  // Security headers, raw-socket requests and the developer tools' gates (40 s on PGlite): the same requests and
  // answers on both engines, so they run once, on PostgreSQL. The in-memory throttle that PGlite runs use keeps its
  // own files here (auth, lockout-bursts, lockout-unlock).
  "tests/api/security.test.ts",
  "tests/api/dev-tools.test.ts",
  // Session 36 (640 s for `npm test` on a slower host): three more whose work never asks which engine runs it: the
  // route × role matrix (authorization, the policy module), the anonymity crawl (the presenters' fields) and the
  // credentials' signatures (jose). 20-30 s each on PGlite there.
  "tests/api/policy-matrix.test.ts",
  "tests/api/anonymity-crawl.test.ts",
  "tests/api/credentials.test.ts",
];

/** Default suite: unit (core + web) and API (buildApp on a fresh database per file). E2E lives in vitest.e2e.config.ts. */
export default defineConfig({
  plugins: [react()],
  test: {
    // Every core (D415): Vitest's default leaves one free, which on CI's two cores ran every file one after another.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/unit/**/*.test.{ts,tsx}"],
          exclude: ["src/server/**"],
          environment: "happy-dom",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/*.test.ts"],
          exclude: process.env.TEST_DATABASE_URL ? [] : ENGINE_INDEPENDENT_SLOW,
          environment: "node",
          globalSetup: ["tests/setup/database-template.ts"],
          setupFiles: ["tests/setup/shared-modules.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          // One import of the server per worker, not per file (D282); tests/setup/shared-modules.ts resets what a
          // file could leave behind.
          isolate: false,
        },
      },
    ],
  },
});
