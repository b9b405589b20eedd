import type { Catalog } from "../en/index.ts";

export const badges: Catalog["badges"] = {
  page: {
    eyebrow: "为这段旅程喝彩",
    title: "徽章",
    tagline: "每一小步都值得庆祝。",
    applyAction: "立即申请，赢得第一枚徽章",
    storiesAction: "阅读成长故事",
  },
  search: {
    heading: "查找你的徽章",
    intro: "输入你在我们这里使用的电子邮箱地址，或其中一部分。",
    label: "你的电子邮箱地址",
    button: "搜索",
    searching: "正在搜索...",
    results: "你的徽章（{count}）",
    more: "这里显示最近的 50 条结果。多输入一些邮箱地址即可缩小范围。",
    none: "这个地址还没有徽章。提交申请或分享你的火焰，就能赢得第一枚。",
    failed: "搜索暂时没有成功，请一分钟后再试。",
  },
  board: {
    loading: "正在加载最新徽章...",
    failed: "实时徽章数据暂时无法显示，请稍后再试。",
    earners: { one: "已有 1 人获得", other: "已有 {count} 人获得" },
    recent: {
      heading: "最新成就",
      intro: "整个社区最新获得的十二枚徽章。",
      empty: "还没有人获得徽章。你的也许就是第一枚。",
    },
    top: {
      heading: "贡献之星",
      intro: "获得徽章最多的伙伴。每个邮箱只显示 @ 前面的部分。",
      empty: "还没有人获得徽章。",
      badgeCount: { one: "1 枚徽章", other: "{count} 枚徽章" },
      rank: "第 {rank} 名",
      medals: ["金牌", "银牌", "铜牌"],
    },
  },
  categories: {
    heading: "徽章类别",
    intro: "六条成长之路，以及每一枚徽章的获得方式。",
    howToEarn: "获得方式",
    badgeLabel: "{category}徽章",
    items: {
      purpose_seeker: {
        name: "使命探寻者",
        howToEarn: ["完成使命探索评估", "分享你的火焰宣言", "提交第一份申请", "完成 {weeks} 周 {brand} 课程"],
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
  },
  awards: {
    firstStepChampion: {
      name: "第一步冠军",
      description: "申请加入 {brand} University，迈出了第一步",
    },
    fireStarter: {
      name: "点火人",
      description: "分享了自己的火焰，并承诺带来积极的改变",
    },
  },
  explainer: {
    heading: "如何获得徽章",
    intro: "每一枚徽章都记录着你旅程中真实的一步。它们是这样来到你身边的。",
    steps: [
      {
        title: "迈出第一步",
        body: "在“开始”页面提交申请，立即获得“第一步冠军”徽章。",
      },
      {
        title: "分享你的火焰",
        body: "在“分享你的火焰”中告诉我们你投身的事业，赢得“点火人”徽章。",
      },
      {
        title: "与小组一起成长",
        body: "加入小组、带领讨论、陪伴他人：上面的类别列出了所有获得徽章的方式。",
      },
      {
        title: "查一查自己",
        body: "随时用你的电子邮箱地址搜索，查看你拥有的所有徽章。",
      },
    ],
  },
  pricing: {
    pricingEyebrow: "价格",
    subscriptionsEyebrow: "订阅",
    title: "选择你的道路",
    tagline: "免费开始，按自己的节奏成长。",
    trialAction: "开始 {days} 天免费试用",
    afford: "负担不起？照样申请",
    banner: {
      title: "{days} 天完全免费",
      points: ["无需填写付款信息", "没有任何义务", "随时取消"],
    },
    plans: {
      heading: "适合人生每个阶段的方案",
      intro: "先免费体验 {days} 天，再选择最适合你当下的方案继续前行。",
      popular: "最受欢迎",
      cards: {
        trial: {
          name: "{days} 天免费试用",
          price: "免费",
          period: "共 {days} 天",
          features: [
            "与创始人实时会面 1 次",
            "使命探索评估",
            "社区平台使用权限",
            "认识 5 项核心原则",
            "个性化成长路线图",
            "{days} 天内完整使用平台",
            "无需信用卡",
            "随时取消",
          ],
          ctaLabel: "开始免费试用",
          note: "无需付款信息，没有义务，随时取消。试用期结束后自动失效，不会产生任何费用。",
        },
        student: {
          name: "学生方案",
          price: "$25",
          period: "每周",
          audience: "适合在读学生",
          features: [
            "每周实时导师辅导",
            "个性化课程",
            "大学资源使用权限",
            "3 至 8 人的社区互助小组",
            "项目作品集",
            "每月进展回顾",
            "获得学分的机会",
            "就业安置支持",
            "徽章与成就体系",
            "使用全部资源",
          ],
          ctaLabel: "选择学生方案",
          note: "安全的银行卡支付页面将在新标签页中打开。",
        },
        professional: {
          name: "职场人士方案",
          price: "$35",
          period: "每周",
          audience: "适合在职人士",
          featuresLead: "包含学生方案的全部内容，另外还有：",
          features: [
            "职业转型支持",
            "高管级导师辅导",
            "职业人脉网络（14 人团队）",
            "业务拓展资源",
            "领导力培训模块",
            "创业支持",
            "工作与生活融合辅导",
            "优先回复",
            "进阶使命探索工具",
          ],
          ctaLabel: "选择职场人士方案",
          note: "安全的银行卡支付页面将在新标签页中打开。",
        },
      },
    },
    compare: {
      heading: "比一比价值",
      intro: "寻找方向通常要花多少钱，在这里又要花多少。",
      best: "最超值",
      college: { option: "传统大学", cost: "每年 $40,000 以上" },
      therapy: { option: "心理治疗", cost: "$200 以上" },
      ember: { cost: "每月 $100–140" },
    },
    help: {
      heading: "负担不起？我们来帮你。",
      conditions: ["坚持出席", "践行 5 项原则", "完成功课", "帮助他人"],
      action: "立即申请",
    },
  },
};
