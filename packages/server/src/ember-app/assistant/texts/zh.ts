import type { AssistantTexts } from "./assistant-texts.ts";

/**
 * The chat's own words in Simplified Chinese (docs/translation/zh.md): 你, full-width punctuation, the
 * figures as the pages write them. The apology, the plans and the badges are the words the site shows
 * (packages/web/src/i18n/catalogs/zh/chat.json and badges.json); the FAQ and the core values come from the
 * pages' reviewed translations.
 */
export const zh: AssistantTexts = {
  fallback: "很抱歉，我现在暂时无法回复。请稍后再试，或者直接写信到 {email} 联系我们。我一直在这里支持你。",
  safety: {
    resources:
      "在美国，你可以随时拨打或发短信至 {crisisLine}（Suicide & Crisis Lifeline，自杀与危机生命线），也可以发送 {textWord} 到 {textLine}。在美国以外，请联系你所在地的危机热线或紧急服务。",
    notAlone:
      "你并不孤单，你很重要。我是 {product} 助手，不是咨询师，所以请现在就联系受过培训、能够帮助你的人。我们团队的一位成员也已经收到通知，所以有一个真实的人知道你曾经求助。",
    tiers: {
      1: "你分享的内容让我非常担心。如果你正处于紧急危险之中，或者可能按这些想法去做，请立即拨打 {emergency} 或前往最近的急诊室。\n\n{resources}\n\n{notAlone}",
      2: "听起来你正在经历一段非常艰难的时期，我很高兴你说了出来。这些感受很沉重，你不必独自承受。\n\n{resources}如果你觉得自己可能会按这些想法去做，请拨打 {emergency}。\n\n{notAlone}",
      3: "谢谢你愿意把这件事告诉我。你正在面对的事情很重要，你值得得到受过专业培训的人的支持，他们可以陪你一起走过。\n\n{resources}如果你身处危险之中，请拨打 {emergency}。\n\n{notAlone}",
    },
  },
  grief: [
    "对于你的失去，我真的很难过。悲伤可能沉重又让人困惑，无论你现在有什么感受，都是可以的。谢谢你告诉我。",
    "你值得得到能陪你走过这段路的人的支持。如果哪一刻觉得承受不住，在美国你可以随时拨打或发短信至 {crisisLine}，或发送 {textWord} 到 {textLine}；在美国以外，你所在地的危机热线也随时为你提供帮助。",
    "等你准备好了，我们的导师和小组会是一个倾听你的地方，你不必独自承担。你也可以写信到 {email}，会有一个真实的人回复你。",
  ],
  sentences: "{first}{second}",
  offline: {
    intro:
      "谢谢你的留言。我是 {product} 助手，可以回答关于人生目标、我们的导师陪伴和小组、所需时间、方案与免费试用，以及如何开始的问题。",
    about:
      "{product} 是一个受信仰启发、重视证据的导师陪伴社区。自 2024 年十一月以来，已有来自 34+ 个国家的 2,098+ 人在这里找到了导师和小组，满意度达 97.1%。",
    askMore: "能再多告诉我一点你在寻找什么吗？你也可以写信到 {email}，会有一个真实的人在 24 小时内回复你。",
    closings: [
      "无论你走到了路上的哪一段，都不必独自前行。",
      "每个人被造都带着人生目标，你的人生目标值得去寻找。",
      "我们很乐意陪你走下一步。",
    ],
  },
  knowledge: {
    steps: {
      apply:
        "你的下一步：在“立即开始”页面（{getStarted}）提交申请，并预约与 {founder} 的免费会面；我们会在 24 小时内回复。",
      trial: "你的下一步：在“价格方案”页面（{pricing}）开始 {days} 天免费试用；无需付款信息。",
      faq: "你的下一步：在常见问题（{faq}）中了解更多，或在“立即开始”页面（{getStarted}）提交申请，和 {founder} 好好聊聊。",
      fire: "你的下一步：用“你心中有那团火吗？”表单（{shareYourFire}）先诚实地看看自己，再把你的发现带到与 {founder} 的免费会面中。",
      badges: "你的下一步：在“徽章”页面（{badges}）查看你已经获得的徽章。",
      contact: "你的下一步：写信到 {email}；会有一个真实的人在 24 小时内回复你。",
    },
    faqKeywords: "{name} {description}",
    plan: {
      title: "{name}：{price}（{period}）",
      text: "{name}{audience}：{price}（{period}）。内容：{features}。{note}",
      audience: "（{audience}）",
      featuresLead: "{lead}{features}",
      keywords: "价格 费用 多少钱 付费 方案 订阅 每周 负担",
    },
    pricingHelp: {
      title: "费用是多少？如果我负担不起怎么办？",
      keywords: "价格 费用 负担 经济援助 奖学金 值得 便宜 贵",
      text: "{days} 天免费试用结束后，学生方案为每周 25 美元，职场人士方案为每周 35 美元，每月约 100–140 美元；而传统大学每年要 40,000 美元以上。如果每周 25–35 美元超出你的能力，我们会为坚持参与、践行五项原则（{values}）、完成功课并帮助他人的成员提供经济援助。",
    },
    programmeTime: {
      title: "这个项目每周需要投入多少时间？",
      keywords: "时间 小时 每周 投入 安排 很忙 多久",
      text: "每周投入取决于你选择的路线：志愿者路线每周 5–10 小时，学分路线每周 10–15 小时，津贴路线每周 10–15 小时。每一期学员都按 {weeks} 周的结构进行，在由 3–8 位同伴组成的小组中同行，结束时你会带着一份未来 3–4 个月的行动计划。",
    },
    values: {
      title: "五项核心价值是什么？",
      keywords: "价值观 原则 协作 谦卑 严谨 耐心 同理心 信念",
      text: "五项核心价值塑造着每一次对话、每一个小组和每一份计划。{values}",
      value: "{name}：{description}",
    },
    figures: {
      title: "{product} 帮助了多少人？",
      keywords: "成果 影响 数字 参与者 国家 大学 满意度 证据 研究",
      text: "自 2024 年十一月以来，已有来自 34+ 个国家、200+ 所大学的 2,098+ 位参与者加入，满意度达 97.1%。我们的团队共有 21 人，分布在 7 个国家；我们已在 1,000+ 次对话中回答了 616+ 个问题。",
    },
    crisisResources: {
      title: "这是心理咨询吗？遇到危机时去哪里求助？",
      keywords: "危机 紧急 热线 治疗 心理咨询 心理健康 求助",
      text: "{product} 不是临床服务，也不是危机服务，我们的导师也不是持证的心理健康专业人员。在美国遇到危机时，请拨打或发短信至 {crisisLine}，或发送 {textWord} 到 {textLine}；紧急情况下请拨打 {emergency}。在美国以外，请联系你所在地的危机热线。",
    },
    badge: {
      title: "“{category}”徽章",
      keywords: "徽章 获得 赢得 成就 奖励 认可",
      text: "获得“{category}”徽章的方式：{ways}。",
    },
    listSeparator: "、",
    badgeSeparator: "；",
    lowerAudience: false,
    stopWords:
      "的 了 吗 呢 吧 啊 是 我 你 他 她 它 们 我们 你们 在 和 与 有 这 那 这个 那个 什么 怎么 怎样 如何 为什么 哪 哪里 可以 能 会 要 想 请 谢谢 你好 一个 就 也 都 还 很 对",
  },
  translated: {
    plans: {
      trial: {
        name: "{days} 天免费试用",
        price: "免费",
        period: "共 {days} 天",
        features: [
          "与创始人实时会面 1 次",
          "人生目标探索评估",
          "社区平台使用权限",
          "认识 5 项核心原则",
          "个性化成长路线图",
          "{days} 天内完整使用平台",
          "无需信用卡",
          "随时取消",
        ],
        note: "无需付款信息，没有义务，随时取消。试用期结束后自动失效，不会产生任何费用。",
      },
      student: {
        name: "学生方案",
        price: "US$25",
        period: "每周",
        audience: "适合在读学生",
        features: [
          "每周实时导师陪伴",
          "个性化课程",
          "大学资源使用权限",
          "3–8 人的社区互助小组",
          "项目作品集",
          "每月进展回顾",
          "获得学分的机会",
          "就业安置支持",
          "徽章与成就体系",
          "使用全部资源",
        ],
        note: "安全的银行卡支付页面将在新标签页中打开。",
      },
      professional: {
        name: "职场人士方案",
        price: "US$35",
        period: "每周",
        audience: "适合在职人士",
        featuresLead: "包含学生方案的全部内容，另外还有：",
        features: [
          "职业转型支持",
          "高管级导师陪伴",
          "职业人脉网络（14 人团队）",
          "业务拓展资源",
          "领导力培训模块",
          "创业支持",
          "工作与生活融合辅导",
          "优先回复",
          "进阶人生目标探索工具",
        ],
        note: "安全的银行卡支付页面将在新标签页中打开。",
      },
    },
    badgeCategories: {
      purpose_seeker: {
        name: "人生目标探寻者",
        howToEarn: [
          "完成人生目标探索评估",
          "分享你的火焰宣言",
          "提交第一份申请",
          "完成 {weeks} 周 {brand} 课程",
        ],
      },
      community_builder: {
        name: "社区建设者",
        howToEarn: ["加入一个小组", "带领一次小组讨论", "邀请 3 人以上加入社区", "组织一次社区活动"],
      },
      mentor: {
        name: "导师",
        howToEarn: ["指导另一位学生", "10 次以上有意义的对话", "陪伴处于危机中的人", "成为正式导师"],
      },
      creator: {
        name: "创造者",
        howToEarn: ["创建第一个项目", "发布资源或内容", "项目帮助了 100 多人", "通过自己的创作获得收入"],
      },
      advocate: {
        name: "倡导者",
        howToEarn: ["为一项事业发声", "提出政策建议", "为项目争取到资金", "推动系统性变革"],
      },
      wellness_champion: {
        name: "身心健康先锋",
        howToEarn: ["坚持练习 30 天", "完成身心健康评估", "分享自己的心理健康故事", "帮助他人照顾身心健康"],
      },
    },
    guides: {
      "discover-purpose": {
        title: "我该如何发现自己的人生目标？",
        keywords: "人生目标 呼召 意义 方向 热情 寻找 发现 火焰",
        text: "人生目标很少是独自一人、一下子就找到的；它是在诚实的反思和真实的关系中，一步一步被发现的。在 {product}，你会先完成人生目标探索评估，然后和一位导师以及由 3–8 位同伴组成的小组走过 {weeks} 周的旅程：发现你的故事和优势，说出你的火焰（那份始终放不下的事业），在你的社区里检验它，并把它塑造成一份未来 3–4 个月的个人行动计划。",
      },
      "share-your-fire": {
        title: "分享你的火焰：规划表单",
        keywords: "火焰 宣言 计划 规划 表单 事业 承诺",
        text: "“你心中有那团火吗？”表单会问你：你愿意投身哪项事业，它为什么重要，它会影响哪些人，以及你在 3–4 个月内能取得什么进展。分享后你会获得“点火者”徽章，并和 {founder} 进行一次一对一视频通话，一起完善你的计划。",
      },
      "getting-started": {
        title: "我该如何开始或申请？",
        keywords: "申请 加入 注册 开始 报名 第一步",
        text: "开始只需要几分钟：在“立即开始”页面填写申请，获得“第一步先锋”徽章，并预约与 {founder} 的免费会面。我们会在 24 小时内回复，并为你匹配一位导师或一个小组。{days} 天免费试用无需任何付款信息。",
      },
      about: {
        title: "{product} 是什么？",
        keywords: "关于 使命 创立 历史 社区 导师陪伴 信仰 证据",
        text: "{product} 是一个受信仰启发、重视证据的人生目标探索与导师陪伴社区：通过一次又一次的对话，帮助人们与自己的人生目标相连。自 2024 年十一月创立以来，已有来自 34+ 个国家的 2,098+ 位参与者加入，满意度达 97.1%。我们的导师都是志愿者，不是持证的心理健康专业人员；{product} 也不是临床服务或危机服务。",
      },
      contact: {
        title: "我怎样才能联系到真人？",
        keywords: "联系 邮件 聊天 真人 团队 求助 问题",
        text: "我们收到的每一条信息，都有团队里的真人阅读。你可以随时写信到 {email}，我们会在 24 小时内回复。申请之后，你也可以预约与 {founder} 的免费会面。",
      },
    },
  },
};
