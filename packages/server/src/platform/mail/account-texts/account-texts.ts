import { ar } from "./ar.ts";
import { bn } from "./bn.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { hi } from "./hi.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";
import { zh } from "./zh.ts";

/**
 * The texts of the account e-mails in one language: the sign-up code, the note to an address that already
 * has an account, the password-reset link and the invitation. Placeholders are `{name}`; every language has
 * English's keys and placeholders (a test holds them to it). The code and the links are never in a text:
 * they are set apart in the e-mail, so no language can change them.
 */
export interface AccountMailTexts {
  /** The HTML part's `dir`. */
  readonly dir: "ltr" | "rtl";
  /** The locale that writes and counts the minutes (Bengali with its own digits, Arabic with Western ones). */
  readonly numberLocale: string;
  /** The salutation: nobody's name is known yet. */
  readonly hello: string;
  /** The line before the signature. */
  readonly closing: string;
  /** {brand} */
  readonly signature: string;
  /** {email} is a link in HTML. */
  readonly questions: string;
  readonly verification: {
    /** {brand} {code} */
    readonly subject: string;
    readonly heading: string;
    /** {brand} */
    readonly intro: string;
    /** {duration} is one of `minutes`. */
    readonly expiry: string;
    /** "{count} minutes" in each of the language's plural categories (Intl.PluralRules), no more, no less. */
    readonly minutes: PluralTexts;
  };
  readonly alreadyRegistered: {
    /** {brand} */
    readonly subject: string;
    readonly heading: string;
    /** {brand} */
    readonly intro: string;
    /** The button to the sign-in page. */
    readonly signIn: string;
    /** Followed by the link to the forgotten-password page. */
    readonly forgot: string;
    readonly ignore: string;
  };
  readonly passwordReset: {
    /** {brand} */
    readonly subject: string;
    readonly heading: string;
    /** {brand} */
    readonly intro: string;
    readonly button: string;
    readonly expiry: string;
  };
  readonly invitation: {
    /** {brand} */
    readonly subject: string;
    /** {brand} */
    readonly heading: string;
    /** {brand}: to join as a member. */
    readonly intro: string;
    /** {brand}: to join as an administrator. */
    readonly introAsAdmin: string;
    readonly button: string;
    readonly expiry: string;
  };
}

/** A text per plural category of a language: `other` always, and each category its rules name. */
export type PluralTexts = { readonly other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** Every language the account e-mails are written in, by the code the site's addresses start with. */
export const accountMailTexts: Readonly<Record<string, AccountMailTexts>> = {
  en,
  es,
  fr,
  de,
  pt,
  it,
  zh,
  ar,
  hi,
  bn,
};

export const accountMailLanguages = Object.keys(accountMailTexts);
