import { siteConfig } from "@ember/domain";
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

const categories = [
  "Purpose Seeker",
  "Community Builder",
  "Mentor",
  "Creator",
  "Advocate",
  "Wellness Champion",
] as const;
const earnersText = (n: number) => (n === 1 ? "1 person has earned this" : `${n} people have earned this`);

let seq = 0;
const uniqueEmail = (who: string) => `${who}.${process.pid}.${Date.now()}.${++seq}@example.org`;

interface Board {
  categories: Record<string, number>;
}

/** The id of the badge an address holds, as staff see it through the records API. */
async function badgeIdOf(baseURL: string, email: string): Promise<string> {
  const q = encodeURIComponent(JSON.stringify({ user_email: email }));
  const response = await fetch(`${baseURL}/api/apps/${appId}/entities/Badge?q=${q}`, {
    headers: { authorization: `Bearer ${await loginToken(baseURL)}` },
  });
  const [badge] = (await response.json()) as { id: string }[];
  if (!badge) throw new Error(`no badge for ${email}`);
  return badge.id;
}

async function boardFromServer(baseURL: string): Promise<Board> {
  const response = await fetch(`${baseURL}/api/apps/ember/functions/badgeBoard`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  return (await response.json()) as Board;
}

/** GetStarted's form with its required answers, submitted through the real server. */
async function apply(page: Page, email: string) {
  await page.route(`${siteConfig.links.scheduling}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduling</title>" }),
  );
  await page.goto("/GetStarted");
  // The form is React's from here: its scripted behaviour is what this test reads.
  await arrive(page);
  const form = page.getByRole("form", { name: "Application Form" });
  await form.getByLabel("Full name").fill("Badge Seeker");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("radio", { name: "Small group" }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
}

async function search(page: Page, text: string) {
  const form = page.getByRole("search");
  await form.getByLabel("Badge name").fill(text);
  await form.getByRole("button", { name: "Search" }).click();
}

test.describe("Badges", () => {
  test("shows each category's earners from the real server, recent achievements and top contributors", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const mentorEmail = uniqueEmail("mentor");
    // A mentor badge through the records API as staff, so at least one count is not zero.
    const created = await fetch(`${base}/api/apps/${appId}/entities/Badge`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await loginToken(base)}` },
      body: JSON.stringify({
        user_email: mentorEmail,
        badge_name: "Mentored Another Student",
        badge_category: "mentor",
      }),
    });
    expect(created.status).toBe(201);
    // Other journeys earn badges at the same time, so each count lies between the board before and after.
    const before = await boardFromServer(base);
    expect(before.categories.mentor).toBeGreaterThanOrEqual(1);
    await page.goto("/Badges");
    await arrive(page);
    const cards = page.locator("#categories [data-slot=card]");
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByTestId("earners")).toBeVisible();
    const after = await boardFromServer(base);
    for (const [i, name] of categories.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card.getByRole("heading", { name: "How to Earn" })).toBeVisible();
      const key = name.toLowerCase().replace(/ /g, "_");
      const text = await card.getByTestId("earners").textContent();
      const possible = new Set<string>();
      for (let n = before.categories[key] ?? 0; n <= (after.categories[key] ?? 0); n++)
        possible.add(earnersText(n));
      expect(possible).toContain(text);
    }
    await expect(page.getByRole("heading", { name: "Recent Achievements" })).toBeVisible();
    await expect(page.locator("#recent li").first()).toContainText("A participant");
    await expect(page.getByRole("heading", { name: "Top Contributors" })).toBeVisible();
    await expect(page.locator("#top li").first()).toContainText("Participant 1");
    await expect(page.getByRole("heading", { name: "How to Earn Badges" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Apply Now & Earn First Badge" }).first()).toHaveAttribute(
      "href",
      "/GetStarted",
    );
    await expect(main.getByRole("link", { name: "Read Success Stories" }).first()).toHaveAttribute(
      "href",
      "/SuccessStories",
    );
    // No address of anyone on the page, nor the part before its at sign.
    const text = (await main.textContent()) ?? "";
    expect(text).not.toContain("@");
    expect(text).not.toContain(mentorEmail.slice(0, mentorEmail.indexOf("@")));
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  test("finds badges by name at 320 px, accessible, never by an applicant's address", async ({ page }) => {
    // An address that is someone's name, the case where showing its first part names them.
    const email = `my.real.name.${process.pid}.${Date.now()}@example.org`;
    const local = email.slice(0, email.indexOf("@"));
    await apply(page, email);
    await page.getByRole("link", { name: "View Your Badge" }).click();
    await expect(page).toHaveURL(/\/Badges$/);
    await arrive(page);
    await page.setViewportSize({ width: 320, height: 800 });

    let searches = 0;
    page.on("request", (request) => {
      if (request.url().includes("/functions/searchBadges")) searches += 1;
    });
    await search(page, "");
    await expect(page.getByRole("heading", { name: /^Badges found/ })).toHaveCount(0);
    expect(searches).toBe(0);

    await search(page, "first STEP");
    const results = page.getByRole("region", { name: /^Badges found \(\d+\)$/ });
    await expect(results).toBeVisible();
    const first = results.getByRole("listitem").first();
    await expect(first.getByRole("heading", { name: "First Step Champion" })).toBeVisible();
    await expect(first.getByText("Purpose Seeker Badge")).toBeVisible();
    await expect(first.getByText("A participant")).toBeVisible();
    const date = await first.locator("time").getAttribute("datetime");
    expect(await first.locator("time").textContent()).toBe(
      await page.evaluate((iso) => new Date(iso ?? "").toLocaleDateString("en", { dateStyle: "long" }), date),
    );
    expect(await page.getByRole("main").textContent()).not.toContain(local);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Empty text again: the panel goes, nothing is asked.
    const asked = searches;
    await search(page, "   ");
    await expect(page.getByRole("heading", { name: /^Badges found/ })).toHaveCount(0);
    expect(searches).toBe(asked);

    // The applicant's own address finds nothing, exactly as an address that holds no badge does.
    for (const text of [email, local]) {
      await search(page, text);
      await expect(page.getByText("No badge by that name has been earned yet.")).toBeVisible();
      await expect(page.getByRole("heading", { name: /^Badges found/ })).toHaveCount(0);
    }
    expect(await page.getByRole("main").textContent()).not.toContain(local);
  });

  test("reads whole before its data: every section's heading is in the page, and a failed board says so in each", async ({
    page,
    baseURL,
  }) => {
    // The page as served, before any script: the board's sections and their place-holders are there.
    const html = await (await fetch(`${baseURL}/Badges`)).text();
    for (const heading of ["Recent Achievements", "Top Contributors", "How to Earn Badges"])
      expect(html).toContain(`>${heading}</`);
    expect(html.match(/Loading the latest badges\.\.\./g)?.length).toBe(2);

    await page.route(/\/functions\/badgeBoard$/, (route) => route.abort());
    await page.goto("/Badges");
    await arrive(page);
    for (const id of ["#recent", "#top"]) {
      const section = page.locator(id);
      await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(section.getByRole("status")).toHaveText(
        "The live badge figures are unavailable right now. Please try again later.",
      );
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("refreshes the board when a form on this device earns a badge", async ({ context, baseURL }) => {
    const board = await context.newPage();
    await board.goto("/Badges");
    await arrive(board);
    const recent = board.locator("#recent");
    await expect(recent.getByRole("heading", { name: "Recent Achievements" })).toBeVisible();
    // Gone if the page were loaded again.
    await board.evaluate(() => {
      document.documentElement.dataset.sameLoad = "yes";
    });
    const email = uniqueEmail("live");

    const form = await context.newPage();
    await apply(form, email);
    const id = await badgeIdOf(baseURL ?? "", email);
    // No reload: the form's success reached the open Badges page, which fetched the board again.
    const card = recent.locator(`[data-badge-id="${id}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText("A participant");
    await expect(card).not.toContainText(email.slice(0, email.indexOf("@")));
    expect(await board.evaluate(() => document.documentElement.dataset.sameLoad)).toBe("yes");
  });
});
