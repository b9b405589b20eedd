import type { Catalog } from "../en/index.ts";

export const chat: Catalog["chat"] = {
  disclaimer: {
    heading: "Antes de empezar",
    does: {
      title: "Lo que el asistente puede hacer",
      items: [
        "Explicarte cómo funciona {product}: la mentoría, los grupos pequeños, los planes y la prueba gratuita",
        "Ayudarte a reflexionar sobre tu propósito, tu vocación y tus próximos pasos",
        "Llevarte a la página, el recurso o la persona de nuestro equipo que necesitas",
        "Responder preguntas frecuentes sobre el tiempo que requiere y cómo empezar",
      ],
    },
    cannot: {
      title: "Lo que no puede hacer",
      items: [
        "Diagnosticar, tratar ni dar consejos médicos o de salud mental",
        "Reemplazar a un consejero, un médico o un profesional con licencia",
        "Atender emergencias o crisis",
        "Recordarte entre una visita y otra",
      ],
    },
  },
  crisisNote: {
    title: "Si estás en crisis, busca ayuda ahora",
    body: "En EE. UU., llama o envía un mensaje de texto al 988 para comunicarte con la Suicide & Crisis Lifeline (Línea de Prevención del Suicidio y Crisis), a cualquier hora. También puedes enviar HELLO al 741741. Fuera de EE. UU., comunícate con la línea de crisis o los servicios de emergencia de tu país. En caso de emergencia, llama al 911.",
  },
  gate: {
    resourcesTitle: "Si necesitas ayuda ahora mismo",
    resources: [
      "En EE. UU., llama o envía un mensaje de texto al 988, a cualquier hora del día o de la noche.",
      "Fuera de EE. UU., comunícate con la línea de crisis o los servicios de emergencia de tu país.",
    ],
    localResourcesLink: "Encuentra una línea de ayuda en tu país",
    acknowledgement:
      "Entiendo: el Asistente de {product} está aquí para ayudarme a descubrir mi propósito y responder preguntas sobre el programa. No es un servicio de crisis ni da consejos médicos o de salud mental, y si estoy en crisis llamaré o enviaré un mensaje de texto al 988 en EE. UU., o me comunicaré con los servicios de emergencia de mi país.",
    start: "Entiendo - Iniciar conversación",
    tickFirst: "Marca primero la casilla de arriba y luego inicia la conversación.",
    opening: "Abriendo la conversación...",
    loadFailed:
      "No se pudo abrir la conversación. Revisa tu conexión e inténtalo de nuevo. Si necesitas ayuda ahora mismo, llama o envía un mensaje de texto al 988 en EE. UU., o comunícate con los servicios de emergencia de tu país.",
    retry: "Intentar de nuevo",
  },
  view: {
    heading: "Conversa con el Asistente de {product}",
    faqPrompt: "¿Buscas una respuesta rápida?",
    faqLink: "Consulta las preguntas frecuentes",
    footer: "¿Prefieres hablar con una persona? Escríbenos a",
  },
  messages: {
    logLabel: "Conversación",
    assistantLabel: "Asistente de {product}",
    userLabel: "Tú",
    safetyLabel: "ALERTA DE SEGURIDAD",
    typing: "{product} está escribiendo...",
    scrollToTop: "Volver arriba",
  },
  composer: {
    inputLabel: "Tu mensaje",
    placeholder: "Escribe tu mensaje...",
    inputHint: "Pulsa Intro para enviar y Mayús+Intro para una nueva línea.",
    send: "Enviar",
    remaining: { one: "Queda {count} carácter", other: "Quedan {count} caracteres" },
  },
  suggestions: {
    title: "Preguntas sugeridas",
    questions: [
      "¿Cómo sé si {product} es para mí?",
      "¿Qué hace a {product} diferente de otros programas?",
      "¿Cuánto tiempo necesito dedicarle cada semana?",
      "¿Pueden participar estudiantes internacionales?",
      "¿Qué pasa cuando termina mi pasantía?",
      "¿Cómo descubro mi propósito?",
    ],
  },
  greeting:
    "Hola, soy el Asistente de {product}. Estoy aquí para ayudarte a explorar tu propósito y responder tus preguntas sobre {product}: la mentoría, los grupos pequeños, el tiempo que requiere y cómo empezar.\n\nSoy una guía para descubrir tu propósito, no un servicio de crisis, y no puedo ofrecer consejería ni tratamiento. Si estás en crisis, llama o envía un mensaje de texto al 988 en EE. UU., o comunícate con los recursos de emergencia de tu país. ¿De qué te gustaría hablar?",
  fallbackReply:
    "Lo siento, ahora mismo tengo problemas para responder. Vuelve a intentarlo en un momento, o si prefieres escríbenos directamente a {email}. Estoy aquí para acompañarte.",
  safetyReplies: {
    1: "Me preocupa mucho lo que me cuentas, y me alegra que me lo hayas dicho. Tu vida importa. Si estás en peligro inmediato, llama al 911 o ve ahora mismo a la sala de emergencias más cercana. Puedes llamar o enviar un mensaje de texto al 988 en cualquier momento para hablar con un consejero capacitado, o enviar HELLO al 741741. Fuera de EE. UU., comunícate con los servicios de emergencia de tu país.",
    2: "Parece que estás pasando por un momento muy difícil, y siento mucho que estés cargando con esto. No tienes que enfrentarlo sin nadie a tu lado. Llama o envía un mensaje de texto al 988 para hablar ahora mismo con un consejero capacitado, o envía HELLO al 741741. Fuera de EE. UU., busca la línea de crisis de tu país.",
    3: "Gracias por confiarme esto. Lo que estás viviendo importa, y mereces el apoyo de profesionales capacitados que puedan acompañarte. Puedes llamar o enviar un mensaje de texto al 988 en cualquier momento, o enviar HELLO al 741741. Fuera de EE. UU., comunícate con la línea de crisis de tu país. Sigo aquí si quieres seguir hablando.",
  },
  crisisDialog: {
    title: "Apoyo en crisis disponible",
    headlines: {
      1: "Si estás en peligro inmediato, llama al 911 o ve ahora mismo a la sala de emergencias más cercana.",
      2: "Parece que estás pasando por un momento muy difícil. No tienes que atravesarlo sin compañía.",
      3: "Mereces el apoyo de profesionales capacitados. Aquí tienes ayuda gratuita y confidencial.",
    },
    resourcesLabel: "Formas de hablar con alguien ahora",
    resources: {
      call: {
        title: "Llama o envía un mensaje al 988",
        detail: "Suicide & Crisis Lifeline (Línea de Prevención del Suicidio y Crisis), EE. UU., 24/7",
      },
      text: {
        title: "Envía HELLO al 741741",
        detail: "Línea de crisis por mensaje de texto (EE. UU.), 24/7",
      },
      chat: { title: "Chatea en línea" },
      local: {
        title: "Fuera de EE. UU.",
        detail: "Llama a la línea de crisis o a los servicios de emergencia de tu país",
      },
    },
    directory:
      "¿Estás fuera de Estados Unidos? Encuentra una línea de ayuda gratuita y confidencial en tu país",
    getHelp: "Obtener ayuda ahora",
    newTab: "(se abre en una pestaña nueva)",
    close: "Cerrar",
  },
};
