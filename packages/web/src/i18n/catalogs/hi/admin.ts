import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "स्टाफ़ कंसोल",
    navLabel: "कंसोल के भाग",
    loading: "स्टाफ़ कंसोल खुल रहा है...",
    signedInAs: "{email} के रूप में साइन इन",
    backToSite: "साइट पर वापस जाएँ",
    loadFailed: "कंसोल अभी लोड नहीं हो सका। कृपया पेज फिर से लोड करें।",
  },
  nav: {
    today: "आज",
    crisisAlerts: "संकट अलर्ट",
    applications: "आवेदन",
    planningForms: "योजना फ़ॉर्म",
    assessmentResults: "मूल्यांकन परिणाम",
  },
};
