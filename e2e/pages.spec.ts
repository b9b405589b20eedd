import { type PageId, pageRoutes, siteConfig } from "@ember/domain";
import { axeViolations, expect, test } from "./support/fixtures.ts";

// The heading each page of product.md#addresses opens with (quoted from its section of product.md#pages
// where it names one).
const headings: Record<PageId, RegExp> = {
  Home: /./,
  Evidence: /Evidence|Research/,
  FounderStory: /Jordan/,
  Chat: /Chat with Ember/,
  GetStarted: /Get Started|Apply/,
  Timeline: /Timeline|Journey/,
  Pricing: /Choose Your Path/,
  ShareYourFire: /Do You Have That Fire\?/,
  Badges: /Badges/,
  Resources: /Resources & Programs/,
  FAQ: /FAQ|Frequently Asked Questions/,
  Team: /Team/,
  SafeSpace: /Safe Space/,
  Assessments: /Student Wellbeing Assessment/,
  SuccessStories: /Success Stories/,
  History: /The History of Ember/,
  Subscriptions: /Choose Your Path/,
  GreatSocialMediaLie: /The Great Social Media Lie/,
};

test.describe("every route of product.md#addresses", () => {
  for (const route of pageRoutes(siteConfig)) {
    test(`${route.path} is prerendered with its heading and introduction`, async ({ request, page }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<title>[^<]+Ember<\/title>|<title>Ember[^<]*<\/title>/);

      await page.goto(route.path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(headings[route.id]);
      // A real introduction, not a placeholder: at least a couple of sentences of copy in <main>.
      const words = ((await page.getByRole("main").textContent()) ?? "").trim().split(/\s+/).length;
      expect(words).toBeGreaterThan(60);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
