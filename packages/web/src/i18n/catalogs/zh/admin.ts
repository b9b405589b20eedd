import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "员工控制台",
    navLabel: "控制台栏目",
    loading: "正在打开员工控制台...",
    signedInAs: "已登录：{email}",
    backToSite: "返回网站",
    loadFailed: "控制台暂时无法加载，请重新加载页面。",
  },
  nav: {
    today: "今天",
    crisisAlerts: "危机警报",
    applications: "申请",
    planningForms: "规划表",
    assessmentResults: "评估结果",
  },
};
