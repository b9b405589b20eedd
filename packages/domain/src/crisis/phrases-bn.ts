import type { CrisisPhraseList } from "./phrase-types.ts";

/** Bengali in its own script and in Latin letters. */
export const bengaliPhrases: CrisisPhraseList = {
  lang: "bn",
  spaced: true,
  phrases: [
    {
      keyword: "মরে যেতে চাই",
      tier: 1,
      pattern: "মরে যেতে চাই|মরতে চাই|মরে যাওয়াই ভালো|more jete chai|morte chai",
    },
    { keyword: "আত্মহত্যা", tier: 1, pattern: "আত্মহত্যা|atmohotta|attohotta|attohatya", general: true },
    {
      keyword: "নিজেকে মেরে ফেলব",
      tier: 1,
      pattern:
        "নিজেকে (?:মেরে|শেষ করে) (?:ফেলব|ফেলবো|ফেলতে চাই|দেব|দিব)|জীবন শেষ করে (?:দিতে চাই|দেব|দিব|দেবো)|nijeke mere felbo",
    },
    {
      keyword: "আর বাঁচতে চাই না",
      tier: 1,
      pattern:
        "(?:আর )?বাঁচতে চাই না|বেঁচে থাকতে চাই না|(?:বাঁচতে|বেঁচে থাকতে) ইচ্ছে করে না|ar bachte chai na|bachte chai na",
    },
    {
      keyword: "আমার একটা পরিকল্পনা আছে",
      tier: 1,
      pattern: "আমার একটা পরিকল্পনা আছে|আজ রাতেই|এটাই আমার শেষ বার্তা",
      gate: "risk",
    },
    {
      keyword: "বেঁচে থাকার কোনো মানে নেই",
      tier: 2,
      pattern: "বেঁচে থাকার (?:কোনো |কোন )?(?:মানে|অর্থ) নেই|বেঁচে থেকে (?:কী|কি) লাভ|জীবনের কোনো মানে নেই",
    },
    { keyword: "আমি বোঝা", tier: 2, pattern: "(?:সবার|পরিবারের|সকলের) (?:কাছে |জন্য )?বোঝা|আমি (?:একটা )?বোঝা" },
    {
      keyword: "আমাকে ছাড়া সবাই ভালো থাকবে",
      tier: 2,
      pattern: "আমাকে ছাড়া সবাই ভালো থাকবে|আমি না থাকলে সবাই ভালো থাকবে|আমাকে ছাড়া সবাই সুখী",
    },
    { keyword: "সহ্য করতে পারছি না", tier: 2, pattern: "(?:আর )?সহ্য করতে পারছি না|আর পারছি না|ar parchi na" },
    { keyword: "একদম একা", tier: 2, pattern: "(?:একদম|সম্পূর্ণ|পুরোপুরি) একা|কোনো আশা নেই|কেউ আমার খেয়াল রাখে না" },
    { keyword: "নিজের ক্ষতি", tier: 3, pattern: "নিজের ক্ষতি|নিজেকে (?:কাটি|কাটছি|কেটেছি|আঘাত)" },
    {
      keyword: "অনেক ওষুধ খেয়েছি",
      tier: 3,
      pattern: "অনেক (?:বেশি )?(?:ঘুমের )?(?:ওষুধ|ট্যাবলেট|বড়ি) খে(?:য়েছি|য়ে ফেলেছি)",
    },
    { keyword: "প্যানিক অ্যাটাক", tier: 3, pattern: "প্যানিক অ্যাটাক|হারিয়ে যেতে চাই|ঘুম থেকে আর উঠতে চাই না" },
    { keyword: "শোক", tier: 3, pattern: "মারা গেছে|মারা গেছেন|মারা গেল|মৃত্যু|শেষকৃত্য", gate: "grief" },
  ],
};
