import { languages, pageRoutes, siteConfig } from "@ember/domain";
import { arrive, axeViolations, expect, hasHorizontalOverflow, test } from "./support/fixtures.ts";

const { links } = siteConfig;

async function expectNewTab(link: import("@playwright/test").Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

test.describe("Evidence (product.md#evidence)", () => {
  test("opens on the purpose tab, switches by keyboard and shows the model stats", async ({ page }) => {
    await page.goto("/Evidence");
    await arrive(page);
    const main = page.getByRole("main");
    const purpose = main.getByRole("tab", { name: "Purpose" });
    await expect(purpose).toHaveAttribute("aria-selected", "true");
    await expect(main.getByRole("tabpanel")).toContainText("Purpose in Life as a Predictor of Mortality");
    await purpose.focus();
    await page.keyboard.press("ArrowRight");
    await expect(main.getByRole("tab", { name: "Safe Spaces" })).toHaveAttribute("aria-selected", "true");
    await expect(main.getByRole("tabpanel")).toContainText("Psychological Safety");
    await main.getByRole("tab", { name: "The Ember Model" }).click();
    await expect(main.getByRole("tabpanel")).toContainText("A lean, volunteer-powered model");
    const stats = main.locator("#model-stats");
    for (const figure of ["97.1%", "134", "$16"])
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Start Your Journey" }).last()).toHaveAttribute(
      "href",
      "/GetStarted",
    );
    await expect(main.getByRole("link", { name: "Meet the Team" }).last()).toHaveAttribute("href", "/Team");
  });
});

test.describe("Timeline (product.md#timeline)", () => {
  test("shows both readings, the numbers, the encyclopedia card and every button", async ({ page }) => {
    await page.goto("/Timeline");
    const main = page.getByRole("main");
    await expect(main.locator("[data-card='story']")).toHaveCount(6);
    await expect(main.getByText("Why This Matters")).toHaveCount(6);
    const entries = main.locator("[data-entry='founder-timeline']");
    expect(await entries.count()).toBeGreaterThanOrEqual(6);
    await expect(entries.nth(0)).toHaveAttribute("data-side", "left");
    await expect(entries.nth(1)).toHaveAttribute("data-side", "right");
    for (const figure of ["97.1%", "134", "$2K", "1000+"]) {
      await expect(main.locator("#numbers").getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(
      main.locator("section[aria-labelledby='encyclopedia-title']").getByText(/over 3\.1 million/),
    ).toBeVisible();
    await expectNewTab(main.getByRole("link", { name: /Read the Biography/ }), links.biography);
    await expect(main.getByRole("link", { name: "Join the Movement" })).toHaveAttribute(
      "href",
      "/GetStarted",
    );
    await expect(main.getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute(
      "href",
      "/GetStarted",
    );
    await expect(main.getByRole("link", { name: "Read Full Story" }).first()).toHaveAttribute(
      "href",
      "/JordanStory",
    );
    await expect(main.getByRole("link", { name: "Chat with Ember" })).toHaveAttribute(
      "href",
      "/ChatWithJordan",
    );
    await expect(main.getByRole("link", { name: /History/ }).first()).toHaveAttribute(
      "href",
      "/EmberHistory",
    );
  });
});

for (const path of ["/Pricing", "/Subscriptions"]) {
  test(`${path} (product.md#plans-and-subscriptions): banner, plans, buttons of reading (b), value and help`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText("14 Days Completely FREE", { exact: true })).toBeVisible();
    for (const point of ["No Payment Information Required", "No Obligation", "Cancel Anytime"]) {
      await expect(main.getByText(point, { exact: true }).first()).toBeVisible();
    }
    const student = main.locator("[data-plan='student']");
    await expect(student.getByText("MOST POPULAR")).toBeVisible();
    await expect(student.getByText("For currently enrolled students")).toBeVisible();
    await expect(student.getByText("$25")).toBeVisible();
    await expect(
      main.locator("[data-plan='professional']").getByText("Professional network (14-member team)"),
    ).toBeVisible();
    await expect(main.locator("[data-plan='trial']").getByText("FREE", { exact: true })).toBeVisible();
    await expect(main.locator("[data-plan='trial']").getByRole("link")).toHaveAttribute(
      "href",
      "/ShareYourFire",
    );
    await expectNewTab(student.getByRole("link"), links.checkout.student);
    await expectNewTab(
      main.locator("[data-plan='professional']").getByRole("link"),
      links.checkout.professional,
    );
    await expect(main.getByText("$40,000+ per year")).toBeVisible();
    await expect(main.getByText("BEST VALUE")).toBeVisible();
    await expect(main.getByText("$100–140 per month")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Can't Afford It? We'll Help." })).toBeVisible();
    await expect(main.getByText("Show up consistently")).toBeVisible();
    await expect(main.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/GetStarted");
  });
}

test("Resources (product.md#resources): four programs, internal Explore and external Visit Site", async ({
  page,
}) => {
  await page.goto("/Resources");
  const main = page.getByRole("main");
  await expect(main.locator("[data-program]")).toHaveCount(4);
  await expect(main.getByText("14-Day Free Trial", { exact: true }).first()).toBeVisible();
  await expect(main.getByText(/7-Day/)).toHaveCount(0);
  const explore = main.getByRole("link", { name: "Explore" });
  await expect(explore.nth(0)).toHaveAttribute("href", "/Pricing");
  await expect(explore.nth(1)).toHaveAttribute("href", "/ShareYourFire");
  const visit = main.getByRole("link", { name: /Visit Site/ });
  await expectNewTab(visit.nth(0), links.musicProfile);
  await expectNewTab(visit.nth(1), "#families");
  await expect(main.locator("#families")).toBeVisible();
});

test("FAQ (product.md#faq): faith first, one answer open at a time, and it collapses", async ({ page }) => {
  await page.goto("/FAQ");
  await arrive(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("tab", { name: "Faith" })).toHaveAttribute("aria-selected", "true");
  const panel = main.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "Principle 1: Faith" })).toBeVisible();
  // Native disclosures, one open at a time (they share a name).
  const items = panel.locator("details");
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(1).locator("summary").press("Enter");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await expect(panel.locator("details[open]")).toHaveCount(1);
  await items.nth(1).locator("summary").click();
  await expect(panel.locator("details[open]")).toHaveCount(0);

  await main.getByRole("tab", { name: "Leadership" }).click();
  const leadership = main.getByRole("tabpanel");
  await expect(leadership.getByRole("heading", { name: "Principle 4: Leadership" })).toBeVisible();
  await leadership.locator("summary", { hasText: /How much time/ }).click();
  await expect(leadership).toContainText("5–10 hours");
  await expect(leadership).toContainText("10–15 hours");
  await expect(main.getByRole("link", { name: "Chat with Ember" }).last()).toHaveAttribute(
    "href",
    "/ChatWithJordan",
  );
  await expect(main.getByRole("link", { name: "Start Free Trial" }).last()).toHaveAttribute(
    "href",
    "/Subscriptions",
  );
});

