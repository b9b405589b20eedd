import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "Console dello staff",
    navLabel: "Sezioni della console",
    loading: "Apertura della console dello staff...",
    signedInAs: "Accesso come {email}",
    backToSite: "Torna al sito",
    loadFailed: "Non è stato possibile caricare la console. Ricarica la pagina.",
  },
  nav: {
    today: "Oggi",
    crisisAlerts: "Avvisi di crisi",
    applications: "Candidature",
    planningForms: "Moduli di pianificazione",
    assessmentResults: "Risultati delle valutazioni",
  },
};
