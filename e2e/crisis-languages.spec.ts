import type { LanguageCode } from "@ember/domain";
import { siteConfig } from "@ember/domain";
import type { Page, Route } from "@playwright/test";
import type { Catalog } from "../packages/web/src/i18n/catalog-shape.ts";
import { catalogOf } from "./support/catalogs.ts";
import { arrive, expect, test } from "./support/fixtures.ts";

const ar = catalogOf("ar");
const bn = catalogOf("bn");
const de = catalogOf("de");
const en = catalogOf("en");
const es = catalogOf("es");
const fr = catalogOf("fr");
const hi = catalogOf("hi");
const it = catalogOf("it");
const pt = catalogOf("pt");
const zh = catalogOf("zh");

/**
 * In every site language, a first-person crisis message typed the way people type on a phone
 * (a letter dropped or doubled, no accents, Latin letters for Hindi and Bengali, pinyin inside Chinese)
 * opens the crisis modal in the browser at once, while the chat function's answer is still held back:
 * the detector runs before anything is sent (decisions 0017 and 0050), not after the server answers.
 */
const cases: readonly { lang: LanguageCode; catalog: Catalog; message: string }[] = [
  { lang: "en", catalog: en, message: "i wanna dye tonite" },
  { lang: "es", catalog: es, message: "kiero morirme ya no aguanto" },
  { lang: "fr", catalog: fr, message: "jveux mourrir" },
  { lang: "de", catalog: de, message: "ich will sterbn" },
  { lang: "pt", catalog: pt, message: "qro morrer" },
  { lang: "zh", catalog: zh, message: "我真的好想si" },
  { lang: "hi", catalog: hi, message: "mai marna chahta hu" },
  { lang: "ar", catalog: ar, message: "ابي اموووت" },
  { lang: "bn", catalog: bn, message: "ami mre jete chai" },
  { lang: "it", catalog: it, message: "vojo morire" },
];

const chatFunction = "**/functions/chat";

/** Holds every answer of the chat function until `release()`; records whether any was given. */
async function holdChat(
  page: Page,
): Promise<{ requests: () => number; answered: () => boolean; release: () => void }> {
  let requests = 0;
  let answered = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chatFunction, async (route: Route) => {
    requests += 1;
    await held;
    answered = true;
    await route.fulfill({ json: { reply: "Server safety reply", crisis: { tier: 1, keyword: "x" } } });
  });
  return { requests: () => requests, answered: () => answered, release };
}

for (const { lang, catalog, message } of cases) {
  test(`${lang}: a crisis message typed on a phone opens the crisis modal before the server answers`, async ({
    page,
  }) => {
    const chat = await holdChat(page);
    const copy = catalog.chat;
    await page.goto(lang === "en" ? "/ChatWithJordan" : `/${lang}/ChatWithJordan`);
    await arrive(page);
    await expect(page.locator("html[data-gate='open']")).toBeAttached();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // The gate, in the visitor's language.
    const acknowledgement = copy.gate.acknowledgement.replace("{product}", siteConfig.productName);
    await page.getByRole("checkbox", { name: acknowledgement }).check();
    await page.getByRole("button", { name: copy.gate.start, exact: true }).click();
    const input = page.getByRole("textbox", { name: copy.composer.inputLabel, exact: true });
    await expect(input).toBeFocused();

    await input.fill(message);
    await input.press("Enter");

    const dialog = page.getByRole("dialog", { name: copy.crisisDialog.title });
    await expect(dialog).toBeVisible();
    // The modal is up and no answer has come back: it did not wait for the network.
    expect(chat.answered()).toBe(false);
    await expect(dialog).toContainText(copy.crisisDialog.headlines[1]);
    // The server still hears it (it raises the staff alert); its answer is let through only now.
    await expect.poll(chat.requests).toBe(1);
    chat.release();
    await expect.poll(chat.answered).toBe(true);
    await expect(dialog).toBeVisible();
  });
}
