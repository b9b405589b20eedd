import type { Catalog } from "../en/index.ts";

export const shell: Catalog["shell"] = {
  skipToContent: "Saltar al contenido",
  loading: "Cargando",
  brand: {
    homeLabel: "Inicio de {product}",
  },
  header: {
    mainNavLabel: "Principal",
    mobileNavLabel: "Menú móvil",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
  },
  nav: {
    home: "Inicio",
    pricing: "Precios",
    getStarted: "Empieza ya",
    about: {
      label: "Quiénes somos",
      team: "Nuestro equipo",
      safeSpace: "Filosofía de espacio seguro",
      successStories: "Historias de éxito",
      evidence: "Evidencia e investigación",
    },
    journey: {
      label: "El camino de {founder}",
      story: "La historia de {founder}",
      timeline: "La trayectoria de {founder}",
      history: "Historia de {product}",
      chat: "Chatea con {product}",
    },
    resources: {
      label: "Recursos",
      faq: "Preguntas frecuentes",
      assessments: "Evaluación de bienestar",
      shareYourFire: "Comparte tu fuego",
      badges: "Insignias",
      socialMediaLie: "La gran mentira de las redes sociales",
      resources: "Recursos",
    },
  },
  footer: {
    mission:
      "Conectamos a las personas con su propósito, una conversación a la vez, para construir mejor salud, mejores carreras y mejores vidas.",
    faith: {
      line: "Fundado en oración y construido sobre la fe.",
      scripture:
        "«Porque yo sé muy bien los planes que tengo para ustedes —afirma el Señor—, planes de bienestar y no de calamidad, a fin de darles un futuro y una esperanza».",
      reference: "Jeremías 29:11",
    },
    getStarted: {
      label: "Empieza ya",
      apply: "Postúlate ahora",
      trial: "Prueba gratuita de {days} días",
      chat: "Chatea con {product}",
    },
    learn: {
      label: "Aprende",
      evidence: "Investigación y evidencia",
      team: "Nuestro equipo",
      safeSpace: "Filosofía de espacio seguro",
      timeline: "La trayectoria de {founder}",
    },
    impact: {
      heading: "Nuestro impacto",
      participants: "participantes",
      countries: "países",
      satisfaction: "de satisfacción",
      claim: "{participants} participantes en más de {countries} países, y seguimos sumando.",
    },
    notClinical:
      "{product} es una comunidad de mentoría y descubrimiento del propósito, no un servicio clínico ni de crisis, y nuestro equipo no está formado por profesionales de salud mental con licencia. Si estás en una crisis, llama o envía un mensaje de texto al 988 (en EE. UU.) o al 911 en caso de emergencia, o contacta con los servicios de emergencia de tu zona.",
    contactLabel: "Escríbenos:",
  },
  accessRestricted: {
    title: "Acceso restringido",
    body: "Tu cuenta no está registrada para usar esta aplicación. Ponte en contacto con el administrador de la aplicación para solicitar acceso.",
    suggestionsHeading: "Si crees que se trata de un error, puedes:",
    suggestions: [
      "Comprobar que has iniciado sesión con la cuenta correcta",
      "Pedir acceso al administrador de la aplicación",
      "Cerrar sesión y volver a iniciarla",
    ],
    questions: "¿Tienes preguntas? Escríbenos a",
  },
  notFound: {
    title: "Página no encontrada",
    message: "No se ha encontrado la página «{path}» en esta aplicación.",
    adminNoteTitle: "Nota para administradores",
    adminNoteBody: "Puede que la IA todavía no haya creado esta página. Pídele en el chat que la implemente.",
    goHome: "Volver al inicio",
  },
  errorPage: {
    title: "Algo salió mal",
    body: "Lo sentimos, no hemos podido mostrar esta página. Vuelve a cargarla o regresa a la página de inicio.",
    goHome: "Volver al inicio",
  },
  login: {
    title: "Inicia sesión en {product}",
    intro:
      "¡Qué bueno verte de nuevo! Inicia sesión con el correo electrónico y la contraseña que usas en {product}.",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    submitting: "Iniciando sesión...",
    failed: "No hemos podido iniciar tu sesión. Revisa tu conexión e inténtalo de nuevo.",
    help: "¿Problemas para iniciar sesión? Escríbenos a",
    invalid: "El correo y la contraseña no coinciden. Inténtalo de nuevo.",
    tooMany: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
    forgot: "¿Olvidaste tu contraseña?",
    noAccount: "¿Es tu primera vez en {product}?",
    createAccount: "Crear una cuenta",
  },
  register: {
    title: "Únete a {product}",
    intro: "Crea tu cuenta con tu correo electrónico. Te enviaremos un código de 6 dígitos para confirmarlo.",
    passwordHint: "Al menos 8 caracteres.",
    submit: "Crear cuenta",
    submitting: "Creando tu cuenta...",
    haveAccount: "¿Ya tienes una cuenta?",
    signIn: "Iniciar sesión",
    codeTitle: "Revisa tu bandeja de entrada",
    codeIntro:
      "Enviamos un código de 6 dígitos a {email}. Escríbelo abajo para terminar. Es válido durante 10 minutos.",
    confirmFirst: "Primero confirma tu correo electrónico. Hemos enviado un código nuevo a {email}.",
    code: "Código de verificación",
    codeHint: "6 dígitos, del correo que acabamos de enviarte.",
    verify: "Confirmar y continuar",
    verifying: "Confirmando...",
    codeInvalid:
      "Ese código no es correcto o ha caducado. Revisa el correo más reciente o pide un código nuevo.",
    resend: "Enviar un código nuevo",
    resending: "Enviando...",
    resent: "Un código nuevo va en camino. Revisa tu bandeja de entrada y también la carpeta de spam.",
    failed: "Algo salió mal. Comprueba tu conexión e inténtalo de nuevo.",
  },
  resetRequest: {
    title: "¿Olvidaste tu contraseña?",
    intro: "Escribe tu correo electrónico y te enviaremos un enlace para elegir una nueva.",
    submit: "Enviar enlace",
    submitting: "Enviando...",
    sent: "Si existe una cuenta para {email}, va en camino un enlace para elegir una contraseña nueva. Funciona una sola vez, durante una hora.",
    back: "Volver a iniciar sesión",
  },
  resetPassword: {
    title: "Elige una contraseña nueva",
    inviteTitle: "Crea tu contraseña",
    intro: "Elige una contraseña de al menos 8 caracteres.",
    inviteIntro: "¡Te damos la bienvenida! Elige una contraseña para terminar de configurar tu cuenta.",
    newPassword: "Contraseña nueva",
    confirm: "Confirma la contraseña nueva",
    mismatch: "Las dos contraseñas no coinciden.",
    submit: "Guardar contraseña",
    submitting: "Guardando...",
    done: "Tu nueva contraseña está lista. Ya puedes iniciar sesión con ella.",
    signIn: "Iniciar sesión",
    invalid: "Este enlace ya no es válido: ya se usó o ha caducado. Pide uno nuevo.",
    requestNew: "Pedir un enlace nuevo",
    missing: "Esta página necesita el enlace de tu correo. Vuelve a abrir el enlace o pide uno nuevo.",
  },
  toast: {
    close: "Cerrar",
  },
  language: {
    menuLabel: "Elegir idioma",
    current: "idioma actual",
    translating: "Traduciendo...",
    betaTitle: "Sistema de traducción (beta)",
    betaBody:
      "Los textos de la interfaz se traducen al instante. Los textos más largos de la página se traducen automáticamente la primera vez que los ves y puede que no sean perfectos.",
    gotIt: "Entendido",
    offline:
      "Por ahora, los textos más largos de la página se quedan en inglés: la traducción automática no está activada en este sitio.",
  },
  reminder: {
    title: "Un recordatorio con cariño",
    messages: [
      "¡Estamos aquí para conectarte con tu propósito, no para diagnosticar enfermedades! En caso de emergencia, marca el 988.",
      "Importas, y nunca tienes que atravesar un momento difícil a solas. Llama o envía un mensaje de texto al 988 a cualquier hora, de día o de noche.",
      "Si ahora mismo todo te pesa, pide ayuda: llama o escribe al 988, o envía HELLO al 741741 para hablar con alguien a quien le importas.",
      "Nuestros mentores te acompañan mientras descubres tu propósito, pero no somos un servicio de crisis. Si lo estás pasando mal, llama o escribe al 988.",
      "Si tú o alguien a quien quieres está en peligro inmediato, llama al 911. Para recibir apoyo en una crisis a cualquier hora, llama o escribe al 988.",
    ],
    dismiss: "Cerrar recordatorio",
  },
  /** The home page's image carousel (APG carousel pattern). */
  carousel: {
    roleDescription: "carrusel",
    slideRoleDescription: "diapositiva",
    pause: "Pausar la presentación",
    play: "Reproducir la presentación",
    slidePosition: "{position} de {count}",
    showImage: "Mostrar la imagen {position} de {count}",
  },
  /** Names of page regions and link lists read by screen readers. */
  regions: {
    researchTopics: "Temas de investigación",
    highlights: "Lo más destacado",
    moreOfJourney: "Más del camino",
  },
  /** After an external link's text, for screen readers. */
  opensInNewTab: "(se abre en una pestaña nueva)",
};
