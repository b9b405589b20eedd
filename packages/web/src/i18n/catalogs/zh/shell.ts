import type { Catalog } from "../en/index.ts";

export const shell: Catalog["shell"] = {
  skipToContent: "跳到正文",
  loading: "正在加载",
  brand: {
    homeLabel: "{product} 首页",
  },
  header: {
    mainNavLabel: "主导航",
    mobileNavLabel: "移动端菜单",
    openMenu: "打开菜单",
    closeMenu: "关闭菜单",
  },
  nav: {
    home: "首页",
    pricing: "价格方案",
    getStarted: "立即开始",
    about: {
      label: "关于我们",
      team: "我们的团队",
      safeSpace: "安全空间理念",
      successStories: "成功故事",
      evidence: "证据与研究",
    },
    journey: {
      label: "{founder} 的旅程",
      story: "{founder} 的故事",
      timeline: "{founder} 的时间线",
      history: "{product} 的历程",
      chat: "与 {product} 聊天",
    },
    resources: {
      label: "资源",
      faq: "常见问题",
      assessments: "身心健康评估",
      shareYourFire: "分享你的火焰",
      badges: "徽章",
      socialMediaLie: "社交媒体的大谎言",
      resources: "资源中心",
    },
  },
  footer: {
    mission: "一次对话，一份连接，帮助每个人找到人生目标，共同创造更健康的身心、更好的事业和更美好的生活。",
    faith: {
      line: "因祷告而生，以信仰为根基。",
      scripture: "耶和华说：“我知道我向你们所怀的意念是赐平安的意念，不是降灾祸的意念，要叫你们末后有指望。”",
      reference: "耶利米书 29:11",
    },
    getStarted: {
      label: "立即开始",
      apply: "立即申请",
      trial: "{days} 天免费试用",
      chat: "与 {product} 聊天",
    },
    learn: {
      label: "了解更多",
      evidence: "研究与证据",
      team: "我们的团队",
      safeSpace: "安全空间理念",
      timeline: "{founder} 的时间线",
    },
    impact: {
      heading: "我们的影响",
      participants: "位参与者",
      countries: "个国家",
      satisfaction: "满意度",
      claim: "已有 {participants} 位参与者，遍布 {countries} 多个国家，而且还在不断增加。",
    },
    notClinical:
      "{product} 是一个导师陪伴与人生目标探索的社群，不是临床或危机干预服务机构，我们的团队成员也不是持证心理健康专业人员。如果你正处于危机之中，请拨打或发短信至 988（美国），紧急情况请拨打 911，或联系你当地的紧急服务机构。",
    contactLabel: "联系我们：",
  },
  accessRestricted: {
    title: "访问受限",
    body: "你尚未注册使用此应用。请联系应用管理员申请访问权限。",
    suggestionsHeading: "如果你认为这是个错误，可以尝试：",
    suggestions: ["确认你登录的是正确的账户", "联系应用管理员申请访问权限", "退出登录后重新登录"],
    questions: "有疑问？请写信至",
  },
  notFound: {
    title: "页面未找到",
    message: "在此应用中找不到页面“{path}”。",
    adminNoteTitle: "管理员提示",
    adminNoteBody: "这可能意味着 AI 尚未实现此页面。请在聊天中让它实现这个页面。",
    goHome: "返回首页",
  },
  errorPage: {
    title: "出了点问题",
    body: "很抱歉，此页面无法显示。请刷新页面，或返回首页。",
    goHome: "返回首页",
  },
  login: {
    title: "登录 {product}",
    intro: "欢迎回来！请使用你在 {product} 的电子邮箱和密码登录。",
    email: "电子邮箱",
    password: "密码",
    submit: "登录",
    submitting: "正在登录...",
    failed: "暂时无法登录。请检查你的网络连接后重试。",
    help: "登录遇到问题？请写信给我们：",
  },
  toast: {
    close: "关闭",
  },
  language: {
    menuLabel: "选择语言",
    current: "当前语言",
    translating: "正在翻译...",
    betaTitle: "翻译系统（测试版）",
    betaBody: "界面文字会即时翻译。较长的页面内容会在你首次浏览时进行机器翻译，可能不够完美。",
    gotIt: "知道了",
    offline: "目前较长的页面内容仍以英文显示：本网站尚未启用自动翻译。",
  },
  reminder: {
    title: "温馨提醒",
    messages: [
      "我们在这里是为了帮你找到人生目标，而不是诊断病情！如遇紧急情况，请拨打 988。",
      "你很重要，艰难的时刻你永远不必独自面对。无论白天黑夜，都可以拨打或发短信至 988。",
      "如果此刻你感到压力很大，请向外求助：拨打或发短信至 988，或发送 HELLO 至 741741，和一位真正关心你的人聊一聊。",
      "我们的导师会陪你一起寻找人生目标，但我们不是危机干预服务。如果你正在经历困难，请拨打或发短信至 988。",
      "如果你或你所爱的人正面临紧急危险，请拨打 911。如需危机支持，可随时拨打或发短信至 988。",
    ],
    dismiss: "关闭提醒",
  },
  /** The home page's image carousel (APG carousel pattern). */
  carousel: {
    roleDescription: "轮播",
    slideRoleDescription: "幻灯片",
    pause: "暂停幻灯片播放",
    play: "播放幻灯片",
    slidePosition: "第 {position} 张，共 {count} 张",
    showImage: "显示第 {position} 张图片，共 {count} 张",
  },
  /** Names of page regions and link lists read by screen readers. */
  regions: {
    researchTopics: "研究主题",
    highlights: "亮点",
    moreOfJourney: "更多旅程片段",
  },
  /** After an external link's text, for screen readers. */
  opensInNewTab: "（在新标签页中打开）",
};
