import { defineConfig } from "vitest/config";

/** Browser journeys: one built production server per run (tests/e2e/global-setup.ts), Debian's Chromium. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
