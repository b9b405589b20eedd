import { arrive, axeViolations, expect, hasHorizontalOverflow, test } from "./support/fixtures.ts";

test.describe("Home", () => {
  test("shows every figure of product.md#home and both calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    const stats: [figure: string, label: string][] = [
      ["2,098+", "Total Participants"],
      ["97.1%", "Satisfaction Rate"],
      ["34+", "Countries Reached"],
      ["200+", "Universities"],
    ];
    for (const [figure, label] of stats) {
      await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
    }
    for (const figure of ["1,000+", "616+", "5,000+"]) {
      await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText("21", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("team members across 7 countries and 2 continents").first()).toBeVisible();
    for (const value of ["Collaboration", "Humility", "Precision", "Patience", "Empathy"]) {
      await expect(main.getByRole("heading", { name: value })).toBeVisible();
    }
    const trial = main.getByRole("link", { name: "Start 14-Day Free Trial" });
    await expect(trial.first()).toHaveAttribute("href", "/Subscriptions");
    await expect(main.getByRole("link", { name: "Apply Now" }).first()).toHaveAttribute(
      "href",
      "/GetStarted",
    );
    await expect(main.getByRole("link", { name: /Timeline/ }).last()).toHaveAttribute("href", "/Timeline");
  });

  test("has its text and hero image in the first HTML response, before any script runs", async ({
    request,
  }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("2,098+");
    expect(html).toContain("Start 14-Day Free Trial");
    expect(html).toMatch(/<img[^>]+src="\/images\/[^"]+"/);
  });

  test("a page React hydrates starts its scripts after the paint and preloads every module React Router listed", async ({
    page,
    request,
  }) => {
    // The home page is content and loads no module for a visitor (e2e/content-pages.spec.ts); the
    // application form's page is hydrated for everyone.
    const html = await (await request.get("/GetStarted")).text();
    // The page is sent with React Router's script held and its preloads moved onto it (0068, 0097).
    const listed =
      /<script type="ember\/after-paint" data-preload="([^"]*)">/.exec(html)?.[1]?.split(" ") ?? [];
    expect(listed.length).toBeGreaterThan(3);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    await page.goto("/GetStarted");
    await arrive(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
            l.getAttribute("href"),
          ),
        ),
      )
      // Vite's loader adds preloads of its own for modules loaded later, by full address.
      .toEqual(expect.arrayContaining(listed));
  });

  test("rotates the hero carousel of four images", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Scenes from the Ember community" });
    const pickers = carousel.getByRole("button", { name: /^Show image \d of 4$/ });
    await expect(pickers).toHaveCount(4);
    await expect(carousel.locator("img")).toHaveCount(4);
    const shown = () => carousel.locator("button[aria-current='true']").getAttribute("aria-label");
    expect(await shown()).toBe("Show image 1 of 4");
    await arrive(page);
    // One interval is 5 s: the second image is shown within one interval and its fade.
    await expect.poll(shown, { timeout: 8_000 }).toBe("Show image 2 of 4");
    await carousel.getByRole("button", { name: "Show image 4 of 4" }).click();
    expect(await shown()).toBe("Show image 4 of 4");
  });

  test("passes axe and fits a 320 px screen", async ({ page }) => {
    await page.goto("/");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});
