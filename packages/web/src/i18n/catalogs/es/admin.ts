import type { AdminCatalog } from "../en/admin.ts";

export const admin: AdminCatalog = {
  layout: {
    title: "Consola del equipo",
    navLabel: "Secciones de la consola",
    loading: "Abriendo la consola del equipo...",
    signedInAs: "Sesión iniciada como {email}",
    backToSite: "Volver al sitio",
    loadFailed: "La consola no se pudo cargar ahora. Vuelve a cargar la página.",
  },
  nav: {
    today: "Hoy",
    crisisAlerts: "Alertas de crisis",
    applications: "Solicitudes",
    planningForms: "Formularios de planificación",
    assessmentResults: "Resultados de evaluaciones",
  },
};
