import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { arrive, axeViolations, expect, test } from "./support/fixtures.ts";
import { serverEntry } from "./support/servers.ts";

// The first sign-in of a server started without ADMIN_EMAIL (decision 0061): the link it prints creates the
// first admin on /setup and opens the staff console signed in; the same link then says setup is closed.
// A server of this spec's own, whose output is read for the link as an operator reads the log.

let child: ChildProcess;
let dataDir: string;
let baseUrl: string;
let link: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "ember-e2e-setup-"));
  child = spawn(process.execPath, ["--disable-proto=delete", serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (text: string) => {
    output += text;
  });
  await expect
    .poll(() => /(http\S+\/setup#token=\S+)/.exec(output)?.[1], { timeout: 60_000 })
    .toEqual(expect.any(String));
  link = /(http\S+\/setup#token=\S+)/.exec(output)?.[1] ?? "";
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("says what is missing when /setup is opened without the link", async ({ page }) => {
  const response = await page.goto(`${baseUrl}/setup`);
  expect(response?.status()).toBe(200);
  await arrive(page);
  await expect(page.getByRole("heading", { level: 1, name: "Create the first admin account" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("needs the setup link");
});

test("creates the first admin from the printed link and opens the console signed in", async ({ page }) => {
  await page.goto(link);
  await arrive(page);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(`${baseUrl}/setup`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill("first.admin@example.org");
  await page.getByLabel("Your name (optional)").fill("First Admin");
  await page.getByLabel("Password", { exact: true }).fill("a long passphrase");
  await page.getByLabel("Confirm password").fill("another passphrase");
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page.getByText("The two passwords don't match.")).toBeVisible();

  await page.getByLabel("Confirm password").fill("a long passphrase");
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseUrl}/admin`));
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
});

test("says setup is closed when the link is opened again", async ({ page }) => {
  await page.goto(link);
  await arrive(page);
  await page.getByLabel("Email").fill("second@example.org");
  await page.getByLabel("Password", { exact: true }).fill("a long passphrase");
  await page.getByLabel("Confirm password").fill("a long passphrase");
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page.getByRole("alert")).toContainText("An admin account exists already");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});
