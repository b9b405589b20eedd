import type { CrisisPhraseList } from "./phrase-types.ts";

/** Simplified Chinese, matched anywhere in the text (no spaces between words). */
export const chinesePhrases: CrisisPhraseList = {
  lang: "zh",
  spaced: false,
  phrases: [
    {
      keyword: "想死",
      tier: 1,
      pattern: "想死|想去死|不想活|活不下去了|寻死|求死",
      unless: "想死(?:你|您|他|她|我了)",
    },
    {
      keyword: "自杀",
      tier: 1,
      pattern: "自杀|自尽|轻生|结束(?:自己|我)的生命|结束生命|结束这一切|了结自己|跳楼|上吊|割腕自杀",
      general: true,
    },
    {
      keyword: "我有一个计划",
      tier: 1,
      pattern: "我有一个计划|今晚就是那一晚|这是最后一条消息|永别了",
      gate: "risk",
    },
    {
      keyword: "活着没有意义",
      tier: 2,
      pattern: "活着(?:没有|没|毫无)意义|活着有什么意义|生无可恋|没有活下去的理由",
    },
    { keyword: "我是负担", tier: 2, pattern: "(?:是|成了)(?:个|一个)?(?:累赘|负担)|的(?:累赘|负担)" },
    {
      keyword: "没有我会更好",
      tier: 2,
      pattern: "没有我(?:大家|他们|家人|你们)?(?:都)?会更好|没有我(?:大家|他们)?会过得更好",
    },
    { keyword: "撑不下去了", tier: 2, pattern: "撑不下去|熬不下去|绝望|没有希望|没有出路|走投无路" },
    { keyword: "完全孤独", tier: 2, pattern: "完全孤独|孤独无助|没有?人会?在乎我|没人关心我" },
    { keyword: "自残", tier: 3, pattern: "自残|割腕|伤害自己|割自己|划自己|自伤" },
    { keyword: "吃了太多药", tier: 3, pattern: "吃了(?:太多|很多|一大把|好多)(?:的)?药|过量服药|吃多了药" },
    { keyword: "不想醒来", tier: 3, pattern: "不想醒来|再也不要醒来|希望自己没有出生|希望我没出生|想消失" },
    { keyword: "惊恐发作", tier: 3, pattern: "惊恐发作|恐慌发作|我要疯了|精神崩溃" },
    { keyword: "悲伤", tier: 3, pattern: "去世|过世|葬礼|离开了我们", gate: "grief" },
  ],
};
