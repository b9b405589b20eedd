import { describe, expect, it } from "vitest";
import {
  type CrisisLine,
  crisisContactHref,
  crisisContactsOf,
  crisisCountries,
  crisisLineNameOf,
  crisisLines,
  crisisLinesByLanguage,
  crisisLinesFor,
  usCrisisLineIds,
} from "../../src/crisis/crisis-lines.ts";
import { safetyReplyOf } from "../../src/crisis/safety-replies.ts";
import { type LanguageCode, languages } from "../../src/languages.ts";
import { siteConfig } from "../../src/site-config.ts";

/** An https address on a named host (the domain package has no DOM or Node types, so no `URL`). */
const httpsPage = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i;
const codes = languages.map((language) => language.code);
const entries = Object.entries(crisisLines) as [string, CrisisLine][];
const numbersOf = (line: CrisisLine) =>
  line.contacts.flatMap((contact) => (contact.kind === "chat" ? [] : [contact.number]));

describe("the crisis lines table (decision 0063)", () => {
  it.each(entries)("%s has an https source, a country, languages and a checked date", (_id, line) => {
    expect(line.source).toMatch(httpsPage);
    expect(crisisCountries).toContain(line.country);
    expect(line.languages.length).toBeGreaterThan(0);
    for (const tag of line.languages) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    expect(line.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(line.checked))).toBe(false);
  });

  it.each(entries)("%s: every number dials as written, digits only", (_id, line) => {
    for (const contact of [...line.contacts, ...Object.values(line.inLanguage ?? {}).flat()]) {
      if (contact.kind === "chat") {
        expect(contact.url).toMatch(httpsPage);
        continue;
      }
      expect(contact.dial).toMatch(/^\d{3,15}$/);
      expect(contact.dial).toBe(contact.number.replace(/\D/g, ""));
    }
  });

  it("shows every line in some language, and names it in each language that shows it", () => {
    const shown = new Set<string>(usCrisisLineIds);
    for (const code of codes) {
      const { us, elsewhere } = crisisLinesFor(code);
      for (const line of [...us, ...elsewhere]) {
        shown.add(line.id);
        expect(line.names[code], `${line.id} in ${code}`).toBeDefined();
        expect(crisisLineNameOf(line, code).text.trim()).not.toBe("");
      }
    }
    expect([...shown].sort()).toEqual(Object.keys(crisisLines).sort());
  });
});

