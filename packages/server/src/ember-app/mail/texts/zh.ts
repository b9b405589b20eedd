import type { MailTexts } from "./mail-texts.ts";

/**
 * The visitor's e-mails in Simplified Chinese (docs/translation/zh.md): 你, full-width punctuation, a space
 * beside Latin text and digits. The areas and tiers of the assessment are the words of the assessment page
 * (packages/web/src/i18n/catalogs/zh/assessment.json); the verse is from Chinese Union Version (和合本, public
 * domain), the style sheet's Bible.
 */
export const zh: MailTexts = {
  label: "{label}：",
  titled: "{title}{text}",
  numbered: "{number}. {text}",
  bulleted: "· {text}",
  dear: "{name}，你好：",
  hi: "{name}，你好：",
  signature: "{brand} 团队",
  questions: "有问题吗？欢迎写信到 {email} 联系我们。",
  application: {
    subject: "🎉 欢迎加入 {brand}——你的旅程从这里开始！",
    heading: "🎉 欢迎加入 {brand}！",
    intro: "欢迎加入 {brand}！感谢你的申请：你已经在自己的旅程上迈出了第一步。",
    badge: "🏆 你申请加入 {brand} University，迈出了第一步，因此获得了“{badge}”徽章。",
    badgeName: "第一步先锋",
    nextHeading: "接下来会怎样",
    steps: [
      "我们会在 24 小时内回复你的申请。",
      "我们会邀请你与 {founder} 免费见一面，聊聊你现在在哪里、想去哪里。",
      "我们会为你匹配一位适合你路径的导师，或一个适合你的小组。",
    ],
    trialTitle: "你的 {days} 天免费试用",
    trialBody:
      "{days} 天内完整使用平台。无需付款信息，没有任何义务，试用期结束后自动失效，不会产生任何费用。",
    spam: "找不到我们的邮件？请检查你的垃圾邮件文件夹，并把我们标记为安全发件人。",
    closing: "欢迎你加入社区，",
  },
  firePlan: {
    subject: "欢迎你，点火者——我们已收到你的计划！",
    heading: "欢迎你，点火者！",
    intro: "感谢你与 {brand} 分享你的火焰！我们已经收到你的计划。",
    badge: "🔥 你获得了“{badge}”徽章（人生目标探寻者）：你分享了自己的火焰，并承诺带来积极的改变。",
    badgeName: "点火者",
    nextHeading: "下一步",
    steps: [
      {
        title: "一对一视频通话",
        detail: "{founder} 会邀请你进行一次一对一视频通话，一起聊聊你的计划。",
      },
      {
        title: "反馈与完善",
        detail: "我们会和你一起给出反馈，完善你接下来 3–4 个月的计划。",
      },
      {
        title: "开启你的旅程",
        detail: "把计划付诸行动，社区会一直在你身后支持你。",
      },
    ],
    closing: "让火焰继续燃烧，",
    scripture: {
      text: "将这默示明明地写在版上，使读的人容易读。",
      source: "哈巴谷书 2:2",
    },
    quoted: "“{text}”",
    cited: "——{source}",
    quotedHtml: "“{text}”",
    citedHtml: "——{source}",
  },
  assessment: {
    subject: "你的 {brand} 身心健康评估结果：{tier}",
    heading: "🎉 你的身心健康评估结果",
    congratulations: "恭喜你完成学生身心健康评估！你已经迈出了重要的一步，去了解自己的身心健康旅程。",
    result: "你的结果",
    overall: "总分",
    score: "{score}/{max}",
    scoresLead: "各领域得分（满分 {max}）",
    scoresHeading: "各领域得分",
    recommendationsHeading: "为你定制的建议",
    session: "预约与 {founder} 的免费领导力与职业辅导：",
    book: "预约你的免费辅导",
    community: "加入 {brand} 社区，每月重新评估并跟踪你的进步。",
    closing: "一路与你同行，",
    signature: "{founder} 和 {brand} 团队",
    categories: {
      academics: "学业",
      finances: "财务",
      social: "人际关系",
      precision: "严谨",
      physical: "身体健康",
    },
    tiers: {
      beginning: {
        name: "起步期——倾听者",
        description: "你正站在身心健康旅程的起点。",
        recommendations: [
          {
            title: "微习惯",
            advice:
              "选一个小到很难跳过的习惯，比如每天早上花两分钟做计划。坚持每天做，两周后再增加新的习惯。",
          },
          {
            title: "有规律的联结",
            advice:
              "每周在日历上固定安排一次与朋友、导师或小组的见面。固定的时间能让联结在艰难的日子里也不中断。",
          },
          {
            title: "了解身边资源",
            advice:
              "弄清楚学校的课业辅导、心理咨询和助学金办公室在哪里，以及如何预约。知道门在哪里，敲门就更容易。",
          },
          {
            title: "每日小成就日记",
            advice: "每天晚上写下一件进展顺利的事，无论多小。一个月后，你就会看到哪些做法已经有效。",
          },
          {
            title: "守护自己的界限",
            advice: "留意哪些事情让你精疲力尽，这周对其中一件说“不”。守护自己的精力是一种能力，而不是自私。",
          },
        ],
      },
      developing: {
        name: "成长期——探索者",
        description: "你正在逐渐了解什么方法适合自己。",
        recommendations: [
          {
            title: "发挥优势",
            advice: "看看你得分最高的领域，想想它为什么做得好。再把这种做法用到得分最低的领域。",
          },
          {
            title: "培养持续性",
            advice: "挑两个你已经偶尔在做的习惯，把每一个都和你每天都会做的事绑在一起，比如吃饭或通勤。",
          },
          {
            title: "有策略地安排时间",
            advice: "在一周被填满之前，先为学习、休息和陪伴他人留出时间，并像对待约定一样守住这些时段。",
          },
          {
            title: "同伴联结",
            advice: "加入或发起一个由 3–8 位目标相近的同伴组成的小组。彼此定期交流，能让你持续前进。",
          },
          {
            title: "反思习惯",
            advice:
              "每周结束时花十分钟想一想：哪些有效、哪些无效、接下来要尝试什么。把它写下来，你就能看到自己的进步。",
          },
        ],
      },
      discovering: {
        name: "发现期——协作者",
        description: "你已经打下了坚实的基础。",
        recommendations: [
          {
            title: "优化你的系统",
            advice: "回顾你依赖的日常惯例，去掉一个不再有帮助的步骤。小小的调整能让好的系统保持活力。",
          },
          {
            title: "分享所学",
            advice: "把一个对你有用的方法教给同学或更年轻的学生。讲解的过程会加深你自己的理解。",
          },
          {
            title: "主动规划",
            advice: "提前看三到四个月，记下繁忙的时期和截止日期。现在就做好准备，而不是事后被动应对。",
          },
          {
            title: "拓展技能",
            advice: "选一项能支持你目标的新技能，比如公开演讲或做预算，并每周练习。",
          },
          {
            title: "融会贯通",
            advice:
              "把生活的各个方面连接起来：和朋友一起学习，边散步边做计划，或者为让你保持健康的事情做预算。",
          },
        ],
      },
      excelling: {
        name: "卓越期——谦逊的引路人",
        description: "你已经养成了行之有效的身心健康习惯。",
        recommendations: [
          {
            title: "规划你的传承",
            advice: "想一想你希望在学校或社区留下什么，并在这个月朝它迈出一步。",
          },
          {
            title: "为未来调整",
            advice:
              "想一想到了人生的下一个阶段，比如开始新工作或读研，你的日常惯例需要怎样改变，并提前尝试这些改变。",
          },
          {
            title: "主动迎接挑战",
            advice: "设定一个让你走出舒适区的目标。成长让好习惯始终富有意义。",
          },
          {
            title: "回馈社区",
            advice: "贡献你的时间，担任导师或小组带领者。帮助他人保持健康，是让自己保持健康的最好方式之一。",
          },
          {
            title: "持续学习",
            advice: "继续阅读、倾听，并主动寻求反馈。谦逊的引路人始终在学习如何照顾好自己的身心。",
          },
        ],
      },
    },
  },
};
