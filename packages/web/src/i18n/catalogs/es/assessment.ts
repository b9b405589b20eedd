import type { Catalog } from "../en/index.ts";

export const assessment: Catalog["assessment"] = {
  section: {
    heading: "Haz la evaluación",
    intro: "Son unos cinco minutos. Responde con sinceridad: esto es para ti.",
  },
  contact: {
    heading: "Por qué importa esta reflexión personal",
    labels: { first_name: "Nombre *", last_name: "Apellido *", email: "Tu mejor correo electrónico *" },
    receive:
      "Lo que recibirás: resultados personalizados en tu correo, además de una sesión gratuita de coaching de liderazgo y carrera con {founderName}",
    begin: "Comenzar la evaluación",
    beginHint: "Escribe tu nombre, tu apellido y tu correo electrónico para comenzar.",
  },
  step: {
    progressLabel: "Progreso de la evaluación",
    stepOf: "Paso {step} de {total}",
    progressValue: "{stepOf}, {percent}",
    scaleHint: "¿Con qué frecuencia se cumple cada afirmación en tu caso?",
    statementNumber: "{number}. {statement}",
    back: "Atrás",
    next: "Continuar",
    finish: "Ver resultados",
    incompleteHint: "Responde las cinco afirmaciones para continuar.",
  },
  scale: ["Nunca", "Rara vez", "A veces", "A menudo", "Con constancia"],
  categories: {
    academics: {
      name: "Estudios",
      statements: [
        "Me mantengo al día con mis materias y entrego los trabajos a tiempo.",
        "Planifico mi tiempo de estudio para la semana que viene.",
        "Pido ayuda a un profesor, tutor o compañero cuando me atasco.",
        "Veo cómo lo que estoy aprendiendo se conecta con mis metas.",
        "Tengo un lugar y un momento en los que puedo estudiar con concentración.",
      ],
    },
    finances: {
      name: "Finanzas",
      subtitle: "Mírate con apertura y honestidad",
      statements: [
        "Sé cuánto dinero entra y sale cada mes.",
        "Sigo un presupuesto o un plan de gastos.",
        "Aparto algo de dinero para ahorrar o para imprevistos.",
        "Sé dónde encontrar ayudas económicas, becas o asesoría sobre dinero.",
        "Puedo pensar en mis finanzas con calma y hacer un plan.",
      ],
    },
    social: {
      name: "Relaciones sociales",
      subtitle: "No hay respuestas correctas ni incorrectas",
      statements: [
        "Tengo al menos una persona con quien hablar cuando las cosas se ponen difíciles.",
        "Paso tiempo con amigos o familia de formas que me recargan.",
        "Siento que pertenezco a mi escuela o a mi comunidad.",
        "Me acerco a las personas que me rodean para saber cómo están.",
        "Participo en un grupo, club, equipo o comunidad de fe.",
      ],
    },
    precision: {
      name: "Precisión",
      statements: [
        "Termino lo que empiezo.",
        "Reviso mi trabajo en busca de errores antes de entregarlo.",
        "Anoto mis tareas y fechas de entrega para que nada se me escape.",
        "Divido las metas grandes en pasos pequeños y concretos.",
        "Cumplo lo que me prometo a mí y lo que prometo a los demás.",
      ],
    },
    physical: {
      name: "Bienestar físico",
      subtitle: "No hay respuestas correctas ni incorrectas",
      statements: [
        "Duermo al menos siete horas las noches antes de clase.",
        "Muevo el cuerpo al menos 30 minutos al día.",
        "Hago comidas regulares que me dan energía.",
        "Bebo suficiente agua a lo largo del día.",
        "Me tomo descansos para reposar y recuperarme cuando lo necesito.",
      ],
    },
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
  results: {
    heading: "🎉 ¡Evaluación completada!",
    congratulations:
      "¡Felicidades, {firstName}! Has dado un paso importante para comprender tu camino de bienestar.",
    overallLabel: "Puntuación general",
    overallScore: "{score}/{max}",
    outOfMax: "de {max}",
    categoriesHeading: "Tus puntuaciones por área",
    categoriesNote: "La respuesta media de cada área, de {min} (Nunca) a {max} (Con constancia).",
    recommendationsHeading: "Tus recomendaciones personalizadas",
    recommendation: "{title}: {advice}",
    nextHeading: "¿Qué sigue ahora?",
    emailed: "Te hemos enviado tus resultados completos a {email}.",
    emailFailed:
      "No pudimos enviarte los resultados por correo en este momento. Todos tus resultados están aquí, en esta página; también puedes escribirnos a {contactEmail}.",
    schedule:
      "A continuación te llevaremos a reservar tu sesión gratuita de coaching de liderazgo y carrera con {founderName} para hablar de tus resultados.",
    community:
      "Únete a la comunidad de {productName} para repetir la evaluación y seguir tu progreso cada mes.",
    book: "Reserva tu sesión gratuita de coaching",
    redirecting: "Te redirigiremos automáticamente en {seconds} segundos...",
  },
};
