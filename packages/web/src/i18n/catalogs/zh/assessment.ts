import type { Catalog } from "../en/index.ts";

export const assessment: Catalog["assessment"] = {
  section: {
    heading: "开始自我评估",
    intro: "大约五分钟。请如实作答：这是为你自己而做的。",
  },
  contact: {
    heading: "为什么这次自我反思很重要",
    labels: { first_name: "名字 *", last_name: "姓氏 *", email: "常用电子邮件地址 *" },
    receive: "你将收到：发送到你邮箱的个性化结果，以及与 {founderName} 的一次免费领导力与职业辅导",
    begin: "开始评估",
    beginHint: "请填写名字、姓氏和电子邮件地址后开始。",
  },
  step: {
    progressLabel: "评估进度",
    stepOf: "第 {step} 步，共 {total} 步",
    progressValue: "{stepOf}，{percent}",
    scaleHint: "以下每条描述，多常符合你的情况？",
    statementNumber: "{number}. {statement}",
    back: "上一步",
    next: "继续",
    finish: "查看结果",
    incompleteHint: "请回答全部五条描述后继续。",
  },
  scale: ["从不", "很少", "有时", "大多数时候", "一贯如此"],
  categories: {
    academics: {
      name: "学业",
      statements: [
        "我能跟上课程进度，并按时提交作业。",
        "我会提前规划下一周的学习时间。",
        "遇到困难时，我会向老师、辅导老师或同学求助。",
        "我能看到自己所学的内容与目标之间的联系。",
        "我有一个可以专心学习的地点和时间。",
      ],
    },
    finances: {
      name: "财务",
      subtitle: "对自己坦诚一些",
      statements: [
        "我清楚每个月有多少钱进账、多少钱支出。",
        "我会按照预算或支出计划花钱。",
        "我会留出一些钱用于储蓄或应对意外开支。",
        "我知道去哪里寻找助学金、奖学金或理财建议。",
        "我能平静地思考自己的财务状况并制定计划。",
      ],
    },
    social: {
      name: "人际关系",
      subtitle: "答案没有对错之分",
      statements: [
        "遇到困难时，我至少有一个可以倾诉的人。",
        "我会和朋友或家人一起度过让我重新充满活力的时光。",
        "我觉得自己属于所在的学校或社区。",
        "我会主动关心身边的人，问问他们过得怎样。",
        "我参加了某个小组、社团、团队或信仰团体。",
      ],
    },
    precision: {
      name: "严谨",
      statements: [
        "我做事有始有终。",
        "交作业前，我会检查有没有错误。",
        "我会把任务和截止日期写下来，不让任何事情遗漏。",
        "我会把大目标拆分成具体的小步骤。",
        "我会信守对自己和对他人的承诺。",
      ],
    },
    physical: {
      name: "身体健康",
      subtitle: "答案没有对错之分",
      statements: [
        "第二天要上学的晚上，我至少睡七个小时。",
        "我每天至少活动身体 30 分钟。",
        "我规律地吃饭，饭菜能给我补充能量。",
        "我一天当中会喝足够的水。",
        "需要的时候，我会停下来休息、恢复精力。",
      ],
    },
  },
  tiers: {
    beginning: {
      name: "起步期——倾听者",
      description: "你正站在身心健康旅程的起点。",
      recommendations: [
        {
          title: "微习惯",
          advice: "选一个小到很难跳过的习惯，比如每天早上花两分钟做计划。坚持每天做，两周后再增加新的习惯。",
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
  results: {
    heading: "🎉 评估完成！",
    congratulations: "恭喜你，{firstName}！你已经迈出了重要的一步，去了解自己的身心健康旅程。",
    overallLabel: "总分",
    overallScore: "{score}/{max}",
    outOfMax: "（满分 {max}）",
    categoriesHeading: "各领域得分",
    categoriesNote: "每个领域的平均答案，从 {min}（从不）到 {max}（一贯如此）。",
    recommendationsHeading: "为你定制的建议",
    recommendation: "{title}：{advice}",
    nextHeading: "接下来会怎样？",
    emailed: "你的完整结果已发送至 {email}。",
    emailFailed:
      "我们暂时无法通过邮件发送你的结果。你的全部结果都在本页；你也可以写信给我们：{contactEmail}。",
    schedule: "接下来，你将前往预约与 {founderName} 的免费领导力与职业辅导，一起聊聊你的结果。",
    community: "加入 {productName} 社区，每月重新评估并跟踪你的进步。",
    book: "预约你的免费辅导",
    redirecting: "{seconds} 秒后将自动跳转……",
  },
};
