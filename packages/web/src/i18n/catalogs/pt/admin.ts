import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "Consola da equipa",
    navLabel: "Secções da consola",
    loading: "A abrir a consola da equipa...",
    signedInAs: "Sessão iniciada como {email}",
    backToSite: "Voltar ao site",
    loadFailed: "Não foi possível carregar a consola agora. Recarregue a página.",
  },
  nav: {
    today: "Hoje",
    crisisAlerts: "Alertas de crise",
    applications: "Candidaturas",
    planningForms: "Formulários de planeamento",
    assessmentResults: "Resultados das avaliações",
  },
};
