import { communityOptions, siteConfig } from "@ember/domain";
import type { Locator, Page, Route } from "@playwright/test";
import { appId } from "./support/accounts.ts";
import {
  arrive,
  axeViolations,
  expect,
  hasHorizontalOverflow,
  holdPageScripts,
  loginToken,
  test,
} from "./support/fixtures.ts";

const scheduling = siteConfig.links.scheduling;
const applicationAlert = `There was an error submitting your application. Please try again or email us directly at ${siteConfig.contactEmail}`;
const fireAlert = `Error submitting your form. Please try again or email us directly at ${siteConfig.contactEmail}`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fireEmailLabel = "Best Email Contact - Use School or Organization Email";

let seq = 0;
/** A fresh address per submission, so every journey earns its own badge. */
const uniqueEmail = (who: string) => `${who}.${process.pid}.${Date.now()}.${++seq}@example.org`;

/** The scheduling service is another site: answer for it here, so no test needs the network. */
async function stubScheduling(page: Page) {
  await page.route(`${scheduling}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Scheduling</title><h1>Book</h1>",
    }),
  );
}

const baseErrorBody = (status: number, message: string, extra: Record<string, unknown> | null = null) => ({
  message,
  detail: message,
  error_type: status === 422 ? "ValidationError" : "InternalServerError",
  request_id: "e2e",
  traceback: "",
  extra_data: extra,
});

/** A request held until the test has seen what it wanted to see meanwhile (the submitting state). */
function hold() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/**
 * Answers the function with `status` instead of the server, recording each request's Idempotency-Key;
 * with `held`, only once it is released.
 */
async function refuseFunction(
  page: Page,
  name: string,
  status: number,
  extra: Record<string, unknown> | null = null,
  held?: Promise<void>,
) {
  const keys: string[] = [];
  await page.route(`**/api/functions/${name}`, async (route: Route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await held;
    await route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify(
        baseErrorBody(status, status === 422 ? "Invalid input" : "Internal server error", extra),
      ),
    });
  });
  return keys;
}

/** Lets the real server answer, but only once the test releases it, so the submitting state can be seen. */
async function slowFunction(page: Page, name: string) {
  const keys: string[] = [];
  const { released, release } = hold();
  await page.route(`**/api/functions/${name}`, async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await released;
    await route.continue();
  });
  return { keys, release };
}

async function expectRedirectToScheduling(page: Page, successShownAt: number) {
  await page.waitForURL(scheduling, { timeout: 15_000 });
  // The timer starts before the success screen is seen, so a little of the 5 s has passed already.
  expect(Date.now() - successShownAt).toBeGreaterThanOrEqual(4_000);
  await expect(page.getByRole("heading", { name: "Book" })).toBeVisible();
}

/**
 * Opens a form page with the page's clock held, so the success screen's 5 s countdown cannot run out while
 * a busy machine is still reading it (axe takes seconds there), and fills the form.
 */
async function fillWithClockHeld(
  page: Page,
  path: string,
  fill: (page: Page) => Promise<Locator>,
): Promise<Locator> {
  await stubScheduling(page);
  await page.clock.install();
  await page.goto(path);
  await arrive(page);
  const form = await fill(page);
  // Paused: an installed clock otherwise keeps pace with real time.
  await page.clock.pauseAt(Date.now() + 1_000);
  return form;
}

/** The success screen, its countdown stopped by "Stay on this page", passes axe. */
async function expectSuccessReadable(page: Page, heading: string) {
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await page.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page.getByRole("button", { name: "Stay on this page" })).toHaveCount(0);
  // axe waits on timers of its own; the countdown is stopped for good.
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
  expect(page.url()).not.toContain(scheduling);
}

test.describe("GetStarted: the Application Form", () => {
  async function fillApplication(page: Page, email: string) {
    const form = page.getByRole("form", { name: "Application Form" });
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Phone (optional)").fill("+1 555 0100");
    await form.getByRole("radio", { name: "Small group" }).check();
    await form.getByLabel("Tell us about your current situation (optional)").fill("Second-year student.");
    await form.getByLabel("What do you hope to gain? (optional)").fill("A clearer sense of purpose.");
    await form.getByLabel("How did you hear about us? (optional)").fill("A friend");
    return form;
  }

  test("applies end to end at 320 px: submitting, success with confetti and badge, redirect after 5 s", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await stubScheduling(page);
    const { keys, release } = await slowFunction(page, "submitApplication");
    await page.goto("/GetStarted");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = await fillApplication(page, uniqueEmail("applicant"));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    const submit = form.getByRole("button", { name: "Submit Application" });
    await submit.click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    const success = page.getByRole("heading", { name: "Application Submitted!" });
    await expect(success).toBeVisible();
    const successShownAt = Date.now();
    await expect(success).toBeFocused();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(uuid);

    const main = page.getByRole("main");
    await expect(main.getByText("First Step Champion", { exact: true })).toBeVisible();
    await expect(main.getByText("Purpose Seeker Badge", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Book Your Free Session" })).toHaveAttribute(
      "href",
      scheduling,
    );
    // It counts down from "Redirecting automatically in 5 seconds..." (keyboard-a11y.spec.ts holds the clock).
    await expect(main.getByText(/^Redirecting automatically in [1-5] seconds?\.\.\.$/)).toBeVisible();
    await expect(main.getByRole("link", { name: "View Your Badge" })).toHaveAttribute("href", "/Badges");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator("canvas[data-confetti]")).toBeAttached();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await expectRedirectToScheduling(page, successShownAt);
  });

  test("the success screen passes axe at 320 px, read with its countdown stopped", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const form = await fillWithClockHeld(page, "/GetStarted", (p) =>
      fillApplication(p, uniqueEmail("applicant")),
    );
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectSuccessReadable(page, "Application Submitted!");
  });

  test("keeps what was typed and chosen before the scripts arrived, unchanged while React takes over", async ({
    page,
  }) => {
    // Hold the page's scripts until the visitor has filled the form, so hydration surely comes after it.
    const release = await holdPageScripts(page);
    // The name field as each painted frame shows it, from the typing on: it must never flicker back to
    // empty while React takes over.
    await page.addInitScript(`{
      window.__framesOfName = [];
      const sample = () => {
        const field = document.querySelector("form[aria-label='Application Form'] input[name=full_name]");
        if (field && field.value) window.__framesOfName.push(field.value);
        else if (window.__framesOfName.length > 0) window.__framesOfName.push(field ? field.value : null);
        if (!document.documentElement.hasAttribute("data-hydrated")) requestAnimationFrame(sample);
        else window.__framesOfName.push(field.value);
      };
      requestAnimationFrame(sample);
    }`);
    await page.goto("/GetStarted", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Application Form" });
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email", { exact: true }).fill("ada@example.org");
    const path = form.getByRole("radio", { name: "Small group" });
    // A change of mind: the last choice is the one that stays.
    await path.check();
    await form.getByRole("radio", { name: "Both" }).check();
    await path.check();
    release();

    await arrive(page);
    const frames = await page.evaluate(() => (window as { __framesOfName?: unknown[] }).__framesOfName ?? []);
    expect(frames.length).toBeGreaterThan(1);
    expect(new Set(frames)).toEqual(new Set(["Ada Lovelace"]));
    // And React holds them: the form is complete, so its submit is enabled.
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(path).toBeChecked();
    await expect(form.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  test("a submission made while the scripts are still loading posts the form, and is stored once", async ({
    page,
    baseURL,
  }) => {
    await stubScheduling(page);
    // The page's scripts never arrive in this test: the visitor is faster than their phone's network.
    await page.route("**/assets/*.js", () => new Promise<void>(() => {}));
    const email = uniqueEmail("early");
    await page.goto("/GetStarted", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Application Form" });
    await form.getByLabel("Full name").fill("Early Bird");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByRole("radio", { name: "Small group" }).check();
    const submit = form.getByRole("button", { name: "Submit Application" });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("heading", { name: /Application Submitted/ })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    const token = await loginToken(baseURL as string);
    const q = encodeURIComponent(JSON.stringify({ email }));
    const stored = await fetch(`${baseURL}/api/apps/${appId}/entities/Application?q=${q}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { program_interest: string }[]).map((r) => r.program_interest)).toEqual([
      "small_group",
    ]);
  });

  test("keeps submit disabled until name, email and path are given (product.md#application-rules)", async ({
    page,
  }) => {
    await page.goto("/GetStarted");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = page.getByRole("form", { name: "Application Form" });
    const submit = form.getByRole("button", { name: "Submit Application" });
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone (optional)")).toHaveAttribute("type", "tel");
    await expect(submit).toBeDisabled();
    await form.getByLabel("Full name").fill("Ada");
    await expect(submit).toBeDisabled();
    await form.getByLabel("Email", { exact: true }).fill("ada@example.org");
    await expect(submit).toBeDisabled();
    await form.getByRole("radio", { name: "Not sure yet" }).check();
    await expect(submit).toBeEnabled();
    await form.getByLabel("Full name").fill("   ");
    await expect(submit).toBeDisabled();
  });

  test("marks an invalid field, announces it and moves focus there without calling the server", async ({
    page,
  }) => {
    let calls = 0;
    await page.route("**/api/functions/submitApplication", (route) => {
      calls++;
      return route.abort();
    });
    await page.goto("/GetStarted");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = page.getByRole("form", { name: "Application Form" });
    await form.getByLabel("Full name").fill("Ada");
    await form.getByLabel("Email", { exact: true }).fill("not-an-address");
    await form.getByRole("radio", { name: "Both" }).check();
    await form.getByRole("button", { name: "Submit Application" }).click();

    const email = form.getByLabel("Email", { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("This field must be a valid e-mail address.");
    await expect(form.getByText("One answer needs your attention.")).toBeVisible();
    await expect(form.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toBe(0);
  });

  test("shows the alert of product.md#errors when the server fails, returns to idle, and retries under the same key", async ({
    page,
  }) => {
    const keys = await refuseFunction(page, "submitApplication", 500);
    await page.goto("/GetStarted");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = await fillApplication(page, "retry@example.org");
    const submit = form.getByRole("button", { name: "Submit Application" });
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText(applicationAlert);
    await expect(submit).toBeEnabled();
    await expect(submit).toBeFocused();
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");

    // The same answers again: a retry of the same attempt. Changed answers: a new attempt.
    await submit.click();
    await expect.poll(() => keys.length).toBe(2);
    await expect(submit).toBeEnabled();
    await form.getByLabel("Full name").fill("Ada King");
    await submit.click();
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(uuid);
    expect(keys[2]).not.toBe(keys[0]);
    await expect(form.getByRole("alert")).toHaveText(applicationAlert);
  });

  test("maps the server's 422 field errors onto the fields", async ({ page }) => {
    await refuseFunction(page, "submitApplication", 422, {
      errors: [
        { field: "heard_about_us", message: "must be a single line" },
        { field: "phone", message: "must be at most 50 characters" },
      ],
    });
    await page.goto("/GetStarted");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = await fillApplication(page, "refused@example.org");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText(applicationAlert);
    const phone = form.getByLabel("Phone (optional)");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription("This field must be at most 50 characters.");
    await expect(form.getByLabel("How did you hear about us? (optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByText("2 answers need your attention.")).toBeVisible();
  });
});

test.describe("ShareYourFire: 'Do You Have That Fire?'", () => {
  const answers: Record<string, string> = {
    "First name": "Grace",
    "Last name": "Hopper",
    [fireEmailLabel]: "",
    "What cause are you committed to? What sets your heart on fire?": "Teaching girls to code.",
    "Why is this important to you?": "Someone once taught me.",
    "What specific progress would you like to see in 3–4 months?": "A weekly club of 10 students.",
    "How will you define success?": "Students who keep coming back.",
    "How will you research and learn more about this cause?": "Interviews with teachers.",
    "Who else might be interested in this cause?": "Parents and schools.",
    "How will you communicate with the people you hope to reach?": "A newsletter.",
    "How will you track what you learn along the way?": "A journal.",
    "How will you gather feedback?": "A short survey.",
    "Are there any safety risks we should know about? (optional)": "no",
    "Emergency contact first name": "Mary",
    "Emergency contact last name": "Hopper",
    "Emergency contact phone": "+1 555 0101",
    "Are you ready to continue? Anything else you want to tell us? (optional)": "Yes, ready.",
  };

  async function fillFirePlan(page: Page, email: string) {
    const form = page.getByRole("form", { name: "Do You Have That Fire?" });
    for (const [label, value] of Object.entries(answers)) {
      await form.getByLabel(label, { exact: true }).fill(label === fireEmailLabel ? email : value);
    }
    await form.getByRole("checkbox", { name: "Youth", exact: true }).check();
    await form.getByRole("checkbox", { name: "Generation Z", exact: true }).check();
    await form.getByRole("radio", { name: "Yes" }).check();
    return form;
  }

  test("shares a fire end to end: success with confetti and badge, redirect after 5 s", async ({ page }) => {
    await stubScheduling(page);
    const { keys, release } = await slowFunction(page, "submitFirePlan");
    await page.goto("/ShareYourFire");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = await fillFirePlan(page, uniqueEmail("fire"));
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Share My Fire" }).click();
    await expect(form.getByRole("button", { name: "Submitting Your Fire..." })).toBeDisabled();
    release();

    const success = page.getByRole("heading", { name: "Your Fire Has Been Shared!" });
    await expect(success).toBeVisible();
    const successShownAt = Date.now();
    expect(keys[0]).toMatch(uuid);
    const main = page.getByRole("main");
    await expect(main.getByText("Fire Starter", { exact: true })).toBeVisible();
    await expect(main.getByText("Purpose Seeker Badge", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Schedule Now" })).toHaveAttribute("href", scheduling);
    // It counts down from "Redirecting automatically in 5 seconds..." (keyboard-a11y.spec.ts holds the clock).
    await expect(main.getByText(/^Redirecting automatically in [1-5] seconds?\.\.\.$/)).toBeVisible();
    await expect(main.getByRole("link", { name: "View Your Badge" })).toHaveAttribute("href", "/Badges");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator("canvas[data-confetti]")).toBeAttached();

    await expectRedirectToScheduling(page, successShownAt);
  });

  test("the success screen passes axe, read with its countdown stopped", async ({ page }) => {
    const form = await fillWithClockHeld(page, "/ShareYourFire", (p) => fillFirePlan(p, uniqueEmail("fire")));
    await form.getByRole("button", { name: "Share My Fire" }).click();
    await expectSuccessReadable(page, "Your Fire Has Been Shared!");
  });

  test("has every field of product.md#userprofile and keeps submit disabled by product.md#planning-form-rules", async ({
    page,
  }) => {
    await page.goto("/ShareYourFire");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = page.getByRole("form", { name: "Do You Have That Fire?" });
    const submit = form.getByRole("button", { name: "Share My Fire" });
    for (const label of Object.keys(answers))
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expect(form.getByLabel(fireEmailLabel, { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Emergency contact phone")).toHaveAttribute("type", "tel");
    await expect(form.getByText("Type 'no' if there are no risks.")).toBeVisible();
    const communities = form.getByRole("group", { name: /Which communities do you hope to impact\?/ });
    await expect(communities).toContainText("We recommend choosing no more than 2");
    await expect(communities.getByRole("checkbox")).toHaveCount(25);
    for (const option of communityOptions) {
      await expect(communities.getByRole("checkbox", { name: option, exact: true })).toBeVisible();
    }
    const series = form.getByRole("group", { name: /leadership series/ });
    await expect(series.getByRole("radio")).toHaveCount(2);

    await expect(submit).toBeDisabled();
    await form.getByLabel(fireEmailLabel, { exact: true }).fill("grace@school.edu");
    await expect(submit).toBeDisabled();
    await form
      .getByLabel("What cause are you committed to? What sets your heart on fire?")
      .fill("Code clubs");
    await expect(submit).toBeDisabled();
    await communities.getByRole("checkbox", { name: "Teens", exact: true }).check();
    await expect(submit).toBeEnabled();
    await communities.getByRole("checkbox", { name: "Teens", exact: true }).uncheck();
    await expect(submit).toBeDisabled();
    // More than 2 is advised against, not refused.
    for (const name of ["Teens", "Parents", "Rural Communities"]) {
      await communities.getByRole("checkbox", { name, exact: true }).check();
    }
    await expect(submit).toBeEnabled();

    // The other required answers are checked on submit: the first of them takes focus.
    await submit.click();
    const firstName = form.getByLabel("First name", { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription("This field is required.");
    await expect(form.getByLabel("Emergency contact phone")).toHaveAttribute("aria-invalid", "true");
    await expect(
      form.getByLabel("Are there any safety risks we should know about? (optional)"),
    ).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(/^\d+ answers need your attention\.$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on failure shows the alert of product.md#errors and keeps everything typed, editable", async ({
    page,
  }) => {
    const { released, release } = hold();
    await refuseFunction(page, "submitFirePlan", 500, null, released);
    await page.goto("/ShareYourFire");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = await fillFirePlan(page, "kept@school.edu");
    const submit = form.getByRole("button", { name: "Share My Fire" });
    await submit.click();
    await expect(form.getByRole("button", { name: "Submitting Your Fire..." })).toBeDisabled();
    release();
    await expect(form.getByRole("alert")).toHaveText(fireAlert);
    await expect(submit).toBeEnabled();

    for (const [label, value] of Object.entries(answers)) {
      const input = form.getByLabel(label, { exact: true });
      await expect(input).toHaveValue(label === fireEmailLabel ? "kept@school.edu" : value);
      await expect(input).toBeEditable();
    }
    await expect(form.getByRole("checkbox", { name: "Youth", exact: true })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Generation Z", exact: true })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Teens", exact: true })).not.toBeChecked();
    await expect(form.getByRole("radio", { name: "Yes" })).toBeChecked();
    await form.getByLabel("First name", { exact: true }).fill("Grace B.");
    await expect(form.getByLabel("First name", { exact: true })).toHaveValue("Grace B.");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("fits 320 px without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/ShareYourFire");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    await fillFirePlan(page, "narrow@school.edu");
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the success screen appears without the confetti burst", async ({ page }) => {
    await stubScheduling(page);
    await page.goto("/GetStarted");
    // The form is React's from here: its scripted behaviour is what this test reads.
    await arrive(page);
    const form = page.getByRole("form", { name: "Application Form" });
    await form.getByLabel("Full name").fill("Calm Visitor");
    await form.getByLabel("Email", { exact: true }).fill(uniqueEmail("calm"));
    await form.getByRole("radio", { name: "Individual mentorship" }).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
    // Give a burst every chance to start: the confetti module would be fetched and drawn by now.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("canvas[data-confetti]")).toHaveCount(0);
  });
});
