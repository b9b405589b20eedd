import {
  crisisContactHref,
  crisisContactsOf,
  crisisLineNameOf,
  crisisLinesFor,
  type LanguageCode,
  languages,
  siteConfig,
} from "@ember/domain";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatMessageBubble } from "../src/features/chat/chat-message-bubble.tsx";
import { type CrisisLinesPlace, CrisisLinesView, lineFacts } from "../src/features/crisis/crisis-lines.tsx";
import type { Catalog } from "../src/i18n/catalog-shape.ts";
import { loadCatalog } from "../src/i18n/load-catalog.ts";

const catalogs = Object.fromEntries(
  await Promise.all(languages.map(async ({ code }) => [code, await loadCatalog(code)] as const)),
) as Record<LanguageCode, Catalog>;
const codes = languages.map((language) => language.code);
const places: CrisisLinesPlace[] = ["dialog", "reply", "page"];

const render = (place: CrisisLinesPlace, language: LanguageCode) =>
  renderToStaticMarkup(createElement(CrisisLinesView, { place, language, messages: catalogs[language] }));

/** The markup's text, tags removed and entities decoded, for "does it say" checks. */
const textOf = (html: string) =>
  squeezed(
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"'),
  );
/** Runs of white space (the narrow no-break space of French typography too) as one space. */
const squeezed = (text: string) => text.replace(/\s+/g, " ");

/** Where a fragment first appears in the markup, failing the test when it is missing. */
function positionOf(html: string, fragment: string): number {
  const at = html.indexOf(fragment);
  expect(at, fragment).toBeGreaterThanOrEqual(0);
  return at;
}

describe.each(places)("the crisis lines in the %s", (place) => {
  it.each(codes)("%s: the US lines first, with their links", (code) => {
    const html = render(place, code);
    const dialog = catalogs[code].chat.crisisDialog.resources;
    const text = textOf(html);
    for (const title of [dialog.call.title, dialog.text.title, dialog.chat.title]) {
      expect(text).toContain(squeezed(title));
    }
    expect(html).toContain('href="tel:988"');
    expect(html).toContain('href="sms:988"');
    expect(html).toContain('href="sms:741741?body=HELLO"');
    expect(html).toContain(`href="${siteConfig.links.lifelineChat}"`);
    expect(html).toContain('href="tel:911"');
    // The US lines come before every other country's.
    const lastUs = positionOf(html, 'href="tel:911"');
    for (const line of crisisLinesFor(code).elsewhere) {
      expect(positionOf(html, `data-crisis-line="${line.id}"`)).toBeGreaterThan(lastUs);
    }
  });

  it.each(codes)("%s: then each country of the language's audiences, its lines named and linked", (code) => {
    const html = render(place, code);
    const text = textOf(html);
    const copy = catalogs[code].shell.crisisLines;
    const inCountry = copy.inCountry as Record<string, string>;
    expect(text).toContain(copy.elsewhereHeading);
    for (const line of crisisLinesFor(code).elsewhere) {
      const heading = inCountry[line.country];
      expect(heading, `${code} ${line.country}`).toBeDefined();
      expect(text).toContain(squeezed(heading ?? ""));
      expect(text).toContain(squeezed(crisisLineNameOf(line, code).text));
      for (const contact of crisisContactsOf(line, code)) {
        expect(html).toContain(`href="${crisisContactHref(contact)}"`);
        if (contact.kind !== "chat") expect(text).toContain(contact.number);
      }
      for (const fact of lineFacts(line, code, copy)) expect(text).toContain(squeezed(fact));
    }
  });
});

