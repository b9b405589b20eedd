import type { Catalog } from "../en/index.ts";

// French typography: a no-break space (\u00a0) before : ; ! ? so they never start a line.
export const assessment: Catalog["assessment"] = {
  section: {
    heading: "Faire l’évaluation",
    intro: "Environ cinq minutes. Répondez en toute sincérité\u202f: c’est pour vous.",
  },
  contact: {
    heading: "Pourquoi cette réflexion personnelle compte",
    labels: { first_name: "Prénom *", last_name: "Nom *", email: "Votre meilleure adresse e-mail *" },
    receive:
      "Ce que vous recevrez\u202f: des résultats personnalisés envoyés par e-mail, ainsi qu’une séance gratuite de coaching en leadership et en orientation professionnelle avec {founderName}",
    begin: "Commencer l’évaluation",
    beginHint: "Saisissez votre prénom, votre nom et votre adresse e-mail pour commencer.",
  },
  step: {
    progressLabel: "Progression de l’évaluation",
    stepOf: "Étape {step} sur {total}",
    progressValue: "{stepOf}, {percent}",
    scaleHint: "À quelle fréquence chaque affirmation est-elle vraie pour vous\u202f?",
    statementNumber: "{number}. {statement}",
    back: "Retour",
    next: "Continuer",
    finish: "Voir les résultats",
    incompleteHint: "Répondez aux cinq affirmations pour continuer.",
  },
  scale: ["Jamais", "Rarement", "Parfois", "La plupart du temps", "Avec constance"],
  categories: {
    academics: {
      name: "Études",
      statements: [
        "Je suis à jour dans mes cours et je rends mes devoirs à temps.",
        "Je planifie mon temps d’étude pour la semaine à venir.",
        "Je demande de l’aide à un enseignant, un tuteur ou un camarade quand je bloque.",
        "Je vois le lien entre ce que j’apprends et mes objectifs.",
        "J’ai un lieu et un moment où je peux étudier avec concentration.",
      ],
    },
    finances: {
      name: "Finances",
      subtitle: "Regardez les choses en face, en toute honnêteté",
      statements: [
        "Je sais combien d’argent entre et sort chaque mois.",
        "Je suis un budget ou un plan de dépenses.",
        "Je mets de l’argent de côté pour épargner ou faire face aux imprévus.",
        "Je sais où trouver des aides financières, des bourses ou des conseils sur l’argent.",
        "Je peux penser à mes finances avec calme et établir un plan.",
      ],
    },
    social: {
      name: "Liens sociaux",
      subtitle: "Il n’y a pas de bonnes ou de mauvaises réponses",
      statements: [
        "J’ai au moins une personne à qui parler quand les choses sont difficiles.",
        "Je passe du temps avec des amis ou ma famille d’une manière qui me ressource.",
        "J’ai le sentiment d’avoir ma place dans mon école ou ma communauté.",
        "Je prends des nouvelles des personnes qui m’entourent.",
        "Je fais partie d’un groupe, d’un club, d’une équipe ou d’une communauté de foi.",
      ],
    },
    precision: {
      name: "Rigueur",
      statements: [
        "Je termine ce que je commence.",
        "Je relis mon travail pour corriger les erreurs avant de le rendre.",
        "Je note mes tâches et mes échéances pour que rien ne m’échappe.",
        "Je découpe les grands objectifs en petites étapes concrètes.",
        "Je tiens les promesses que je me fais et que je fais aux autres.",
      ],
    },
    physical: {
      name: "Bien-être physique",
      subtitle: "Il n’y a pas de bonnes ou de mauvaises réponses",
      statements: [
        "Je dors au moins sept heures les veilles de cours.",
        "Je bouge au moins 30 minutes par jour.",
        "Je prends des repas réguliers qui me donnent de l’énergie.",
        "Je bois suffisamment d’eau tout au long de la journée.",
        "Je fais des pauses pour me reposer et récupérer quand j’en ai besoin.",
      ],
    },
  },
  tiers: {
    beginning: {
      name: "Premiers pas – À l’écoute",
      description: "Vous êtes au début de votre chemin vers le bien-être.",
      recommendations: [
        {
          title: "Micro-habitudes",
          advice:
            "Choisissez une habitude si petite qu’il est difficile de la sauter, comme deux minutes de planification chaque matin. Pratiquez-la chaque jour pendant deux semaines avant d’en ajouter une autre.",
        },
        {
          title: "Des liens réguliers",
          advice:
            "Inscrivez chaque semaine dans votre agenda un rendez-vous fixe avec un ami, un mentor ou un petit groupe. Un horaire fixe fait vivre le lien même pendant les semaines difficiles.",
        },
        {
          title: "Repérer les ressources",
          advice:
            "Renseignez-vous sur les services de tutorat, d’écoute et d’aide financière de votre établissement et sur la façon d’y prendre rendez-vous. Quand on sait où est la porte, il est plus facile d’y frapper.",
        },
        {
          title: "Journal des petites victoires",
          advice:
            "Chaque soir, notez une chose qui s’est bien passée, même minime. Au bout d’un mois, vous verrez ce qui fonctionne déjà.",
        },
        {
          title: "Des limites protectrices",
          advice:
            "Repérez ce qui vous épuise et dites non à l’une de ces choses cette semaine. Protéger son énergie est une compétence, pas de l’égoïsme.",
        },
      ],
    },
    developing: {
      name: "Développement – En exploration",
      description: "Vous prenez conscience de ce qui fonctionne pour vous.",
      recommendations: [
        {
          title: "Miser sur vos forces",
          advice:
            "Regardez le domaine où votre score est le plus élevé et demandez-vous ce qui le fait fonctionner. Appliquez cette approche à votre domaine le plus faible.",
        },
        {
          title: "Construire la régularité",
          advice:
            "Choisissez deux habitudes que vous pratiquez déjà de temps en temps et associez chacune à un geste quotidien, comme un repas ou votre trajet.",
        },
        {
          title: "Planification stratégique",
          advice:
            "Réservez chaque semaine du temps pour étudier, vous reposer et voir du monde avant que la semaine ne se remplisse. Traitez ces créneaux comme des rendez-vous.",
        },
        {
          title: "Liens entre pairs",
          advice:
            "Rejoignez ou lancez un petit groupe de 3 à 8 pairs qui poursuivent des objectifs semblables. Faire le point avec d’autres vous aide à avancer.",
        },
        {
          title: "Rituel de réflexion",
          advice:
            "Prenez dix minutes à la fin de chaque semaine pour noter ce qui a marché, ce qui n’a pas marché et ce que vous essaierez ensuite. Écrivez-le pour voir vos progrès.",
        },
      ],
    },
    discovering: {
      name: "Découverte – En collaboration",
      description: "Vous avez déjà des bases solides.",
      recommendations: [
        {
          title: "Affiner vos systèmes",
          advice:
            "Passez en revue les routines sur lesquelles vous comptez et supprimez une étape qui ne vous sert plus. De petits ajustements empêchent un bon système de s’essouffler.",
        },
        {
          title: "Partager vos savoirs",
          advice:
            "Transmettez à un camarade ou à un plus jeune une chose qui marche pour vous. L’expliquer approfondit votre propre compréhension.",
        },
        {
          title: "Planification proactive",
          advice:
            "Regardez trois à quatre mois à l’avance et notez les périodes chargées et les échéances. Préparez-vous dès maintenant plutôt que de réagir plus tard.",
        },
        {
          title: "Élargir vos compétences",
          advice:
            "Choisissez une nouvelle compétence au service de vos objectifs, comme la prise de parole en public ou la gestion d’un budget, et exercez-vous chaque semaine.",
        },
        {
          title: "Tout relier",
          advice:
            "Reliez les différents domaines de votre vie\u202f: étudiez avec un ami, marchez en planifiant, ou prévoyez un budget pour ce qui vous fait du bien.",
        },
      ],
    },
    excelling: {
      name: "Excellence – Guide humble",
      description: "Vous avez mis en place des pratiques de bien-être efficaces.",
      recommendations: [
        {
          title: "Préparer votre héritage",
          advice:
            "Pensez à ce que vous voulez laisser derrière vous dans votre école ou votre communauté, et faites un pas dans cette direction ce mois-ci.",
        },
        {
          title: "Anticiper l’avenir",
          advice:
            "Demandez-vous comment vos routines devront évoluer pour votre prochaine étape, comme un nouvel emploi ou des études supérieures, et essayez ce changement tôt.",
        },
        {
          title: "Rechercher les défis",
          advice:
            "Fixez-vous un objectif qui vous pousse au-delà de votre zone de confort. Grandir donne tout leur sens aux bonnes habitudes.",
        },
        {
          title: "Contribuer à la communauté",
          advice:
            "Offrez votre temps comme mentor ou responsable de groupe. Aider les autres à aller bien est l’une des meilleures façons d’aller bien soi-même.",
        },
        {
          title: "Apprendre sans cesse",
          advice:
            "Continuez à lire, à écouter et à demander des retours. Les guides humbles restent les élèves de leur propre bien-être.",
        },
      ],
    },
  },
  results: {
    heading: "🎉 Évaluation terminée\u202f!",
    congratulations:
      "Félicitations, {firstName}\u202f! Vous avez fait un pas important pour mieux comprendre votre chemin vers le bien-être.",
    overallLabel: "Score global",
    overallScore: "{score}/{max}",
    outOfMax: "sur {max}",
    categoriesHeading: "Vos scores par domaine",
    categoriesNote: "La réponse moyenne de chaque domaine, de {min} (Jamais) à {max} (Avec constance).",
    recommendationsHeading: "Vos recommandations personnalisées",
    recommendation: "{title}\u202f: {advice}",
    nextHeading: "Et maintenant\u202f?",
    emailed: "Vos résultats complets ont été envoyés à {email}.",
    emailFailed:
      "Nous n’avons pas pu vous envoyer vos résultats par e-mail pour le moment. Tous vos résultats sont ici, sur cette page\u202f; vous pouvez aussi nous écrire à {contactEmail}.",
    schedule:
      "Nous vous redirigerons ensuite vers la réservation de votre séance gratuite de coaching en leadership et en orientation professionnelle avec {founderName}, pour échanger sur vos résultats.",
    community:
      "Rejoignez la communauté {productName} pour refaire l’évaluation et suivre vos progrès chaque mois.",
    book: "Réservez votre séance de coaching gratuite",
    redirecting: "Redirection automatique dans {seconds} secondes…",
  },
};
