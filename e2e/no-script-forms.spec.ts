import { assessmentCategoryKeys, siteConfig } from "@ember/domain";
import type { Page } from "@playwright/test";
import type { Catalog } from "../packages/web/src/i18n/catalog-shape.ts";
import { appId } from "./support/accounts.ts";
import { catalogOf } from "./support/catalogs.ts";
import { expect, loginToken, test } from "./support/fixtures.ts";

const en = catalogOf("en");
const es = catalogOf("es");

/**
 * The three forms with JavaScript off (decision 0066): the browser posts each form to its page, and the
 * server answers with the success page, or the form again with its errors next to the fields, in the
 * page's language. Each journey first sends an incomplete form, corrects it on the answered page, sends it
 * again, and finds exactly one stored record.
 */
test.use({ javaScriptEnabled: false });

const languages = [
  { code: "en", prefix: "", catalog: en },
  { code: "es", prefix: "/es", catalog: es },
] as const satisfies readonly { code: string; prefix: string; catalog: Catalog }[];

let seq = 0;
const uniqueEmail = (who: string) => `${who}.${process.pid}.${Date.now()}.${++seq}@example.org`;

/** The success screens leave for the scheduling service after 5 s, as with scripts: answered here. */
async function stubScheduling(page: Page) {
  await page.route(`${siteConfig.links.scheduling}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Scheduling</title><h1>Book</h1>",
    }),
  );
}

/** The records of `entity` whose `field` is `value`, read through the API as staff. */
async function storedRecords(baseURL: string, entity: string, field: string, value: string) {
  const token = await loginToken(baseURL);
  const q = encodeURIComponent(JSON.stringify({ [field]: value }));
  const response = await fetch(`${baseURL}/api/apps/${appId}/entities/${entity}?q=${q}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** The page answered an invalid post: the summary has focus and names `count` answers. */
async function expectErrorSummary(page: Page, catalog: Catalog, count: number) {
  const summary = page.locator("#error-summary");
  await expect(summary).toBeFocused();
  const forms = catalog.forms.invalidSummary as { one?: string; other: string };
  const heading = count === 1 && forms.one ? forms.one : forms.other.replace("{count}", String(count));
  await expect(summary.getByRole("heading")).toHaveText(heading);
  await expect(summary.getByRole("listitem")).toHaveCount(count);
}

for (const { code, prefix, catalog } of languages) {
  test.describe(`without JavaScript, in ${code}`, () => {
    test("the application form shows its errors at their fields, then is stored once and shows its success page", async ({
      page,
      baseURL,
    }) => {
      await stubScheduling(page);
      const copy = catalog.forms.application;
      const email = uniqueEmail(`apply-${code}`);
      await page.goto(`${prefix}/GetStarted`);
      const form = page.getByRole("form", { name: copy.formName });
      await form.getByLabel(copy.fields.email.label, { exact: true }).fill("not-an-address");
      await form.getByRole("button", { name: copy.submit }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/GetStarted$`));
      await expectErrorSummary(page, catalog, 3);
      const name = form.getByLabel(copy.fields.full_name.label, { exact: true });
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(catalog.forms.validation.required);
      const address = form.getByLabel(copy.fields.email.label, { exact: true });
      await expect(address).toHaveValue("not-an-address");
      await expect(address).toHaveAccessibleDescription(catalog.forms.validation.validEmail);
      await expect(
        form.getByRole("group", { name: copy.fields.program_interest.label }),
      ).toHaveAccessibleDescription(catalog.forms.validation.programChoice);
      expect(await storedRecords(baseURL as string, "Application", "email", email)).toEqual([]);

      await name.fill("Ada Lovelace");
      await address.fill(email);
      await form.getByRole("radio", { name: copy.programChoices.small_group }).check();
      // A double click sends the form twice; the second is the same submission.
      await form.getByRole("button", { name: copy.submit }).dblclick();
      await expect(page.getByRole("heading", { name: copy.success.heading })).toBeVisible();
      await expect(page.getByText(copy.success.badgeName, { exact: true })).toBeVisible();
      await expect(page.getByRole("form", { name: copy.formName })).toHaveCount(0);
      const stored = await storedRecords(baseURL as string, "Application", "email", email);
      expect(stored.map((r) => [r.full_name, r.program_interest])).toEqual([["Ada Lovelace", "small_group"]]);
    });

    test("the planning form shows its errors at their fields, then is stored once and shows its success page", async ({
      page,
      baseURL,
    }) => {
      await stubScheduling(page);
      const copy = catalog.forms.firePlan;
      const email = uniqueEmail(`fire-${code}`);
      await page.goto(`${prefix}/ShareYourFire`);
      const form = page.getByRole("form", { name: copy.formName });
      const byName = (name: string) => form.locator(`[name="${name}"]`);
      await byName("first_name").fill("Grace");
      await byName("user_email").fill(email);
      await form.getByRole("button", { name: copy.submit }).click();

      await expectErrorSummary(page, catalog, 14);
      await expect(byName("first_name")).toHaveValue("Grace");
      await expect(byName("last_name")).toHaveAttribute("aria-invalid", "true");
      await expect(byName("last_name")).toHaveAccessibleDescription(catalog.forms.validation.required);
      const communities = page.locator("fieldset#fire-communities_impacted");
      await expect(communities).toHaveAccessibleDescription(
        new RegExp(catalog.forms.validation.chooseCommunity.replace(".", "\\.")),
      );

      await byName("last_name").fill("Hopper");
      for (const field of [
        "cause_commitment",
        "why_important",
        "specific_progress_3_4_months",
        "success_definition",
        "research_approach",
        "interested_audiences",
        "communication_methods",
        "tracking_lessons",
        "feedback_methods",
        "emergency_contact_first",
        "emergency_contact_last",
        "emergency_phone",
      ]) {
        await byName(field).fill(`Answer for ${field}`);
      }
      await communities.getByRole("checkbox", { name: copy.communities[4] }).check();
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(page.getByRole("heading", { name: copy.success.heading })).toBeVisible();
      const stored = await storedRecords(baseURL as string, "UserProfile", "user_email", email);
      expect(stored).toHaveLength(1);
      expect(JSON.parse(String(stored[0]?.purpose_discovery)).communities_impacted).toEqual(["Youth"]);
    });

    test("the assessment shows every statement at once, marks the unanswered one, then shows the results", async ({
      page,
      baseURL,
    }) => {
      const copy = catalog.assessment;
      const email = uniqueEmail(`assess-${code}`);
      await page.goto(`${prefix}/Assessments`);
      // The scripted wizard's first step button is not shown; the whole assessment is.
      await expect(page.getByRole("button", { name: copy.contact.begin })).toBeHidden();
      const form = page.locator(`form[action="${prefix}/Assessments"]`);
      await form.getByLabel(copy.contact.labels.first_name, { exact: true }).fill("Ada");
      await form.getByLabel(copy.contact.labels.last_name, { exact: true }).fill("Lovelace");
      await form.getByLabel(copy.contact.labels.email, { exact: true }).fill(email);
      const answer = (category: string, question: number, value: number) =>
        form.locator(`input[name="answers.${category}.${question}"][value="${value}"]`).check();
      for (const category of assessmentCategoryKeys) {
        for (let question = 0; question < 5; question++) {
          if (category === "social" && question === 2) continue;
          await answer(category, question, 3);
        }
      }
      await form.getByRole("button", { name: copy.step.finish }).click();

      await expectErrorSummary(page, catalog, 1);
      const unanswered = page
        .locator("fieldset")
        .filter({ has: page.locator('input[name="answers.social.2"]') });
      await expect(unanswered).toContainText(catalog.forms.validation.required);
      await expect(page.locator('input[name="answers.academics.0"][value="3"]')).toBeChecked();
      expect(await storedRecords(baseURL as string, "AssessmentResult", "email", email)).toEqual([]);

      await answer("social", 2, 3);
      await form.getByRole("button", { name: copy.step.finish }).click();
      // The heading's 🎉 is hidden from assistive technology: its name is the words.
      const words = copy.results.heading.replace(/^\p{Extended_Pictographic}\s*/u, "");
      await expect(page.getByRole("heading", { name: words, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: copy.tiers.discovering.name })).toBeVisible();
      await expect(page.locator('[data-category-score="social"] dd')).toContainText(
        new Intl.NumberFormat(code, { minimumFractionDigits: 1 }).format(3),
      );
      await expect(page.getByText(copy.results.emailed.replace("{email}", email))).toBeVisible();
      const stored = await storedRecords(baseURL as string, "AssessmentResult", "email", email);
      expect(stored.map((r) => [r.first_name, r.overall_score])).toEqual([["Ada", 3]]);
    });
  });
}
