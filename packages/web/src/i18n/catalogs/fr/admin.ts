import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "Console de l'équipe",
    navLabel: "Sections de la console",
    loading: "Ouverture de la console de l'équipe...",
    signedInAs: "Connecté en tant que {email}",
    backToSite: "Retour au site",
    loadFailed: "La console n'a pas pu se charger. Veuillez recharger la page.",
  },
  nav: {
    today: "Aujourd'hui",
    crisisAlerts: "Alertes de crise",
    applications: "Candidatures",
    planningForms: "Formulaires de planification",
    assessmentResults: "Résultats des évaluations",
  },
};
