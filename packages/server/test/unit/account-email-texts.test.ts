import { type LanguageCode, languages, siteConfig } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../../src/platform/fill-template.ts";
import {
  alreadyRegisteredEmail,
  invitationEmail,
  passwordResetEmail,
  verificationCodeEmail,
} from "../../src/platform/mail/account-emails.ts";
import { accountMailLanguage } from "../../src/platform/mail/account-mail-language.ts";
import { accountMailTexts } from "../../src/platform/mail/account-texts/account-texts.ts";
import { leaves, strings, styleProblems } from "./text-checks.ts";

const codes = languages.map((l) => l.code);
const others = codes.filter((code) => code !== "en");
const ctx = { site: siteConfig, staffEmail: "staff@ember.test" };

describe("the account e-mails' texts", () => {
  const english = leaves(accountMailTexts.en);

  it("exist in every language the site has, and no other", () => {
    expect(Object.keys(accountMailTexts).sort()).toEqual([...codes].sort());
  });

  const plural = (path: string) => path.startsWith("verification.minutes.");

  it.each(others)("%s has English's keys, and each text English's placeholders", (language) => {
    const texts = accountMailTexts[language];
    const keys = (tree: Map<string, unknown>) => [...tree.keys()].filter((path) => !plural(path)).sort();
    expect(keys(leaves(texts))).toEqual(keys(english));
    for (const [path, text] of strings(texts)) {
      if (plural(path)) continue;
      expect(placeholdersOf(text), `${language} ${path}`).toEqual(placeholdersOf(String(english.get(path))));
      expect(text.trim(), `${language} ${path}`).not.toBe("");
    }
  });

  it.each(codes)("%s counts minutes in exactly its language's plural categories", (language) => {
    const texts = accountMailTexts[language];
    const categories = new Intl.PluralRules(texts?.numberLocale).resolvedOptions().pluralCategories;
    const minutes = texts?.verification.minutes ?? { other: "" };
    expect(Object.keys(minutes).sort()).toEqual([...categories].sort());
    // "one minute" may spell the number out ('دقيقة واحدة'); no form names another value.
    for (const text of Object.values(minutes)) {
      expect(
        placeholdersOf(text).every((name) => name === "count"),
        text,
      ).toBe(true);
    }
  });

  it.each(others)("%s follows its style sheet's typography", (language) => {
    const problems = strings(accountMailTexts[language]).flatMap(([path, text]) =>
      path === "numberLocale" ? [] : styleProblems(language as LanguageCode, text),
    );
    expect(problems).toEqual([]);
  });

  it.each(codes)("%s renders every e-mail whole, in its language and direction", (language) => {
    const dir = languages.find((l) => l.code === language)?.dir;
    const link = "https://ember.example/reset-password#token=abc";
    const mails = [
      verificationCodeEmail("a@example.org", "123456", 10, ctx, language),
      alreadyRegisteredEmail("a@example.org", { signIn: link, reset: link }, ctx, language),
      passwordResetEmail("a@example.org", link, ctx, language),
      invitationEmail("a@example.org", link, "admin", ctx, language),
    ];
    for (const mail of mails) {
      expect(mail.html).toContain(`<html lang="${language}" dir="${dir}">`);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/\{\w+\}/);
        expect(part).toContain(siteConfig.brand);
      }
    }
    // The code and the link are exactly what the server issued, whatever the language.
    expect(mails[0]?.text).toMatch(/^ {4}123456$/m);
    expect(mails[2]?.text).toContain(link);
  });

  it("writes English for a language it has no texts in, even one named like an object's own property", () => {
    for (const language of ["xx", "constructor", "__proto__", "toString"]) {
      expect(passwordResetEmail("a@example.org", "https://x.example/r", ctx, language).html).toContain(
        '<html lang="en" dir="ltr">',
      );
    }
  });

  it("writes the minutes as the language writes and counts them", () => {
    const expiry = (language: string, minutes: number) =>
      verificationCodeEmail("a@example.org", "123456", minutes, ctx, language).text;
    expect(expiry("bn", 10)).toContain("১০ মিনিট");
    expect(expiry("en", 1)).toContain("for 1 minute.");
    expect(expiry("en", 10)).toContain("for 10 minutes.");
    // Arabic: two minutes in the dual, 3 to 10 in the plural, 11 and more in the singular.
    expect(expiry("ar", 2)).toContain("لمدة دقيقتين.");
    expect(expiry("ar", 10)).toContain("لمدة 10 دقائق.");
    expect(expiry("ar", 15)).toContain("لمدة 15 دقيقة.");
  });
});

describe("the language of an account e-mail", () => {
  const of = (headers: Record<string, string>) => accountMailLanguage({ headers });

  it("is the language of the page's address, from the SDK's header or the Referer", () => {
    expect(of({ "x-origin-url": "https://ember.example/es/register" })).toBe("es");
    expect(of({ referer: "https://ember.example/ar/forgot-password?x=1" })).toBe("ar");
    expect(
      of({ "x-origin-url": "https://ember.example/zh", referer: "https://ember.example/fr/login" }),
    ).toBe("zh");
  });

  it("is English for an English page, and for anything else a caller sends", () => {
    for (const page of [
      "https://ember.example/register",
      "https://ember.example/Team",
      "https://ember.example/xx/register",
      "https://ember.example/constructor/x",
      "https://ember.example/__proto__",
      "/es/register",
      "not a url",
      `https://ember.example/es/${"x".repeat(5000)}`,
    ]) {
      expect(of({ "x-origin-url": page }), page).toBe("en");
    }
    expect(of({})).toBe("en");
  });
});
