import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "স্টাফ কনসোল",
    navLabel: "কনসোলের বিভাগ",
    loading: "স্টাফ কনসোল খোলা হচ্ছে...",
    signedInAs: "{email} হিসেবে সাইন ইন করা",
    backToSite: "সাইটে ফিরে যান",
    loadFailed: "কনসোল এখন লোড হয়নি। অনুগ্রহ করে পেজটি আবার লোড করুন।",
  },
  nav: {
    today: "আজ",
    crisisAlerts: "সংকট সতর্কতা",
    applications: "আবেদন",
    planningForms: "পরিকল্পনা ফর্ম",
    assessmentResults: "মূল্যায়নের ফলাফল",
  },
};
