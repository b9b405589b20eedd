import type { MailTexts } from "./mail-texts.ts";

/**
 * The visitor's e-mails in Latin-American Spanish (docs/translation/es.md): tú, « », US$. The areas and
 * tiers of the assessment are the words of the assessment page
 * (packages/web/src/i18n/catalogs/es/assessment.json); the verse is from Nueva Versión Internacional, the
 * style sheet's Bible.
 */
export const es: MailTexts = {
  label: "{label}:",
  titled: "{title} {text}",
  numbered: "{number}. {text}",
  bulleted: "- {text}",
  dear: "Hola, {name}:",
  hi: "Hola, {name}:",
  signature: "El equipo de {brand}",
  questions: "¿Tienes preguntas? Escríbenos a {email}.",
  application: {
    subject: "🎉 Te damos la bienvenida a {brand}: ¡comienza tu camino!",
    heading: "🎉 ¡Te damos la bienvenida a {brand}!",
    intro: "¡Te damos la bienvenida a {brand}! Gracias por postularte: ya diste el primer paso de tu camino.",
    badge: "🏆 Ganaste la insignia {badge} por dar el primer paso al postularte a {brand} University.",
    badgeName: "Campeón del Primer Paso",
    nextHeading: "Lo que sigue",
    steps: [
      "Responderemos a tu solicitud en un plazo de 24 horas.",
      "Te invitaremos a una reunión gratuita con {founder} para hablar de dónde estás y hacia dónde quieres ir.",
      "Te conectaremos con un mentor o con un grupo pequeño que se ajuste a tu camino.",
    ],
    trialTitle: "Tu prueba gratuita de {days} días",
    trialBody:
      "acceso completo a la plataforma durante {days} días. No necesitas datos de pago, no hay ningún compromiso y la prueba simplemente termina sin ningún cargo.",
    spam: "¿No encuentras nuestros correos? Revisa tu carpeta de spam o correo no deseado y marca nuestra dirección como remitente seguro.",
    closing: "Qué alegría tenerte en la comunidad,",
  },
  firePlan: {
    subject: "Te damos la bienvenida, Chispa Encendida: ¡recibimos tu plan!",
    heading: "¡Te damos la bienvenida, Chispa Encendida!",
    intro: "¡Gracias por compartir tu fuego con {brand}! Recibimos tu plan.",
    badge:
      "🔥 Ganaste la insignia {badge} (Buscador de Propósito): compartiste tu fuego y te comprometiste a generar un cambio positivo.",
    badgeName: "Chispa Encendida",
    nextHeading: "Próximos pasos",
    steps: [
      {
        title: "Videollamada individual",
        detail: "{founder} te invitará a una videollamada individual para conversar sobre tu plan.",
      },
      {
        title: "Comentarios y ajustes",
        detail: "en conjunto, te daremos comentarios y afinaremos tu plan para los próximos 3–4 meses.",
      },
      {
        title: "Comienza tu camino",
        detail: "pon tu plan en acción, con el respaldo de la comunidad.",
      },
    ],
    closing: "Que tu fuego siga encendido,",
    scripture: {
      text: "Escribe la visión, y haz que resalte claramente en las tablillas, para que pueda leerse de corrido.",
      source: "Habacuc 2:2",
    },
    quoted: "«{text}»",
    cited: "—{source}",
    quotedHtml: "«{text}»",
    citedHtml: "—{source}",
  },
  assessment: {
    subject: "Tus resultados de la Evaluación de bienestar de {brand}: {tier}",
    heading: "🎉 Tus resultados de la Evaluación de bienestar",
    congratulations:
      "¡Felicidades por completar la Evaluación de Bienestar Estudiantil! Has dado un paso importante para comprender tu camino de bienestar.",
    result: "Tu resultado",
    overall: "Puntuación general",
    score: "{score}/{max}",
    scoresLead: "Tus puntuaciones por área (sobre {max})",
    scoresHeading: "Tus puntuaciones por área",
    recommendationsHeading: "Tus recomendaciones personalizadas",
    session: "Reserva tu sesión gratuita de coaching de liderazgo y carrera profesional con {founder}:",
    book: "Reserva tu sesión gratuita de coaching",
    community: "Únete a la comunidad de {brand} para repetir la evaluación y seguir tu progreso cada mes.",
    closing: "Te acompañamos en el camino,",
    signature: "{founder} y el equipo de {brand}",
    categories: {
      academics: "Estudios",
      finances: "Finanzas",
      social: "Relaciones sociales",
      precision: "Precisión",
      physical: "Bienestar físico",
    },
    tiers: {
      beginning: {
        name: "Inicio - Quien escucha",
        description: "Estás al comienzo de tu camino de bienestar.",
        recommendations: [
          {
            title: "Microhábitos",
            advice:
              "Elige un hábito tan pequeño que sea difícil saltártelo, como dos minutos de planificación cada mañana. Practícalo a diario durante dos semanas antes de añadir otro.",
          },
          {
            title: "Conexión con estructura",
            advice:
              "Agenda cada semana un encuentro fijo con un amigo, un mentor o un grupo pequeño. Un horario fijo hace que la conexión ocurra incluso en las semanas difíciles.",
          },
          {
            title: "Conoce tus recursos",
            advice:
              "Averigua dónde están los servicios de tutoría, orientación y ayuda económica de tu centro de estudios y cómo pedir cita. Saber dónde está la puerta hace más fácil tocar.",
          },
          {
            title: "Diario de logros",
            advice:
              "Cada noche, anota algo que haya salido bien, por pequeño que sea. En un mes verás lo que ya te funciona.",
          },
          {
            title: "Límites que te cuidan",
            advice:
              "Fíjate en lo que te agota y di que no a una de esas cosas esta semana. Proteger tu energía es una habilidad, no egoísmo.",
          },
        ],
      },
      developing: {
        name: "En desarrollo - Quien explora",
        description: "Estás tomando conciencia de lo que te funciona.",
        recommendations: [
          {
            title: "Enfoque en tus fortalezas",
            advice:
              "Mira el área en la que más puntuaste y pregúntate qué hace que funcione. Lleva ese mismo enfoque a tu área más baja.",
          },
          {
            title: "Construir constancia",
            advice:
              "Elige dos hábitos que ya practicas a veces y vincula cada uno a algo que haces todos los días, como una comida o tu trayecto.",
          },
          {
            title: "Planificación estratégica",
            advice:
              "Reserva tiempo cada semana para estudiar, descansar y estar con otros antes de que la semana se llene. Trata esos bloques como citas.",
          },
          {
            title: "Conexión entre pares",
            advice:
              "Únete a un grupo pequeño de 3 a 8 pares con metas parecidas, o crea uno. Compartir avances con otros te mantiene en movimiento.",
          },
          {
            title: "Rutina de reflexión",
            advice:
              "Dedica diez minutos al final de cada semana a pensar qué funcionó, qué no y qué probarás después. Escríbelo para poder ver tu progreso.",
          },
        ],
      },
      discovering: {
        name: "Descubriendo - Quien colabora",
        description: "Tienes bases sólidas.",
        recommendations: [
          {
            title: "Afinar tus sistemas",
            advice:
              "Revisa las rutinas en las que confías y quita un paso que ya no te ayude. Los pequeños ajustes evitan que un buen sistema se estanque.",
          },
          {
            title: "Compartir lo que sabes",
            advice:
              "Enséñale a un compañero o a un estudiante más joven algo que te funcione. Explicarlo profundiza tu propia comprensión.",
          },
          {
            title: "Planificación proactiva",
            advice:
              "Mira tres o cuatro meses hacia adelante y anota las épocas de más trabajo y las fechas de entrega. Prepárate ahora en lugar de reaccionar después.",
          },
          {
            title: "Ampliar tus habilidades",
            advice:
              "Elige una habilidad nueva que apoye tus metas, como hablar en público o hacer un presupuesto, y practícala cada semana.",
          },
          {
            title: "Integración",
            advice:
              "Conecta las áreas de tu vida: estudia con un amigo, camina mientras planificas o reserva dinero para lo que te hace bien.",
          },
        ],
      },
      excelling: {
        name: "Excelencia - Quien guía con humildad",
        description: "Has desarrollado prácticas de bienestar eficaces.",
        recommendations: [
          {
            title: "Planificar tu legado",
            advice:
              "Piensa en lo que quieres dejar en tu escuela o comunidad y da un paso hacia ello este mes.",
          },
          {
            title: "Adaptarte al futuro",
            advice:
              "Pregúntate cómo tendrán que cambiar tus rutinas en tu próxima etapa, como un nuevo trabajo o un posgrado, y prueba el cambio con antelación.",
          },
          {
            title: "Buscar desafíos",
            advice:
              "Asume una meta que te lleve más allá de lo que te resulta cómodo. Crecer mantiene llenos de sentido los buenos hábitos.",
          },
          {
            title: "Aportar a la comunidad",
            advice:
              "Ofrece tu tiempo como mentor o líder de grupo. Ayudar a otros a estar bien es una de las mejores maneras de estar bien tú también.",
          },
          {
            title: "Aprendizaje continuo",
            advice:
              "Sigue leyendo, escuchando y pidiendo opiniones. Quien guía con humildad sigue aprendiendo sobre su propio bienestar.",
          },
        ],
      },
    },
  },
};
