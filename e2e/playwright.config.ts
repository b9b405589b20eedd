import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./support/chromium-flags.ts";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Room for a busy machine (the suite passes beside a CPU-heavy process): tests wait for states, never
  // for time, so a longer limit only matters when something is slow, never when it is broken.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
  },
});
