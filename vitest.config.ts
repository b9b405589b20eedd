import { defineConfig } from "vitest/config";

// One runner for the domain and server suites; the browser journeys run under Playwright (e2e/).
export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["test/**/*.test.ts"] } },
      { test: { name: "web", root: "packages/web", include: ["test/**/*.test.ts"] } },
      // The bench's pure parts (its summary); the measurements themselves run in `npm run bench`.
      { test: { name: "bench", root: "bench", include: ["test/**/*.test.ts"] } },
      // The repository itself: its documents' links.
      { test: { name: "repository", root: "scripts", include: ["test/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "packages/server",
          include: ["test/**/*.test.ts"],
          globalSetup: ["test/setup/global-postgres.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
    ],
  },
});