describe("what each language's visitors are told", () => {
  it("tells Spanish readers how 988 and the Crisis Text Line answer in Spanish", () => {
    const html = render("dialog", "es");
    expect(html).toContain('href="sms:988?body=AYUDA"');
    expect(html).toContain('href="sms:741741?body=AYUDA"');
    expect(textOf(html)).toContain("marca el 2");
    expect(textOf(html)).toContain("más de 240 idiomas");
  });

  it("tells everyone else that 988 has interpreters, in their own digits", () => {
    expect(textOf(render("dialog", "fr"))).toContain("plus de 240 langues");
    expect(textOf(render("dialog", "bn"))).toContain("২৪০টিরও বেশি");
    expect(textOf(render("dialog", "ar"))).toContain("أكثر من 240 لغة");
    // Nobody but Spanish readers is told to text AYUDA.
    expect(render("dialog", "fr")).not.toContain("AYUDA");
  });

  it("shows the lines the brief names for each language", () => {
    const must: Record<LanguageCode, string[]> = {
      en: ["tel:116123", "tel:131114", "tel:14416"],
      es: ["tel:8009112000", "tel:024", "tel:08009990091", "tel:106", "tel:112"],
      fr: ["tel:3114", "tel:080032123", "tel:143", "tel:112"],
      de: ["tel:08001110111", "tel:08001110222", "tel:116123", "tel:142", "tel:143"],
      pt: ["tel:188", "tel:192", "tel:808242424", "tel:112"],
      zh: ["tel:12356", "tel:1925", "tel:18111", "tel:28960000", "tel:1767"],
      hi: ["tel:14416", "tel:18008914416", "tel:112"],
      ar: ["tel:08008880700", "tel:8008877", "tel:1564"],
      bn: ["tel:999", "tel:14416"],
      it: ["tel:0223272327", "tel:143", "tel:112"],
    };
    for (const code of codes) {
      const html = render("page", code);
      for (const href of must[code]) expect(html, `${code} ${href}`).toContain(`href="${href}"`);
    }
  });

  it("keeps every number left to right and marks names in another language", () => {
    const html = render("reply", "ar");
    expect(html).toMatch(/<bdi dir="ltr"[^>]*>0800 888 0700<\/bdi>/);
    expect(html).toMatch(/<bdi dir="ltr"[^>]*>988<\/bdi>/);
    const chinese = render("dialog", "zh");
    expect(chinese).toMatch(/lang="en" dir="auto"[^>]*>Samaritans of Singapore \(SOS\)</);
    // Singapore's line answers in English: the Chinese page says so.
    expect(textOf(chinese)).toContain("提供英语服务");
    expect(textOf(chinese)).toContain("提供粤语和英语服务");
  });

  it("has a name in every catalog for each language a line's note can need", () => {
    for (const code of codes) {
      const named = catalogs[code].shell.crisisLines.languageNames as Record<string, string>;
      for (const line of crisisLinesFor(code).elsewhere) {
        if (line.languages.includes(code)) continue;
        for (const tag of line.languages) expect(named[tag], `${code}: ${tag} for ${line.id}`).toBeTruthy();
      }
    }
  });

  it("links each line's official source on the Safe Space page", () => {
    const html = render("page", "de");
    for (const line of crisisLinesFor("de").elsewhere) expect(html).toContain(`href="${line.source}"`);
    expect(html).toContain(`href="${siteConfig.links.helplineDirectory}"`);
  });
});

describe("a safety reply in the chat", () => {
  it("shows the lines under its text", () => {
    const html = renderToStaticMarkup(
      createElement(ChatMessageBubble, {
        message: { id: "m1", role: "assistant", content: "Please reach out to 988 now.", crisis: true },
      }),
    );
    expect(html).toContain('data-role="safety"');
    expect(positionOf(html, "Please reach out to 988 now.")).toBeLessThan(
      positionOf(html, 'data-crisis-lines="reply"'),
    );
    expect(html).toContain('href="tel:116123"');
  });

  it("does not show them under an ordinary reply", () => {
    const html = renderToStaticMarkup(
      createElement(ChatMessageBubble, { message: { id: "m2", role: "assistant", content: "Hello." } }),
    );
    expect(html).not.toContain("data-crisis-lines");
  });
});
