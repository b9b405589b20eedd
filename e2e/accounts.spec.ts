import { type SmtpSink, startSmtpSink } from "../packages/server/test/setup/smtp-sink.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin } from "./support/accounts.ts";
import { arrive, axeViolations, expect, hasHorizontalOverflow, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

// This spec runs its own server delivering over real SMTP to a server in the test, so the code is read
// from the e-mail exactly as a person would receive it.
let sink: SmtpSink;
let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer(await freePort(), {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: sink.url,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

async function lastMailTo(email: string, count = 1) {
  await expect
    .poll(() => sink.received.filter((m) => m.envelopeTo.includes(email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return [...sink.received].reverse().find((m) => m.envelopeTo.includes(email));
}

async function codeFor(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const code = /^\s+(\d{6})\s*$/m.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error("no code in the e-mail");
  return code;
}

test("registers with the code from the delivered e-mail and comes back signed in", async ({ page }) => {
  const email = "new.member@example.org";
  await page.goto(`${server.url}/register?from_url=${encodeURIComponent(`${server.url}/Team`)}`);
  await arrive(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByLabel("Verification code")).toBeFocused();

  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  const code = await codeFor(email);
  if (code !== "000000") await expect(page.getByRole("alert")).toContainText("not right");

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page).toHaveURL(`${server.url}/Team`);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("base44_access_token")))
    .toEqual(expect.any(String));
});

test("a visitor on the Spanish pages gets the account e-mails in Spanish, linking to the Spanish pages", async ({
  page,
}) => {
  const email = "nueva.persona@example.org";
  await page.goto(`${server.url}/es/register`);
  await arrive(page);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("una contraseña bastante larga");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu bandeja de entrada" })).toBeVisible();
  const code = await codeFor(email);
  const welcome = await lastMailTo(email);
  expect(welcome?.subject).toBe(`Tu código de verificación de Ember: ${code}`);
  expect(welcome?.html).toContain('<html lang="es" dir="ltr">');

  await page.goto(`${server.url}/es/forgot-password`);
  await arrive(page);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  const reset = await lastMailTo(email, 2);
  expect(reset?.subject).toBe("Restablece tu contraseña de Ember");
  const link = /https?:\/\/\S+\/reset-password#token=\S+/.exec(reset?.text ?? "")?.[0];
  expect(link).toContain("/es/reset-password#token=");
  await page.goto(`${server.url}${new URL(link ?? "").pathname}${new URL(link ?? "").hash}`);
  await arrive(page);
  await expect(page.getByRole("heading", { name: "Elige una contraseña nueva" })).toBeVisible();
});

test("signs in with from_url, returns there with the token, and logs out to this site only", async ({
  page,
}) => {
  await page.goto(`${server.url}/login?from_url=${encodeURIComponent(`${server.url}/Badges`)}`);
  await arrive(page);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That e-mail and password don't match. Please try again.");

  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.url}/Badges`);
  const token = await page.evaluate(() => window.localStorage.getItem("base44_access_token"));
  expect(token).toEqual(expect.any(String));

  // What the SDK's logout does: drop both keys, then navigate to the server's logout.
  await page.evaluate(() => {
    window.localStorage.removeItem("base44_access_token");
    window.localStorage.removeItem("token");
  });
  await page.goto(`${server.url}/api/apps/auth/logout?from_url=${encodeURIComponent(`${server.url}/FAQ`)}`);
  await expect(page).toHaveURL(`${server.url}/FAQ`);
  await page.goto(
    `${server.url}/api/apps/auth/logout?from_url=${encodeURIComponent("https://evil.example/")}`,
  );
  await expect(page).toHaveURL(`${server.url}/`);
});

test("the forgotten-password page fits 320 px and answers in a status", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`${server.url}/forgot-password`);
  await arrive(page);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.getByLabel("Email").fill("someone@example.org");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "someone@example.org" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("sign-up reads right to left in Arabic at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`${server.url}/ar/register`);
  await arrive(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "انضم إلى Ember" })).toBeVisible();
  await expect(page.getByLabel("كلمة المرور")).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
});
