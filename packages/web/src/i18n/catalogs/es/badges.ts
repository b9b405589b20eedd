import type { Catalog } from "../en/index.ts";

export const badges: Catalog["badges"] = {
  page: {
    eyebrow: "Celebra el camino",
    title: "Insignias",
    tagline: "Los pequeños pasos merecen celebrarse.",
    applyAction: "Postúlate ahora y gana tu primera insignia",
    storiesAction: "Lee historias de éxito",
  },
  search: {
    heading: "Busca una insignia",
    intro:
      "Escribe el nombre de una insignia, o parte de él, para ver cuándo se ganó por última vez. Nunca se muestra quién la ganó.",
    label: "Nombre de la insignia",
    button: "Buscar",
    searching: "Buscando...",
    results: "Insignias encontradas ({count})",
    more: "Mostramos las 50 más recientes. Escribe más del nombre para afinar la búsqueda.",
    none: "Todavía nadie ha ganado una insignia con ese nombre.",
    failed: "La búsqueda no funcionó en este momento. Inténtalo de nuevo en un minuto.",
  },
  board: {
    loading: "Cargando las insignias más recientes...",
    failed: "Las cifras de insignias en vivo no están disponibles ahora. Inténtalo de nuevo más tarde.",
    earners: { one: "{count} persona la ha obtenido", other: "{count} personas la han obtenido" },
    holder: "Una persona participante",
    recent: {
      heading: "Logros recientes",
      intro: "Las doce insignias más nuevas de toda la comunidad.",
      empty: "Todavía nadie ha ganado una insignia. La tuya podría ser la primera.",
    },
    top: {
      heading: "Quienes más aportan",
      intro:
        "Las personas que más insignias han ganado, mostradas solo por su puesto: nunca por su nombre ni su correo electrónico.",
      empty: "Todavía nadie ha ganado una insignia.",
      badgeCount: { one: "{count} insignia", other: "{count} insignias" },
      rank: "Puesto {rank}",
      name: "Participante {rank}",
      medals: ["oro", "plata", "bronce"],
    },
  },
  categories: {
    heading: "Categorías de insignias",
    intro: "Seis maneras de crecer, y cómo ganar cada una.",
    howToEarn: "Cómo ganarla",
    badgeLabel: "Insignia {category}",
    items: {
      purpose_seeker: {
        name: "Buscador de Propósito",
        howToEarn: [
          "Completaste la Evaluación de Descubrimiento de Propósito",
          "Compartiste la declaración de tu fuego",
          "Enviaste tu primera solicitud",
          "Completaste el currículo {brand} de {weeks} semanas",
        ],
      },
      community_builder: {
        name: "Constructor de Comunidad",
        howToEarn: [
          "Te uniste a un grupo pequeño",
          "Guiaste una conversación de grupo",
          "Invitaste a 3 o más personas a la comunidad",
          "Organizaste un evento comunitario",
        ],
      },
      mentor: {
        name: "Mentor",
        howToEarn: [
          "Diste mentoría a otro estudiante",
          "Más de 10 conversaciones significativas",
          "Acompañaste a alguien en crisis",
          "Te convertiste en mentor oficial",
        ],
      },
      creator: {
        name: "Creador",
        howToEarn: [
          "Creaste tu primer proyecto",
          "Publicaste un recurso o contenido",
          "Tu proyecto ayudó a más de 100 personas",
          "Generaste ingresos con tu creación",
        ],
      },
      advocate: {
        name: "Defensor",
        howToEarn: [
          "Defendiste una causa",
          "Redactaste una recomendación de política",
          "Conseguiste financiamiento para un proyecto",
          "Impulsaste un cambio sistémico",
        ],
      },
      wellness_champion: {
        name: "Campeón del Bienestar",
        howToEarn: [
          "30 días de práctica constante",
          "Completaste la evaluación de bienestar",
          "Compartiste tu historia de salud mental",
          "Ayudaste a otras personas con su bienestar",
        ],
      },
    },
  },
  awards: {
    firstStepChampion: {
      name: "Campeón del Primer Paso",
      description: "Dio el primer paso al postularse a {brand} University",
    },
    fireStarter: {
      name: "Chispa Encendida",
      description: "Compartió su fuego y se comprometió a generar un cambio positivo",
    },
  },
  explainer: {
    heading: "Cómo ganar insignias",
    intro: "Cada insignia marca un paso real en tu camino. Así es como llegan a ti.",
    steps: [
      {
        title: "Da el primer paso",
        body: "Postúlate en la página Empieza ya y la insignia Campeón del Primer Paso será tuya de inmediato.",
      },
      {
        title: "Comparte tu fuego",
        body: "Cuéntanos en Comparte tu fuego la causa con la que te comprometes y gana la insignia Chispa Encendida.",
      },
      {
        title: "Crece con tu grupo",
        body: "Únete a un grupo pequeño, guía una conversación, da mentoría a alguien: las categorías de arriba muestran todas las maneras de ganarlas.",
      },
      {
        title: "Privacidad desde el principio",
        body: "El tablero nunca muestra tu nombre ni tu correo electrónico. Cada insignia aparece como ganada por una persona participante.",
      },
    ],
  },
  pricing: {
    pricingEyebrow: "Precios",
    subscriptionsEyebrow: "Suscripciones",
    title: "Elige tu camino",
    tagline: "Empieza gratis. Crece a tu propio ritmo.",
    trialAction: "Empieza la prueba gratuita de {days} días",
    afford: "¿No te alcanza? Postúlate de todos modos",
    banner: {
      title: "{days} días totalmente GRATIS",
      points: ["Sin datos de pago", "Sin compromiso", "Cancela cuando quieras"],
    },
    plans: {
      heading: "Planes para cada etapa",
      intro: "Empieza con {days} días gratis y luego continúa con el plan que se ajuste a tu momento.",
      popular: "EL MÁS POPULAR",
      cards: {
        trial: {
          name: "Prueba gratuita de {days} días",
          price: "GRATIS",
          period: "durante {days} días",
          features: [
            "1 reunión en vivo con la persona fundadora",
            "Evaluación de Descubrimiento de Propósito",
            "Acceso a la plataforma de la comunidad",
            "Introducción a los 5 principios fundamentales",
            "Hoja de ruta personalizada",
            "Acceso completo a la plataforma durante {days} días",
            "Sin tarjeta de crédito",
            "Cancela cuando quieras",
          ],
          ctaLabel: "Empieza la prueba gratuita",
          note: "Sin datos de pago, sin compromiso, cancela cuando quieras. Tu prueba simplemente vence sin ningún cargo.",
        },
        student: {
          name: "Plan Estudiante",
          price: "US$ 25",
          period: "por semana",
          audience: "Para estudiantes con matrícula vigente",
          features: [
            "Mentoría semanal en vivo",
            "Currículo personalizado",
            "Acceso universitario",
            "Grupos de apoyo comunitario de 3 a 8 pares",
            "Portafolio de proyectos",
            "Revisiones mensuales de progreso",
            "Oportunidades de créditos académicos",
            "Apoyo para conseguir empleo",
            "Sistema de insignias y logros",
            "Acceso a todos los recursos",
          ],
          ctaLabel: "Elige el Plan Estudiante",
          note: "El pago seguro con tarjeta se abre en una pestaña nueva.",
        },
        professional: {
          name: "Plan Profesional",
          price: "US$ 35",
          period: "por semana",
          audience: "Para profesionales en activo",
          featuresLead: "Todo lo del Plan Estudiante, además de:",
          features: [
            "Apoyo en la transición profesional",
            "Mentoría ejecutiva",
            "Red profesional (equipo de 14 miembros)",
            "Recursos para el desarrollo de negocios",
            "Módulos de formación en liderazgo",
            "Apoyo al emprendimiento",
            "Coaching para integrar trabajo y vida",
            "Respuestas prioritarias",
            "Herramientas avanzadas de descubrimiento de propósito",
          ],
          ctaLabel: "Elige el Plan Profesional",
          note: "El pago seguro con tarjeta se abre en una pestaña nueva.",
        },
      },
    },
    compare: {
      heading: "Compara el valor",
      intro: "Lo que suele costar encontrar el rumbo, y lo que cuesta aquí.",
      best: "EL MEJOR VALOR",
      college: { option: "Universidad tradicional", cost: "Más de US$ 40,000 al año" },
      therapy: { option: "Terapia", cost: "Más de US$ 200" },
      ember: { cost: "US$ 100–140 al mes" },
    },
    help: {
      heading: "¿No te alcanza? Te ayudamos.",
      conditions: [
        "Participa con constancia",
        "Practica los 5 principios",
        "Completa el trabajo",
        "Ayuda a los demás",
      ],
      action: "Postúlate ahora",
    },
  },
};
