import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "لوحة الفريق",
    navLabel: "أقسام اللوحة",
    loading: "جارٍ فتح لوحة الفريق...",
    signedInAs: "تم تسجيل الدخول باسم {email}",
    backToSite: "العودة إلى الموقع",
    loadFailed: "تعذّر تحميل اللوحة الآن. يرجى إعادة تحميل الصفحة.",
  },
  nav: {
    today: "اليوم",
    crisisAlerts: "تنبيهات الأزمات",
    applications: "الطلبات",
    planningForms: "نماذج التخطيط",
    assessmentResults: "نتائج التقييمات",
  },
};
