import type { MailTexts } from "./mail-texts.ts";

/**
 * The visitor's e-mails in French (docs/translation/fr.md): vous, « », narrow no-break spaces before : ; !
 * ?. The areas and tiers of the assessment are the words of the assessment page
 * (packages/web/src/i18n/catalogs/fr/assessment.json); the verse is from Louis Segond (1910, public domain),
 * the style sheet's tradition.
 */
export const fr: MailTexts = {
  label: "{label}\u202f:",
  titled: "{title} {text}",
  numbered: "{number}. {text}",
  bulleted: "– {text}",
  dear: "Bonjour {name},",
  hi: "Bonjour {name},",
  signature: "L’équipe {brand}",
  questions: "Des questions\u202f? Écrivez-nous à {email}.",
  application: {
    subject: "🎉 Bienvenue chez {brand} – Votre parcours commence\u202f!",
    heading: "🎉 Bienvenue chez {brand}\u202f!",
    intro:
      "Bienvenue chez {brand}\u202f! Merci pour votre candidature\u202f: vous avez fait le premier pas de votre parcours.",
    badge:
      "🏆 Vous avez obtenu le badge {badge} pour avoir fait le premier pas en postulant à {brand} University.",
    badgeName: "Champion du premier pas",
    nextHeading: "Et maintenant",
    steps: [
      "Nous répondrons à votre candidature sous 24 heures.",
      "Vous recevrez une invitation à une rencontre gratuite avec {founder} pour parler de là où vous en êtes et de là où vous voulez aller.",
      "Nous vous proposerons un mentor ou un petit groupe adapté à votre chemin.",
    ],
    trialTitle: "Votre essai gratuit de {days} jours",
    trialBody:
      "un accès complet à la plateforme pendant {days} jours. Aucune information de paiement n’est demandée, vous ne vous engagez à rien, et l’essai prend simplement fin, sans aucun prélèvement.",
    spam: "Vous ne trouvez pas nos e-mails\u202f? Vérifiez votre dossier de courrier indésirable (spam) et ajoutez notre adresse à vos expéditeurs de confiance.",
    closing: "Bienvenue dans la communauté,",
  },
  firePlan: {
    subject: "Bienvenue, Porteur de flamme – Votre plan est bien arrivé\u202f!",
    heading: "Bienvenue, Porteur de flamme\u202f!",
    intro: "Merci d’avoir partagé votre flamme avec {brand}\u202f! Votre plan est bien arrivé.",
    badge:
      "🔥 Vous avez obtenu le badge {badge} (En quête de raison d’être)\u202f: vous avez partagé votre flamme et pris l’engagement de faire changer les choses.",
    badgeName: "Porteur de flamme",
    nextHeading: "Prochaines étapes",
    steps: [
      {
        title: "Appel vidéo individuel",
        detail: "{founder} vous invitera à un appel vidéo en tête-à-tête pour parler de votre plan.",
      },
      {
        title: "Retours et ajustements",
        detail:
          "ensemble, nous vous ferons part de nos retours et affinerons votre plan pour les 3 à 4 prochains mois.",
      },
      {
        title: "Lancez-vous",
        detail: "mettez votre plan en action, avec la communauté à vos côtés.",
      },
    ],
    closing: "Que votre flamme continue de brûler,",
    scripture: {
      text: "Écris la prophétie\u202f: grave-la sur des tables, afin qu’on la lise couramment.",
      source: "Habacuc 2.2",
    },
    quoted: "«\u202f{text}\u202f»",
    cited: "– {source}",
    quotedHtml: "«\u202f{text}\u202f»",
    citedHtml: "– {source}",
  },
  assessment: {
    subject: "Vos résultats de l’Évaluation du bien-être {brand}\u202f: {tier}",
    heading: "🎉 Vos résultats de l’Évaluation du bien-être",
    congratulations:
      "Félicitations, vous avez terminé l’Évaluation du bien-être étudiant\u202f! Vous avez fait un pas important pour mieux comprendre votre chemin vers le bien-être.",
    result: "Votre résultat",
    overall: "Score global",
    score: "{score}/{max}",
    scoresLead: "Vos scores par domaine (sur {max})",
    scoresHeading: "Vos scores par domaine",
    recommendationsHeading: "Vos recommandations personnalisées",
    session:
      "Réservez votre séance gratuite de coaching en leadership et en orientation professionnelle avec {founder}\u202f:",
    book: "Réservez votre séance de coaching gratuite",
    community: "Rejoignez la communauté {brand} pour refaire l’évaluation et suivre vos progrès chaque mois.",
    closing: "À vos côtés sur le chemin,",
    signature: "{founder} et l’équipe {brand}",
    categories: {
      academics: "Études",
      finances: "Finances",
      social: "Liens sociaux",
      precision: "Rigueur",
      physical: "Bien-être physique",
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
  },
};
