import { toldSuicide } from "./context-lexicon.ts";
import type { CrisisPhraseList } from "./phrase-types.ts";

// Bengali in Latin letters: "icche/ichhe/iccha/issa", "chai/cai/chay", "korbo/krbo", "ar/r/aar".
const WISH = "i(?:cc|chh|ch|s)h?[ea]|icche|iccha|issa";
const WANT = "chai|cai|chay|chaina";
const NOT = "na|naa|nai|nei";
const IDIOM =
  "হাসতে|খিদে|খিদেতে|চার্জ|পরীক্ষা আমাকে|hashte|khide|charge|khun korte pari|opekkhay|klanto hoye mora|mori jachhi";

/** Bengali (Bangladesh and West Bengal) in Bengali script and in the Latin letters people type it in. */
export const bengaliPhrases: CrisisPhraseList = {
  lang: "bn",
  spaced: true,
  phrases: [
    {
      keyword: "মরে যেতে চাই",
      tier: 1,
      pattern: `মরে (?:যেতে|জেতে|যাইতে) (?:চাই|ইচ্ছে|ইচ্ছা|মন)|মরতে চাই|মরে যাব|আর বাঁচতে চাই ?না|আর বাচতে চাই ?না|বাঁচতে চাই ?না|বাঁচার (?:ইচ্ছে|ইচ্ছা) নেই|আর থাকতে চাই ?না|(?:ami )?m[o]?re? (?:jete|jaite|zete|jaete) (?:${WANT}|${WISH}|mon)|sucide korbo|suicide korbo|mor ?te (?:${WANT})|mr?e jete (?:${WANT})|more jabo|morte (?:${WANT})|(?:ar|r|aar) (?:bachte|baachte|bachhte|bacte) (?:${WANT})(?: ?(?:${NOT}))?|bachte (?:${WISH}) (?:kore|kre) (?:${NOT})|(?:amr|amar) (?:r|ar) (?:valo|bhalo) lage ?na more jabo`,
      unless: IDIOM,
    },
    {
      keyword: "আত্মহত্যা",
      tier: 1,
      pattern: "আত্মহত্যা|আত্মহত্তা|আত্মহত্যার|attohott?a|attohotya|atmohotya|atmahatya",
      general: true,
      unless: `prevention|campaign|ক্যাম্পেইন|ঝুঁকির কারণ|তত্ত্ব|uponnashe|golpe|${toldSuicide}`,
    },
    {
      keyword: "আত্মহত্যা করব",
      tier: 1,
      pattern:
        "(?:আত্মহত্যা|আত্মহত্তা|সুইসাইড) (?:করব|করবো|করতে চাই)|(?:sucide|suicide|suiside|attohotta|attohotya|atmohotya) (?:korbo|krbo|korte chai|korbo aj)|নিজেকে (?:মেরে ফেলব|শেষ করে দেব|শেষ করে দিব|মেরে ফেলবো)|(?:nijeke|nijek) (?:mere felbo|shesh kore debo|sesh kore dibo|shesh kore dibo|mere felbo)|জীবন শেষ করে (?:দিতে|দেব)|jibon shesh kore (?:dite|debo|dibo)|গলায় দড়ি|gholay dori",
    },
    {
      keyword: "আমার একটা প্ল্যান আছে",
      tier: 1,
      pattern: "আমার একটা (?:প্ল্যান|পরিকল্পনা) আছে|আজ রাতেই(?: সেই রাত)?|amar ekta plan ache|aj ratei(?: sei raat)?",
      closes: "দিনও ঠিক|din o thik",
    },
    {
      keyword: "আমার একটা প্ল্যান আছে",
      tier: 1,
      pattern:
        "ঘুমের ওষুধ জমিয়ে|সব খেয়ে নেব|চিঠি লিখে (?:টেবিলে|রেখে)|(?:chade|chhade) dariye|lafiye porbo|লাফিয়ে পড়ব|পুরো এক পাতা (?:ঘুমের )?ওষুধ|দড়ি কিনেছি|(?:shesh|sesh) message|শেষ মেসেজ|ব্রিজের ওপর দাঁড়িয়ে|rokto thamche (?:na|naa)|রক্ত থামছে না|চলে গেছি|biday bole diyechi|বিদায় বলে দিয়েছি|din thik kore felechi|দিনও ঠিক করে ফেলেছি",
      unless: "বিয়ে|পার্টি|ট্যুর|biye|party|tour|exam",
    },
    {
      keyword: "এটা বিদায়",
      tier: 1,
      pattern:
        "(?:eta|eita|এটা|এটাই) (?:biday|bidai|বিদায়)|(?:kal|কাল) (?:theke|থেকে) (?:ami|আমি) (?:ar|আর) (?:thakbo|থাকব) (?:na|না)",
      unless: "college|school|tour|hostel|কলেজ|স্কুল|হোস্টেল",
    },
    {
      keyword: "আমার একটা প্ল্যান আছে",
      tier: 1,
      pattern: "somoy hoye geche|সময় হয়ে গেছে|biday|বিদায়",
      gate: "risk",
    },
    {
      keyword: "চলে যাওয়ার পর",
      tier: 1,
      pattern:
        "(?:amar )?(?:ar|r) dorkar hobe (?:na|naa)|আর দরকার হবে না|কতগুলো (?:ঘুমের )?ওষুধ খেলে(?: \\S+)? মারা|kotogulo oshudh khele|(?:maa|ma|মা) (?:ke|কে) (?:bolo|বলো)(?: \\S+)? (?:dukkhito|sorry|দুঃখিত)|(?:কারো|karo) (?:বোঝা|bojha) (?:থাকব|thakbo) (?:না|na)|(?:chole|চলে) (?:jaoar|jawar|যাওয়ার) (?:por|পর)|morar (?:upay|upai)|মরার উপায়|কোনো মানে থাকবে না|jinish (?:manush ke )?diye dichhi|জিনিস দিয়ে দিচ্ছি|পাসওয়ার্ড খাতায়|আমার কিছু হয়ে যায়|(?:theke|থেকে) mukti pabe|মুক্তি পাবে",
    },
    {
      keyword: "পৃথিবী ছেড়ে চলে যেতে চাই",
      tier: 1,
      pattern: `ghumiye porte (?:${WANT}) ar kokhono na uth\\S*|কখনো (?:না )?জেগে উঠতে চাই ?না|পৃথিবী ছেড়ে চলে যেতে|prithibi chhere|(?:sob|shob) (?:shesh|sesh) kore (?:dite|debo|dibo)|সব শেষ করে (?:দিতে|দেব)|(?:didar|dadur|mayer|babar) kache jete|(?:দিদার|দাদুর|মায়ের|বাবার) কাছে যেতে|hariye jete (?:${WANT})(?: chirodiner)?|chirodiner jonno|চিরদিনের জন্য|jibon theke mukti|জীবন থেকে মুক্তি|chole jaoar jonno (?:prostut|ready)|prostut chole jaoar|বেঁচে থাকতে (?:ইচ্ছে|ইচ্ছা) করে না`,
    },
    {
      keyword: "ওষুধ সামনে",
      tier: 1,
      pattern:
        "(?:oshudh|osudh|দড়ি|ওষুধ|blade)(?: gulo| গুলো)? (?:amar )?(?:samne|সামনে|hate|হাতে)|রেললাইনের (?:ওপর|উপর)|rail ?line(?:er)? (?:upor|opor)|(?:sob|সব) (?:oshudh|ওষুধ) (?:kheye|খেয়ে) (?:felechi|ফেলেছি)|শেষ চিঠি|shesh chithi|sobai ghumiye porle (?:korbo|kore felbo)|সবাই ঘুমিয়ে পড়লে|(?:brij|bridge) theke lafiye",
    },
    {
      keyword: "পৃথিবী ছেড়ে চলে যেতে চাই",
      tier: 1,
      pattern:
        "chirodiner (?:moto|jonno) ghumiye|জীবন থেকে চলে যেতে|চিরতরে শেষ|prithibite (?:ar )?thakte (?:chai|cai) (?:na|naa)|পৃথিবীতে আর থাকতে চাই না",
    },
    {
      keyword: "নিজের ক্ষতি",
      tier: 3,
      pattern: "nijeke (?:ketechi|kati|kete|mari|maari)|(?:hat|haat) puriyechi|নিজেকে মারি|kata dag|কাটা দাগ",
    },
    {
      keyword: "মরে যেতে চাই",
      tier: 1,
      pattern:
        "nijeke mere fel\\S*|nijer jibon nije (?:nibo|nebo)|beche thakte (?:chai|cai) (?:na|naa)|fire (?:ashbo|asbo) (?:na|naa)|বিশ্রাম নিতে চাই|akashe jete|অস্তিত্বে থাকতে চাই না|jibon ?ta (?:shesh|sesh) hoye jak",
    },
    {
      keyword: "আর পারছি না",
      tier: 2,
      pattern: "সহ্য হচ্ছে না|sobar bojha|সবার বোঝা",
    },
    {
      keyword: "শেষ রাত",
      tier: 1,
      pattern:
        "(?:এটাই|eta(?:i)?) (?:আমার|amar) (?:শেষ|shesh) (?:রাত|raat)|oshudh gunchi|ওষুধ গুনছি|keu amake khuje pabe na",
    },
    {
      keyword: "আমার একটা প্ল্যান আছে",
      tier: 1,
      pattern: "এক ঘণ্টার মধ্যে করে ফেলব|ek ghontar moddhe kore felbo",
      gate: "risk",
    },
    {
      keyword: "নিজের ক্ষতি",
      tier: 3,
      pattern: "nijeke kata|hat achre|শার্পনার থেকে ব্লেড|dag kori|কব্জিতে (?:আবার )?দাগ|nijer khoti korechi",
    },
    {
      keyword: "বেঁচে থাকার কোনো মানে নেই",
      tier: 2,
      pattern:
        "বেঁচে থাকার কোনো মানে নেই|বেচে থাকার কোনো মানে নেই|জীবনের কোনো মানে নেই|(?:jiboner|beche thakar) kono mane nei|জীবন নিয়ে ক্লান্ত|ki labh|কী লাভ|হাল ছেড়ে দিয়েছি|keno ekhono beche achi|কেন এখনো বেঁচে আছি|kichui bodlabe na",
    },
    {
      keyword: "আমি সবার কাছে বোঝা",
      tier: 2,
      pattern:
        "(?:সবার|পরিবারের) (?:কাছে|জন্য) বোঝা|আমি একটা বোঝা|(?:sobar|poribarer) kache bojha|ami (?:ekta )?bojha",
    },
    {
      keyword: "আমি না থাকলে সবাই ভালো থাকবে",
      tier: 2,
      pattern:
        "আমি না থাকলে সবাই ভালো|(?:আমাকে|আমি) ছাড়া সবাই ভালো|ami chara sobai (?:bhalo|valo)|ami na thakle sobai (?:bhalo|valo)|টেরও পাবে না|ter[o]? pabe na|keu amake miss korbe na",
    },
    {
      keyword: "আর পারছি না",
      tier: 2,
      pattern:
        "(?:আর )?সহ্য করতে পারছি না|(?:ar )?(?:sojjo|shojjo|sohjo) korte parchi (?:na|naa)|আর পারছি না|(?:ar|r) (?:parchi|parsi) (?:na|naa)",
      unless: "অপেক্ষা|opekkha|excited",
    },
    {
      keyword: "কোনো আশা নেই",
      tier: 2,
      pattern:
        "কোনো আশা নেই|কোনো রাস্তা নেই|(?:kono )?(?:rasta|path) nei|kono asha nei|কোনো মূল্য নেই|kono kajer na|কোনো কাজের না|(?:atke|আটকে) (?:pora|পড়া)|একদম একা|ekdom eka|ভেতরটা একদম ফাঁকা",
      unless: "সিজন|season|match|কোয়ালিফাই",
    },
    {
      keyword: "নিজের ক্ষতি",
      tier: 3,
      pattern:
        "নিজের (?:হাত|ক্ষতি)|নিজেকে কষ্ট দিই|নিজেকে কাটতে|blade diye (?:hat|haat)|matha thuki|nijeke aghat|হাত কাটি|উরুতে কাটি|নিজেকে আঘাত|নিজেকে কাটি|(?:hat|haat) (?:katchi|kati|kete)|nijeke (?:katatam|kati|aghat|mari|hurt)|nijer (?:khoti|hat|haat)|(?:pudai|achrai)",
      unless: "সবজি|রান্না|sobji|ranna",
    },
    { keyword: "অনেক ওষুধ", tier: 3, pattern: "অনেক (?:বেশি )?(?:ঘুমের )?ওষুধ খেয়ে(?:ছি| ফেলেছি)|ওভারডোজ" },
    { keyword: "প্যানিক অ্যাটাক", tier: 3, pattern: "প্যানিক অ্যাটাক|হারিয়ে যেতে চাই|মন ভালো নেই একদম" },
    {
      keyword: "শোক",
      tier: 3,
      pattern:
        "মারা (?:গেছেন|গেছে|গেল|যান)|শেষকৃত্য|mara (?:geche|gechen|jawar|gelo)|hariyechi|হারিয়েছি|আত্মহত্যা করেছে|attohotta koreche",
      gate: "grief",
    },
  ],
};