describe("what each language shows", () => {
  it.each(codes)("%s: the US lines first, exactly as the product requires", (code) => {
    const { us } = crisisLinesFor(code);
    expect(us.map((line) => line.id)).toEqual([...usCrisisLineIds]);
    expect(us.every((line) => line.country === "US")).toBe(true);
    const hrefs = us.flatMap((line) => line.contacts.map(crisisContactHref));
    expect(hrefs).toEqual([
      "tel:988",
      "sms:988",
      "sms:741741?body=HELLO",
      siteConfig.links.lifelineChat,
      "tel:911",
    ]);
  });

  it.each(codes)("%s: then its own audiences' lines, at least one answering in the language", (code) => {
    const { elsewhere } = crisisLinesFor(code);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((line) => line.country !== "US")).toBe(true);
    expect(new Set(elsewhere.map((line) => line.id)).size).toBe(elsewhere.length);
    const crisisLinesInLanguage = elsewhere.filter(
      (line) => line.purpose === "crisis" && line.languages.includes(code),
    );
    expect(crisisLinesInLanguage.length, code).toBeGreaterThan(0);
  });

  it("has no language without a list", () => {
    expect(Object.keys(crisisLinesByLanguage).sort()).toEqual([...codes].sort());
  });

  const countriesOf = (code: LanguageCode) => crisisLinesFor(code).elsewhere.map((line) => line.country);
  const allNumbersOf = (code: LanguageCode) => crisisLinesFor(code).elsewhere.flatMap(numbersOf);

  it("covers each language's largest audiences", () => {
    expect(countriesOf("en")).toEqual(expect.arrayContaining(["CA", "GB", "IE", "AU", "IN"]));
    expect(countriesOf("es")).toEqual(expect.arrayContaining(["MX", "ES", "AR", "CO", "EU"]));
    expect(countriesOf("fr")).toEqual(expect.arrayContaining(["FR", "BE", "CH", "CA", "EU"]));
    expect(countriesOf("de")).toEqual(expect.arrayContaining(["DE", "AT", "CH", "EU"]));
    expect(countriesOf("pt")).toEqual(expect.arrayContaining(["BR", "PT", "EU"]));
    expect(countriesOf("it")).toEqual(expect.arrayContaining(["IT", "CH", "EU"]));
    expect(countriesOf("zh")).toEqual(expect.arrayContaining(["CN", "TW", "HK", "SG"]));
    expect(countriesOf("hi")).toEqual(["IN", "IN"]);
    expect(countriesOf("bn")).toEqual(expect.arrayContaining(["BD", "IN"]));
    expect(countriesOf("ar")).toEqual(expect.arrayContaining(["EG", "AE", "LB"]));
  });

  it("names the national numbers the brief for each language asked for", () => {
    expect(allNumbersOf("es")).toEqual(expect.arrayContaining(["024", "800 911 2000", "112"]));
    expect(allNumbersOf("pt")).toEqual(expect.arrayContaining(["188", "112"]));
    expect(allNumbersOf("fr")).toEqual(expect.arrayContaining(["3114", "112"]));
    expect(allNumbersOf("de")).toEqual(
      expect.arrayContaining(["0800 111 0 111", "0800 111 0 222", "142", "143"]),
    );
    expect(allNumbersOf("it")).toEqual(expect.arrayContaining(["143", "112"]));
    expect(allNumbersOf("hi")).toEqual(expect.arrayContaining(["14416"]));
    expect(allNumbersOf("bn")).toEqual(expect.arrayContaining(["14416", "999"]));
    expect(allNumbersOf("zh")).toEqual(expect.arrayContaining(["12356", "1925", "18111", "1767"]));
  });

  it("says how the US lines serve Spanish speakers, and that 988 has interpreters", () => {
    const [lifeline, textLine] = crisisLinesFor("es").us;
    const spanishHrefs = (line: CrisisLine) => crisisContactsOf(line, "es").map(crisisContactHref);
    expect(spanishHrefs(lifeline as CrisisLine)).toEqual(
      expect.arrayContaining(["tel:988", "sms:988?body=AYUDA"]),
    );
    expect(spanishHrefs(textLine as CrisisLine)).toContain("sms:741741?body=AYUDA");
    // Only Spanish gets them: a French visitor is not told to text AYUDA.
    expect(crisisContactsOf(textLine as CrisisLine, "fr").map(crisisContactHref)).toEqual([
      "sms:741741?body=HELLO",
    ]);
    expect(lifeline?.interpreters).toBeGreaterThanOrEqual(200);
  });

  it("marks a name written in another language than the page's", () => {
    const sos = crisisLinesFor("zh").elsewhere.find((line) => line.id === "sg-sos");
    expect(sos && crisisLineNameOf(sos, "zh")).toEqual({ text: "Samaritans of Singapore (SOS)", lang: "en" });
    const cvv = crisisLinesFor("pt").elsewhere[0];
    expect(cvv && crisisLineNameOf(cvv, "pt").lang).toBe("pt");
  });
});

describe("the server's English safety replies", () => {
  it.each([1, 2, 3] as const)("tier %s keeps the US lines and adds the English readers' lines", (tier) => {
    const reply = safetyReplyOf(tier, siteConfig);
    expect(reply).toContain("call or text 988");
    expect(reply).toContain("text HELLO to 741741");
    for (const line of crisisLinesFor("en").elsewhere) {
      for (const number of numbersOf(line)) expect(reply).toContain(number);
    }
    expect(reply).toContain("in Canada, call or text 988 (9-8-8 Suicide Crisis Helpline)");
    expect(reply).toContain("Anywhere else, please contact your local crisis line or emergency services.");
  });
});
