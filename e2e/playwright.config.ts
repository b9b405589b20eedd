import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded browser; these flags keep it off the (closed) network.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

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
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
    trace: "retain-on-failure",
  },
});
