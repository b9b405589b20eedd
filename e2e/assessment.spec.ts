import { assessmentCategories, siteConfig } from "@ember/domain";
import type { Page } from "@playwright/test";
import { appId } from "./support/accounts.ts";
import {
  arrive,
  axeViolations,
  expect,
  hasHorizontalOverflow,
  loginToken,
  test,
} from "./support/fixtures.ts";

const scheduling = siteConfig.links.scheduling;
const scale = ["Never", "Rarely", "Sometimes", "Most Times", "Consistently"] as const;

/**
 * A known answer set, step by step: category averages 3.6, 1.4, 3.0, 2.0, 0.4; overall 2.08, shown as
 * 2.1/4.0, in the tier 'Discovering - The Collaborator' (above 2, at most 3.25).
 */
const knownAnswers = [
  [4, 3, 4, 3, 4],
  [1, 2, 1, 2, 1],
  [3, 3, 3, 3, 3],
  [2, 2, 2, 2, 2],
  [0, 1, 0, 1, 0],
] as const;
const knownScores = ["3.6", "1.4", "3.0", "2.0", "0.4"];

let seq = 0;
const uniqueEmail = (who: string) => `${who}.${process.pid}.${Date.now()}.${++seq}@example.org`;

async function stubScheduling(page: Page) {
  await page.route(`${scheduling}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Scheduling</title><h1>Book</h1>",
    }),
  );
}

const wizard = (page: Page) => page.locator("#assessment");

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First Name *").fill("Ada");
  await page.getByLabel("Last Name *").fill("Lovelace");
  await page.getByLabel("Best Email Contact *").fill(email);
}

/** Answers the five statements of the step on screen. */
async function answerStep(page: Page, step: number, values: readonly number[]) {
  const category = assessmentCategories[step - 1];
  if (!category) throw new Error(`no step ${step}`);
  for (const [i, value] of values.entries()) {
    await wizard(page)
      .getByRole("group", { name: category.statements[i] })
      .getByRole("radio", { name: scale[value as number], exact: true })
      .check();
  }
}

async function completeAssessment(page: Page, email: string) {
  await page.goto("/Assessments");
  // The form is React's from here: its scripted behaviour is what this test reads.
  await arrive(page);
  await fillContact(page, email);
  await page.getByRole("button", { name: "Begin Assessment" }).click();
  for (const [i, values] of knownAnswers.entries()) {
    await answerStep(page, i + 1, values);
    await page.getByRole("button", { name: i === 4 ? "See Results" : "Continue" }).click();
  }
  await expect(page.getByRole("heading", { name: "Assessment Complete!", exact: true })).toBeVisible();
}

test("the whole assessment at 320 px: rules, Back, keyboard, results, e-mailed and stored", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 800 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const email = uniqueEmail("student");
  await page.goto("/Assessments");
  // The form is React's from here: its scripted behaviour is what this test reads.
  await arrive(page);

  // Step 0: the tagline, why it matters, and 'Begin Assessment' only once all three fields are filled.
  await expect(page.getByText("Our best days can inspire excellence.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why This Self Reflection Matters" })).toBeVisible();
  await expect(
    wizard(page).getByText(
      "What you'll receive: Personalized results emailed to you, plus a free leadership and career coaching session with Jordan",
    ),
  ).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const begin = page.getByRole("button", { name: "Begin Assessment" });
  await expect(begin).toBeDisabled();
  await page.getByLabel("First Name *").fill("Ada");
  await expect(begin).toBeDisabled();
  await page.getByLabel("Last Name *").fill("Lovelace");
  await expect(begin).toBeDisabled();
  await page.getByLabel("Best Email Contact *").fill(email);
  await expect(begin).toBeEnabled();
  await page.getByLabel("First Name *").fill("   ");
  await expect(begin).toBeDisabled();
  await page.getByLabel("First Name *").fill("Ada");
  await expect(page.getByLabel("Best Email Contact *")).toHaveAttribute("type", "email");
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await begin.click();

  // Step 1: progress 1/6, every statement a fieldset, Continue only when all five are answered.
  const academics = wizard(page).getByRole("heading", { name: "Academics" });
  await expect(academics).toBeFocused();
  await expect(wizard(page).getByText("Step 1 of 5", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Assessment progress" })).toHaveAttribute(
    "aria-valuenow",
    "17",
  );
  await expect(wizard(page).locator("fieldset")).toHaveCount(5);
  await expect(wizard(page).getByRole("radio")).toHaveCount(25);
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await answerStep(page, 1, knownAnswers[0].slice(0, 4));
  await expect(next).toBeDisabled();

  // The arrow keys move within one statement (native radios), not to the next statement.
  const fifth = wizard(page).getByRole("group", { name: assessmentCategories[0]?.statements[4] as string });
  await fifth.getByRole("radio", { name: "Sometimes" }).check();
  await page.keyboard.press("ArrowRight");
  await expect(fifth.getByRole("radio", { name: "Most Times" })).toBeChecked();
  await expect(fifth.getByRole("radio", { name: "Most Times" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(fifth.getByRole("radio", { name: "Consistently" })).toBeChecked();
  await expect(next).toBeEnabled();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await next.click();

  // Step 2 with its subtitle; Back keeps the answers of both steps.
  await expect(wizard(page).getByRole("heading", { name: "Finances" })).toBeFocused();
  await expect(wizard(page).getByText("Be open and honest with yourself")).toBeVisible();
  await expect(wizard(page).getByText("Step 2 of 5", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await expect(next).toBeDisabled();
  await answerStep(page, 2, knownAnswers[1]);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(academics).toBeFocused();
  const firstStatement = wizard(page).getByRole("group", {
    name: assessmentCategories[0]?.statements[0] as string,
  });
  await expect(firstStatement.getByRole("radio", { name: "Consistently" })).toBeChecked();
  await expect(next).toBeEnabled();
  await next.click();
  const finances = assessmentCategories[1]?.statements ?? [];
  await expect(
    wizard(page).getByRole("group", { name: finances[1] }).getByRole("radio", { name: "Sometimes" }),
  ).toBeChecked();
  await expect(next).toBeEnabled();
  await next.click();

  for (const step of [3, 4]) {
    await expect(wizard(page).getByText(`Step ${step} of 5`, { exact: true })).toBeVisible();
    await answerStep(page, step, knownAnswers[step - 1] as readonly number[]);
    await next.click();
  }
  await expect(wizard(page).getByText("Step 5 of 5", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "83");
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  const seeResults = page.getByRole("button", { name: "See Results" });
  await expect(seeResults).toBeDisabled();
  await answerStep(page, 5, knownAnswers[4]);
  expect(scripts.some((url) => url.includes("category-score-chart"))).toBe(false);
  const submitted = page.waitForResponse((r) => r.url().endsWith("/api/functions/submitAssessment"));
  await seeResults.click();

  // Step 6: confetti, the numbers of the known answer set, recommendations, what happens next.
  const done = page.getByRole("heading", { name: "Assessment Complete!", exact: true });
  await expect(done).toBeFocused();
  await expect(page.locator("canvas[data-confetti]")).toBeAttached();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const results = page.locator("[data-assessment-results]");
  await expect(
    results.getByText(
      "Congratulations, Ada! You've taken an important step toward understanding your wellbeing journey.",
    ),
  ).toBeVisible();
  await expect(results.getByRole("heading", { name: "Discovering - The Collaborator" })).toBeVisible();
  await expect(results.getByText("You have strong foundations in place.")).toBeVisible();
  await expect(results.locator("[data-overall-score]")).toHaveText("2.1/4.0");
  for (const [i, category] of assessmentCategories.entries()) {
    const cell = results.locator(`[data-category-score="${category.key}"]`);
    await expect(cell.locator("dt")).toHaveText(category.name);
    await expect(cell.locator("dd")).toHaveText(`${knownScores[i]} out of 4.0`);
  }
  await expect(results.locator("[data-score-chart]")).toHaveAttribute("aria-hidden", "true");
  await expect(results.locator("[data-score-chart] svg")).toBeVisible();
  expect(scripts.some((url) => url.includes("category-score-chart"))).toBe(true);
  await expect(results.getByRole("heading", { name: "Your Personalized Recommendations" })).toBeVisible();
  const recommendations = results.getByRole("list").filter({ hasText: "Systems Refinement" });
  await expect(recommendations.getByRole("listitem")).toHaveCount(5);
  await expect(recommendations.locator("strong")).toHaveText([
    "Systems Refinement",
    "Knowledge Sharing",
    "Proactive Planning",
    "Skill Expansion",
    "Integration Focus",
  ]);
  await expect(results.getByRole("heading", { name: "What Happens Next?" })).toBeVisible();
  await expect(results.getByText(`Your full results have been emailed to ${email}.`)).toBeVisible();
  await expect(results.getByRole("button", { name: "Schedule Your Free Coaching Session" })).toBeVisible();
  await expect(results.getByText("You'll be automatically redirected in 5 seconds...")).toBeVisible();

  expect((await submitted).status()).toBe(200);
  await expect(results.getByRole("status")).toHaveText("");
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);

  // The server stored its own scoring of these answers.
  const token = await loginToken(baseURL as string);
  const q = encodeURIComponent(JSON.stringify({ email }));
  const stored = await fetch(`${baseURL}/api/apps/${appId}/entities/AssessmentResult?q=${q}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const records = (await stored.json()) as { overall_score: number; tier: string; first_name: string }[];
  expect(records.map((r) => [r.first_name, r.overall_score, r.tier])).toEqual([
    ["Ada", 2.08, "Discovering - The Collaborator"],
  ]);
});

