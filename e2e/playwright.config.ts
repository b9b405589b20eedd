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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
  },
});
