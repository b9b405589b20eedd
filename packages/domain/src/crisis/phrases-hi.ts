import type { CrisisPhraseList } from "./phrase-types.ts";

/**
 * Hindi in Devanagari and in the Latin letters many people type it with. The nukta and chandrabindu
 * fold (ज़ = ज, हूँ = हूं), so spellings with and without them meet.
 */
export const hindiPhrases: CrisisPhraseList = {
  lang: "hi",
  spaced: true,
  phrases: [
    {
      keyword: "मरना चाहता हूँ",
      tier: 1,
      pattern:
        "मर जाना है|मरना है|मरना चाहत[ाीे]|मर जाना चाहत[ाीे]|मरने का मन|मर जाऊँ|मौत चाहिए|marna chaht[aie]|mar jana chaht[aie]|marne ka man",
    },
    {
      keyword: "आत्महत्या",
      tier: 1,
      pattern: "आत्महत्या|खुदकुशी|ख़ुदकुशी|suicide kar|khudkushi|aatmahatya|atmahatya",
      general: true,
    },
    {
      keyword: "खुद को मार डालूँगा",
      tier: 1,
      pattern:
        "(?:खुद|अपने आप) को (?:मार|ख़त्म|खत्म) (?:डालूँगा|डालूँगी|दूँगा|दूँगी|लूँगा|लूँगी|देना|डालना|कर)|अपनी (?:ज़िंदगी|जिंदगी|जान) (?:ख़त्म|खत्म|ले)|जान दे (?:दूँगा|दूँगी|दूं)|khud ko (?:maar|mar|khatam) (?:dunga|dungi|daalunga|dalunga|lunga|dena)|apni (?:zindagi|jaan) (?:khatam|khatm|le)",
    },
    {
      keyword: "जीना नहीं है",
      tier: 1,
      pattern:
        "(?:अब )?जीना नहीं (?:है|चाहत[ाीे])|जीने की (?:इच्छा|चाह) नहीं|(?:jeena|jina) nahi(?:n)? (?:hai|chahta|chahti)",
    },
    {
      keyword: "मेरे पास योजना है",
      tier: 1,
      pattern: "मेरे पास (?:एक )?योजना है|आज रात ही|यह मेरा आखिरी संदेश है|alvida sabko",
      gate: "risk",
    },
    {
      keyword: "जीने का कोई मतलब नहीं",
      tier: 2,
      pattern:
        "जीने का कोई (?:मतलब|फ़ायदा|फायदा|मकसद) नहीं|ज़िंदगी (?:बेकार|बेमानी) है|जिंदगी (?:बेकार|बेमानी) है|jeene ka koi (?:matlab|fayda) nahi",
    },
    {
      keyword: "मैं बोझ हूँ",
      tier: 2,
      pattern: "(?:सब|सबके|सबपर|परिवार|घरवालों) (?:पर|के लिए) (?:बोझ|भार)|बोझ हूँ|bojh hoon|bojh hu",
    },
    {
      keyword: "मेरे बिना सब बेहतर होंगे",
      tier: 2,
      pattern: "मेरे बिना (?:सब|सभी|सब लोग) (?:बेहतर|खुश)|mere bina sab (?:behtar|khush)",
    },
    {
      keyword: "बर्दाश्त नहीं होता",
      tier: 2,
      pattern: "(?:बर्दाश्त|सहन) नहीं (?:होता|हो रहा)|और नहीं सह सकता|और नहीं सह सकती|(?:bardasht|sahan) nahi ho",
    },
    {
      keyword: "बिलकुल अकेला",
      tier: 2,
      pattern:
        "(?:बिलकुल|बिल्कुल|एकदम) अकेल[ाी]|कोई उम्मीद नहीं|कोई रास्ता नहीं बचा|किसी को मेरी परवाह नहीं|bilkul akel[ai]",
    },
    {
      keyword: "खुद को नुकसान",
      tier: 3,
      pattern: "(?:खुद|अपने आप) को (?:नुकसान|चोट|काट)|khud ko (?:nuksan|nuksaan|chot|kaat)",
    },
    {
      keyword: "बहुत सारी गोलियाँ",
      tier: 3,
      pattern:
        "बहुत (?:सारी |ज़्यादा |ज्यादा )?(?:गोलियाँ|गोलियां|दवाइयाँ|दवाइयां|दवा|दवाई) खा (?:ली|लीं|लिया|लिए)|ओवरडोज़|ओवरडोज",
    },
    {
      keyword: "पैनिक अटैक",
      tier: 3,
      pattern: "पैनिक अटैक|गायब हो जाना चाहत[ाीे]|काश मैं पैदा ही न होता|काश मैं पैदा ही न होती",
    },
    {
      keyword: "शोक",
      tier: 3,
      pattern: "निधन|गुज़र ग(?:ए|ई)|गुजर ग(?:ए|ई)|चल बस(?:े|ी)|अंतिम संस्कार",
      gate: "grief",
    },
  ],
};