test("when the e-mail cannot be sent the results still show with a note; the redirect waits for the click", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The page's clock, from its first script on, so any timer the results could start is one the test moves.
  await page.clock.install();
  await stubScheduling(page);
  const calls: string[] = [];
  await page.route("**/api/functions/submitAssessment", async (route) => {
    calls.push(route.request().postData() ?? "");
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Internal server error", detail: "Internal server error" }),
    });
  });
  await completeAssessment(page, uniqueEmail("offline"));
  const results = page.locator("[data-assessment-results]");
  await expect(results.getByRole("status")).toHaveText(
    `We couldn't e-mail your results just now. Your results are all here on this page; you can also write to us at ${siteConfig.contactEmail}.`,
  );
  await expect(results.locator("[data-overall-score]")).toHaveText("2.1/4.0");
  await expect(results.getByText(/have been emailed to/)).toHaveCount(0);
  expect(calls).toHaveLength(1);
  // The browser sends answers, never a score of its own.
  const sent = JSON.parse(calls[0] as string) as Record<string, unknown>;
  expect(Object.keys(sent).sort()).toEqual(["answers", "email", "first_name", "language", "last_name"]);
  expect(sent.language).toBe("en");
  expect(sent.answers).toMatchObject({ academics: { 0: 4, 1: 3, 2: 4, 3: 3, 4: 4 } });

  // No redirect without the click, even well past 5 s. Paused, the clock moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.clock.runFor(6_000);
  expect(page.url()).toMatch(/\/Assessments$/);

  // After the click, the redirect waits its 5 s, not a moment less.
  await results.getByRole("button", { name: "Schedule Your Free Coaching Session" }).click();
  await page.clock.runFor(4_900);
  expect(page.url()).toMatch(/\/Assessments$/);
  await page.clock.runFor(100);
  await page.waitForURL(scheduling, { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Book" })).toBeVisible();
});
