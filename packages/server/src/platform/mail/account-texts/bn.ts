import type { AccountMailTexts } from "./account-texts.ts";

/**
 * The account e-mails in Bengali (docs/translation/bn.md): আপনি, the দাঁড়ি, Bengali digits, suffixes
 * hyphenated to Latin names and placeholders. The words are those of the sign-in, sign-up and password pages
 * (packages/web/src/i18n/catalogs/bn/shell.json).
 */
export const bn: AccountMailTexts = {
  dir: "ltr",
  numberLocale: "bn",
  hello: "হ্যালো,",
  closing: "আন্তরিক শুভেচ্ছাসহ,",
  signature: "{brand} টিম",
  questions: "কোনো প্রশ্ন আছে? আমাদের {email}-এ লিখুন।",
  verification: {
    subject: "আপনার {brand} যাচাই কোড: {code}",
    heading: "আপনার ইমেল ঠিকানা নিশ্চিত করুন",
    intro: "{brand}-এ আপনাকে স্বাগতম! আপনি এসেছেন বলে আমরা সত্যিই খুশি। আপনার অ্যাকাউন্ট তৈরি শেষ করতে এই কোডটি লিখুন:",
    expiry: "কোডটি {duration} কাজ করবে। অ্যাকাউন্ট তৈরির চেষ্টা আপনি না করে থাকলে নিশ্চিন্তে এই ইমেলটি উপেক্ষা করতে পারেন।",
    minutes: { one: "{count} মিনিট", other: "{count} মিনিট" },
  },
  alreadyRegistered: {
    subject: "{brand}-এ আপনার আগে থেকেই অ্যাকাউন্ট আছে",
    heading: "আপনার আগে থেকেই অ্যাকাউন্ট আছে",
    intro:
      "কেউ একজন (আশা করি আপনিই) এই ইমেল ঠিকানা দিয়ে একটি {brand} অ্যাকাউন্ট তৈরি করার চেষ্টা করেছেন। সুখবর: আপনার অ্যাকাউন্ট আগে থেকেই আছে।",
    signIn: "সাইন ইন করুন",
    forgot: "পাসওয়ার্ড ভুলে গেছেন? এখান থেকে নতুন পাসওয়ার্ড বেছে নিতে পারেন:",
    ignore: "এটি আপনি না করে থাকলে কিছুই করার দরকার নেই: আপনার অ্যাকাউন্টে কোনো পরিবর্তন হয়নি।",
  },
  passwordReset: {
    subject: "আপনার {brand} পাসওয়ার্ড রিসেট করুন",
    heading: "আপনার পাসওয়ার্ড রিসেট করুন",
    intro: "আপনার {brand} অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি। এই লিংক দিয়ে নতুন পাসওয়ার্ড বেছে নিন:",
    button: "নতুন পাসওয়ার্ড বেছে নিন",
    expiry:
      "লিংকটি একবারই, এক ঘণ্টার জন্য কাজ করবে। আপনি এটি না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করতে পারেন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।",
  },
  invitation: {
    subject: "{brand}-এ যোগ দিতে আপনাকে আমন্ত্রণ জানানো হয়েছে",
    heading: "{brand}-এ আপনি আমন্ত্রিত",
    intro:
      "{brand}-এ যোগ দিতে আপনাকে আমন্ত্রণ জানানো হয়েছে। আপনাকে আমাদের সঙ্গে পেলে আমরা খুব খুশি হব! শুরু করতে আপনার পাসওয়ার্ড সেট করুন:",
    introAsAdmin:
      "অ্যাডমিন হিসেবে {brand}-এ যোগ দিতে আপনাকে আমন্ত্রণ জানানো হয়েছে। আপনাকে আমাদের সঙ্গে পেলে আমরা খুব খুশি হব! শুরু করতে আপনার পাসওয়ার্ড সেট করুন:",
    button: "আপনার পাসওয়ার্ড সেট করুন",
    expiry: "লিংকটি একবারই, সাত দিনের জন্য কাজ করবে।",
  },
};
