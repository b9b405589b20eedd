import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "Team-Konsole",
    navLabel: "Bereiche der Konsole",
    loading: "Die Team-Konsole wird geöffnet...",
    signedInAs: "Angemeldet als {email}",
    backToSite: "Zurück zur Website",
    loadFailed: "Die Konsole konnte gerade nicht geladen werden. Bitte lade die Seite neu.",
  },
  nav: {
    today: "Heute",
    crisisAlerts: "Krisenwarnungen",
    applications: "Bewerbungen",
    planningForms: "Planungsformulare",
    assessmentResults: "Testergebnisse",
  },
};
