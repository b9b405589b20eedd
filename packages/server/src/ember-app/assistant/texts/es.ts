import type { AssistantTexts } from "./assistant-texts.ts";

/**
 * The chat's own words in Latin-American Spanish (docs/translation/es.md): tú, « », US$, the figures as
 * the pages write them. The apology, the plans and the badges are the words the site shows
 * (packages/web/src/i18n/catalogs/es/chat.json and badges.json); the FAQ and the core values come from the
 * pages' reviewed translations.
 */
export const es: AssistantTexts = {
  fallback:
    "Lo siento, ahora mismo tengo problemas para responder. Vuelve a intentarlo en un momento, o si prefieres escríbenos directamente a {email}. Estoy aquí para acompañarte.",
  safety: {
    resources:
      "En EE. UU., llama o envía un mensaje de texto al {crisisLine} (Suicide & Crisis Lifeline, Línea de Prevención del Suicidio y Crisis) a cualquier hora, o envía {textWord} al {textLine}. Fuera de EE. UU., comunícate con la línea de crisis o los servicios de emergencia de tu país.",
    notAlone:
      "No tienes que pasar por esto en soledad, y tu vida importa. Soy el Asistente de {product}, no un consejero, así que busca ahora mismo a personas capacitadas para ayudarte. También avisamos a alguien de nuestro equipo, así que una persona real sabe que nos escribiste.",
    tiers: {
      1: "Me preocupa mucho lo que me cuentas. Si estás en peligro inmediato o podrías actuar según estos pensamientos, llama al {emergency} o ve ahora mismo a la sala de emergencias más cercana.\n\n{resources}\n\n{notAlone}",
      2: "Parece que estás pasando por un momento muy difícil, y me alegra que lo hayas dicho. Estos sentimientos pesan, y no tienes que cargarlos en soledad.\n\n{resources} Si alguna vez sientes que podrías actuar según estos pensamientos, llama al {emergency}.\n\n{notAlone}",
      3: "Gracias por confiarme esto. Lo que estás enfrentando importa, y mereces el apoyo de profesionales capacitados que te acompañen en el proceso.\n\n{resources} Si estás en peligro, llama al {emergency}.\n\n{notAlone}",
    },
  },
  grief: [
    "Siento mucho tu pérdida. El duelo puede ser pesado y confuso, y lo que sea que sientas ahora está bien. Gracias por contármelo.",
    "Mereces el apoyo de personas que te acompañen en este proceso. Si en algún momento se vuelve demasiado, en EE. UU. puedes llamar o enviar un mensaje de texto al {crisisLine}, o enviar {textWord} al {textLine}, a cualquier hora; fuera de EE. UU., la línea de crisis de tu país también está para ti.",
    "Cuando te sientas con ganas, nuestros mentores y grupos pequeños son un lugar donde te escuchan y donde no tienes que cargar esto en soledad. También puedes escribirnos a {email}, y te responderá una persona real.",
  ],
  sentences: "{first} {second}",
  offline: {
    intro:
      "Gracias por tu mensaje. Soy el Asistente de {product} y puedo ayudarte con preguntas sobre el propósito, nuestra mentoría y los grupos pequeños, el tiempo que requiere, los planes y la prueba gratuita, y cómo empezar.",
    about:
      "{product} es una comunidad de mentoría inspirada en la fe y atenta a la evidencia. Desde noviembre de 2024, más de 2,098 personas de más de 34 países han encontrado aquí mentores y grupos pequeños, con un 97.1\u00a0% de satisfacción.",
    askMore:
      "¿Podrías contarme un poco más sobre lo que buscas? O escríbenos a {email}; te responderá una persona real en un plazo de 24 horas.",
    closings: [
      "Estés donde estés en el camino, no tienes que recorrerlo en soledad.",
      "Cada persona fue creada con un propósito, y vale la pena buscar el tuyo.",
      "Nos encantaría acompañarte en el próximo paso.",
    ],
  },
  knowledge: {
    steps: {
      apply:
        "Tu próximo paso: postúlate en la página Empieza ya ({getStarted}) y reserva una reunión gratuita con {founder}; respondemos en un plazo de 24 horas.",
      trial:
        "Tu próximo paso: comienza la prueba gratuita de {days} días en la página Precios ({pricing}); no necesitas datos de pago.",
      faq: "Tu próximo paso: lee más en las preguntas frecuentes ({faq}), o postúlate en la página Empieza ya ({getStarted}) y conversa sobre esto con {founder}.",
      fire: "Tu próximo paso: date una primera mirada honesta con el formulario «¿Tienes ese fuego?» ({shareYourFire}) y lleva lo que descubras a una reunión gratuita con {founder}.",
      badges: "Tu próximo paso: consulta las insignias que has ganado en la página Insignias ({badges}).",
      contact:
        "Tu próximo paso: escríbenos a {email}; te responderá una persona real en un plazo de 24 horas.",
    },
    faqKeywords: "{name} {description}",
    plan: {
      title: "{name}: {price} {period}",
      text: "{name}: {price} {period}{audience}. Incluye: {features}. {note}",
      audience: " ({audience})",
      featuresLead: "{lead} {features}",
      keywords: "precio costo pagar plan suscripción tarifa semanal dinero cuánto cuesta",
    },
    pricingHelp: {
      title: "¿Cuánto cuesta y qué pasa si no puedo pagarlo?",
      keywords: "precio costo pagar ayuda financiera beca dinero valor barato caro",
      text: "Después de la prueba gratuita de {days} días, el Plan Estudiante cuesta US$\u00a025 a la semana y el Plan Profesional US$\u00a035 a la semana, unos US$\u00a0100–140 al mes, frente a más de US$\u00a040,000 al año de la universidad tradicional. Si US$\u00a025–35 a la semana está fuera de tu alcance, ofrecemos ayuda financiera a quienes participan con constancia, practican los cinco principios ({values}), completan el trabajo y ayudan a los demás.",
    },
    programmeTime: {
      title: "¿Cuánto tiempo requiere el programa cada semana?",
      keywords: "tiempo horas semana semanal compromiso horario ocupado cuánto dura",
      text: "El compromiso semanal depende de tu modalidad: 5–10 horas por semana en la modalidad de voluntariado, 10–15 horas en la modalidad con créditos académicos y 10–15 horas en la modalidad con estipendio. Cada cohorte sigue una estructura de {weeks} semanas en grupos pequeños de 3–8 pares, y terminas con un plan de acción para los próximos 3–4 meses.",
    },
    values: {
      title: "¿Cuáles son los cinco valores fundamentales?",
      keywords: "valores principios colaboración humildad precisión paciencia empatía creencias",
      text: "Cinco valores fundamentales guían cada conversación, cada grupo y cada plan. {values}",
      value: "{name}: {description}",
    },
    figures: {
      title: "¿A cuántas personas ha ayudado {product}?",
      keywords:
        "resultados impacto cifras participantes países universidades satisfacción pruebas evidencia investigación",
      text: "Desde noviembre de 2024 se han sumado más de 2,098 participantes de más de 34 países y más de 200 universidades, con un 97.1\u00a0% de satisfacción. Nuestro equipo de 21 personas está repartido en 7 países, y hemos respondido más de 616 preguntas en más de 1,000 conversaciones.",
    },
    crisisResources: {
      title: "¿Esto es consejería? ¿Dónde consigo ayuda en una crisis?",
      keywords: "crisis emergencia línea ayuda terapia consejería salud mental urgente",
      text: "{product} no es un servicio clínico ni de crisis, y nuestros mentores no son profesionales de la salud mental con licencia. Si estás en crisis en EE. UU., llama o envía un mensaje de texto al {crisisLine}, o envía {textWord} al {textLine}; en una emergencia, llama al {emergency}. Fuera de EE. UU., comunícate con la línea de crisis de tu país.",
    },
    badge: {
      title: "Insignia {category}",
      keywords: "insignia insignias ganar logro reconocimiento premio",
      text: "Formas de ganar la insignia {category}: {ways}.",
    },
    listSeparator: ", ",
    badgeSeparator: "; ",
    lowerAudience: true,
    stopWords:
      "a al algo alguna alguno como cómo con cual cuál cuales cuáles cuando cuándo cuanto cuánto cuánta cuántos de del donde dónde el él ella ellas ellos en entre es esa ese eso esta está estas este esto estoy fue ha hay la las le les lo los más me mi mis muy no nos o para pero por porque que qué quien quién se si sí sin sobre son su sus te ti tu tú tus un una uno unos y ya yo hola gracias favor puedo puede quiero saber tengo tiene",
  },
  translated: {
    plans: {
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
        note: "Sin datos de pago, sin compromiso, cancela cuando quieras. Tu prueba simplemente vence sin ningún cargo.",
      },
      student: {
        name: "Plan Estudiante",
        price: "US$\u00a025",
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
        note: "El pago seguro con tarjeta se abre en una pestaña nueva.",
      },
      professional: {
        name: "Plan Profesional",
        price: "US$\u00a035",
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
        note: "El pago seguro con tarjeta se abre en una pestaña nueva.",
      },
    },
    badgeCategories: {
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
    guides: {
      "discover-purpose": {
        title: "¿Cómo descubro mi propósito?",
        keywords: "propósito vocación sentido dirección pasión por qué estoy aquí encontrar descubrir fuego",
        text: "El propósito rara vez se encuentra en soledad o de una sola vez; se descubre con reflexión honesta y relaciones reales, paso a paso. En {product} empiezas con la Evaluación de Descubrimiento de Propósito y luego recorres un camino de {weeks} semanas con un mentor y un grupo pequeño de 3–8 pares: descubres tu historia y tus fortalezas, le pones nombre a tu fuego (la causa que no te deja en paz), lo pones a prueba en tu comunidad y lo conviertes en un plan de acción personal para los próximos 3–4 meses.",
      },
      "share-your-fire": {
        title: "Comparte tu fuego: el formulario de planificación",
        keywords: "fuego declaración plan planificación formulario causa compromiso tienes ese fuego",
        text: "El formulario «¿Tienes ese fuego?» te pregunta con qué causa te comprometes, por qué importa, a quién llegaría y qué avances podrías lograr en 3–4 meses. Compartirlo te hace ganar la insignia Chispa Encendida y te lleva a una videollamada individual con {founder} para afinar tu plan.",
      },
      "getting-started": {
        title: "¿Cómo empiezo o me postulo?",
        keywords:
          "postularse postulación solicitud unirse registrarse empezar comenzar inscribirse primer paso",
        text: "Empezar toma unos minutos: completa la solicitud en la página Empieza ya, gana la insignia Campeón del Primer Paso y reserva una reunión gratuita con {founder}. Respondemos en un plazo de 24 horas y te conectamos con un mentor o con un grupo pequeño. La prueba gratuita de {days} días no requiere datos de pago.",
      },
      about: {
        title: "¿Qué es {product}?",
        keywords: "acerca misión quiénes son fundación historia comunidad mentoría fe evidencia",
        text: "{product} es una comunidad de mentoría y descubrimiento del propósito, inspirada en la fe y atenta a la evidencia: conectamos a las personas con su propósito, una conversación a la vez. Desde su fundación en noviembre de 2024 se han sumado más de 2,098 participantes de más de 34 países, con un 97.1\u00a0% de satisfacción. Nuestros mentores son voluntarios, no profesionales de la salud mental con licencia, y {product} no es un servicio clínico ni de crisis.",
      },
      contact: {
        title: "¿Cómo hablo con una persona real?",
        keywords: "contacto correo hablar humano persona equipo comunicarme ayuda pregunta",
        text: "Una persona real de nuestro equipo lee lo que recibimos. Escríbenos a {email} cuando quieras y te responderemos en un plazo de 24 horas. También puedes reservar una reunión gratuita con {founder} después de postularte.",
      },
    },
  },
};