test("Team (product.md#team): six sections, 21 members and the links", async ({ page }) => {
  await page.goto("/Team");
  const main = page.getByRole("main");
  for (const heading of [
    "Leadership",
    "Core Leadership",
    "Technology & Innovation Team",
    "Wellness & Ministry Leadership",
    "Education & Family Impact",
    "Strategic Advisors",
  ]) {
    await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(main.locator("[data-member]")).toHaveCount(21);
  await expect(main.getByRole("link", { name: "Our Safe Space Philosophy" }).first()).toHaveAttribute(
    "href",
    "/SafeSpace",
  );
  await expect(main.getByRole("link", { name: "Jordan's Story" }).first()).toHaveAttribute(
    "href",
    "/JordanStory",
  );
  await expect(main.getByRole("link", { name: "Jordan's Timeline" }).first()).toHaveAttribute(
    "href",
    "/Timeline",
  );
});

test("SuccessStories (product.md#success-stories): 17 student stories by default, 3 professional", async ({
  page,
}) => {
  await page.goto("/SuccessStories");
  await arrive(page);
  const main = page.getByRole("main");
  const studentsTab = main.getByRole("tab", { name: "Student Success (17 Stories)" });
  await expect(studentsTab).toHaveAttribute("aria-selected", "true");
  const panel = main.getByRole("tabpanel");
  await expect(panel.locator("[data-story='student']")).toHaveCount(17);
  for (const label of ["PROJECT", "ACHIEVEMENT", "IMPACT"])
    await expect(panel.getByText(label, { exact: true })).toHaveCount(17);
  await main.getByRole("tab", { name: "Professional Impact" }).click();
  await expect(main.getByRole("tabpanel").locator("[data-story='professional']")).toHaveCount(3);
  await expect(main.getByRole("tabpanel").getByText("BACKGROUND", { exact: true })).toHaveCount(3);
  await expect(main.getByRole("heading", { name: "Key Themes Across All Stories" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Your Story Could Be Next" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Start Your Journey" }).last()).toHaveAttribute(
    "href",
    "/GetStarted",
  );
  await expect(main.getByRole("link", { name: "Meet the Team" }).last()).toHaveAttribute("href", "/Team");
});

test("History (product.md#history): 22 entries, one Ongoing, today's figures and links", async ({ page }) => {
  await page.goto("/EmberHistory");
  const main = page.getByRole("main");
  await expect(main.locator("[data-entry='history']")).toHaveCount(22);
  await expect(main.locator("[data-entry='history']").getByText("Ongoing", { exact: true })).toHaveCount(1);
  await expect(main.getByRole("heading", { name: "Where We Are Today" })).toBeVisible();
  for (const figure of ["2,098+", "97.1%", "134", "$16"]) {
    await expect(main.locator("#today").getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Read Jordan's Journey" })).toHaveAttribute(
    "href",
    "/JordanStory",
  );
  await expect(main.getByRole("link", { name: "Be Part of the Story" }).last()).toHaveAttribute(
    "href",
    "/GetStarted",
  );
  await expect(main.getByRole("link", { name: /Complete Timeline/ }).first()).toHaveAttribute(
    "href",
    "/Timeline",
  );
});

test("The Great Social Media Lie (product.md#the-social-media-article): date, stats, tabs, red flags, sources", async ({
  page,
}) => {
  await page.goto("/GreatSocialMediaLie");
  await arrive(page);
  const main = page.getByRole("main");
  await expect(main.locator("time[datetime='2025-09-25']")).toHaveText("September 25, 2025");
  await expect(main.getByText(/Hearth Families Network/).first()).toBeVisible();
  await expect(main.locator("#statistics dd")).toHaveCount(4);
  await expect(main.getByRole("tab", { name: "For Parents" })).toHaveAttribute("aria-selected", "true");
  await main.getByRole("tab", { name: "For Young Adults" }).click();
  await expect(main.getByRole("tabpanel")).toContainText("Audit your feed");
  await expect(main.getByRole("heading", { name: "How to Spot Fake Influencers" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Platform engagement reality checks" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Sources" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Join Ember" }).last()).toHaveAttribute("href", "/GetStarted");
  await expect(main.getByRole("link", { name: "Chat with Ember" }).last()).toHaveAttribute(
    "href",
    "/ChatWithJordan",
  );
});

test("static parts: founder story, SafeSpace, GetStarted, ShareYourFire, chat, Assessments, Badges", async ({
  page,
}) => {
  await page.goto("/JordanStory");
  await expect(page.getByRole("main").getByRole("heading", { name: "A $2,000 leap of faith" })).toBeVisible();
  await page.goto("/SafeSpace");
  await expect(page.getByRole("main").getByRole("heading", { name: "Confidentiality" })).toBeVisible();
  await page.goto("/GetStarted");
  for (const name of ["Individual Path", "Small Group Path"]) {
    await expect(page.getByRole("main").getByRole("heading", { name })).toBeVisible();
  }
  await expect(page.getByRole("form", { name: "Application Form" })).toBeVisible();
  await page.goto("/ShareYourFire");
  await expect(page.getByRole("form", { name: "Do You Have That Fire?" })).toBeVisible();
  await page.goto("/ChatWithJordan");
  await expect(page.getByRole("main").getByRole("heading", { name: "What it cannot do" })).toBeVisible();
  await page.goto("/Assessments");
  await expect(page.getByRole("main").getByText(/What you'll receive: Personalized results/)).toBeVisible();
  await page.goto("/Badges");
  await expect(page.locator("#categories [data-badge-category]")).toHaveCount(6);
  await expect(page.getByRole("main").getByText("How to Earn", { exact: true })).toHaveCount(6);
});

test.describe("every page", () => {
  for (const route of pageRoutes(siteConfig)) {
    test(`${route.path} has canonical and Open Graph tags, passes axe and fits 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(route.path);
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", route.path);
      await expect(page.locator("meta[property='og:url']")).toHaveAttribute("content", route.path);
      await expect(page.locator("meta[property='og:title']")).toHaveAttribute("content", /Ember/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test("robots.txt and sitemap.xml are served", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // Every page in every language, each naming its ten versions and the default.
  expect(sitemap.match(/<loc>/g)).toHaveLength(pageRoutes(siteConfig).length * languages.length);
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(
    pageRoutes(siteConfig).length * languages.length,
  );
});
