import type { AssistantTexts } from "./assistant-texts.ts";

/**
 * The chat's own words in French (docs/translation/fr.md): vous, « », narrow no-break spaces, the figures
 * as the pages write them. The apology, the plans and the badges are the words the site shows
 * (packages/web/src/i18n/catalogs/fr/chat.json and badges.json); the FAQ and the core values come from the
 * pages' reviewed translations.
 */
export const fr: AssistantTexts = {
  fallback:
    "Je suis désolé, j’ai du mal à répondre pour le moment. Veuillez réessayer dans un instant, ou n’hésitez pas à nous écrire directement à {email}. Je suis là pour vous accompagner.",
  safety: {
    resources:
      "Aux États-Unis, appelez le {crisisLine} ou envoyez-lui un SMS (Suicide & Crisis Lifeline) à toute heure, ou envoyez {textWord} par SMS au {textLine}. Hors des États-Unis, contactez la ligne d’écoute ou les services d’urgence de votre pays.",
    notAlone:
      "Vous n’avez pas à traverser cela sans soutien, et votre vie compte. Je suis l’Assistant {product}, pas un psychologue\u202f: tournez-vous dès maintenant vers des personnes formées pour aider. Un membre de notre équipe a aussi été prévenu\u202f: une vraie personne sait que vous avez demandé de l’aide.",
    tiers: {
      1: "Ce que vous me confiez m’inquiète beaucoup. Si vous êtes en danger immédiat ou si vous risquez de passer à l’acte, appelez le {emergency} ou rendez-vous tout de suite aux urgences les plus proches.\n\n{resources}\n\n{notAlone}",
      2: "On dirait que vous traversez une période très difficile, et je suis heureux que vous en ayez parlé. Ces sentiments sont lourds, et vous n’avez pas à les porter sans soutien.\n\n{resources} Si vous sentez un jour que vous pourriez passer à l’acte, appelez le {emergency}.\n\n{notAlone}",
      3: "Merci de m’avoir confié cela. Ce que vous vivez compte, et vous méritez le soutien de professionnels formés qui pourront vous accompagner.\n\n{resources} Si vous êtes en danger, appelez le {emergency}.\n\n{notAlone}",
    },
  },
  grief: [
    "Je suis profondément désolé pour votre perte. Le deuil peut être lourd et déroutant, et tout ce que vous ressentez en ce moment est légitime. Merci de m’en avoir parlé.",
    "Vous méritez le soutien de personnes qui pourront vous accompagner dans cette épreuve. Si cela devient trop lourd, aux États-Unis, vous pouvez appeler le {crisisLine} ou lui envoyer un SMS, ou envoyer {textWord} par SMS au {textLine}, à toute heure\u202f; hors des États-Unis, la ligne d’écoute de votre pays est là pour vous aussi.",
    "Quand le moment vous semblera venu, nos mentors et nos petits groupes sont un lieu où l’on vous écoute et où vous n’avez pas à porter cela sans soutien. Vous pouvez aussi nous écrire à {email}\u202f: une vraie personne vous répondra.",
  ],
  sentences: "{first} {second}",
  offline: {
    intro:
      "Merci pour votre message. Je suis l’Assistant {product}, et je peux répondre à vos questions sur la raison d’être, notre mentorat et nos petits groupes, le temps à y consacrer, les formules et l’essai gratuit, et la façon de commencer.",
    about:
      "{product} est une communauté de mentorat inspirée par la foi et fondée sur la recherche. Depuis novembre 2024, plus de 2\u202f098 personnes venues de plus de 34 pays y ont trouvé des mentors et des petits groupes, avec 97,1\u202f% de satisfaction.",
    askMore:
      "Pourriez-vous m’en dire un peu plus sur ce que vous cherchez\u202f? Vous pouvez aussi nous écrire à {email}\u202f; une vraie personne vous répondra sous 24 heures.",
    closings: [
      "Où que vous en soyez sur la route, vous n’avez pas à la parcourir sans soutien.",
      "Chaque personne est créée avec une raison d’être, et la vôtre mérite d’être cherchée.",
      "Nous serions heureux de faire le prochain pas avec vous.",
    ],
  },
  knowledge: {
    steps: {
      apply:
        "Votre prochaine étape\u202f: postulez sur la page Commencer ({getStarted}) et réservez une rencontre gratuite avec {founder}\u202f; nous répondons sous 24 heures.",
      trial:
        "Votre prochaine étape\u202f: commencez l’essai gratuit de {days} jours sur la page Tarifs ({pricing})\u202f; aucune information de paiement n’est demandée.",
      faq: "Votre prochaine étape\u202f: lisez la suite dans les questions fréquentes ({faq}), ou postulez sur la page Commencer ({getStarted}) pour en parler avec {founder}.",
      fire: "Votre prochaine étape\u202f: faites un premier point honnête avec le formulaire «\u202fAvez-vous cette flamme\u202f?\u202f» ({shareYourFire}), puis apportez ce que vous découvrez à une rencontre gratuite avec {founder}.",
      badges:
        "Votre prochaine étape\u202f: retrouvez les badges que vous avez obtenus sur la page Badges ({badges}).",
      contact:
        "Votre prochaine étape\u202f: écrivez-nous à {email}\u202f; une vraie personne vous répondra sous 24 heures.",
    },
    faqKeywords: "{name} {description}",
    plan: {
      title: "{name}\u202f: {price} {period}",
      text: "{name}\u202f: {price} {period}{audience}. Ce qui est inclus\u202f: {features}. {note}",
      audience: " ({audience})",
      featuresLead: "{lead} {features}",
      keywords: "prix coût payer formule abonnement tarif hebdomadaire argent budget",
    },
    pricingHelp: {
      title: "Combien ça coûte, et si je n’ai pas les moyens\u202f?",
      keywords: "prix coût moyens aide financière bourse argent valeur cher abordable",
      text: "Après l’essai gratuit de {days} jours, la formule Étudiant coûte 25\u202f$\u202fUS par semaine et la formule Professionnel 35\u202f$\u202fUS par semaine, soit environ 100 à 140\u202f$\u202fUS par mois, contre plus de 40\u202f000\u202f$\u202fUS par an pour des études universitaires classiques. Si 25 à 35\u202f$\u202fUS par semaine, c’est hors de portée, nous proposons une aide financière aux membres qui participent avec constance, mettent en pratique les cinq principes ({values}), font le travail demandé et aident les autres.",
    },
    programmeTime: {
      title: "Combien de temps le programme demande-t-il chaque semaine\u202f?",
      keywords: "temps heures semaine hebdomadaire engagement emploi du temps occupé durée",
      text: "L’engagement hebdomadaire dépend de votre parcours\u202f: 5 à 10 heures par semaine pour le parcours bénévole, 10 à 15 heures pour le parcours crédits universitaires et 10 à 15 heures pour le parcours indemnisé. Chaque promotion suit une structure de {weeks} semaines en petits groupes de 3 à 8 pairs, et vous repartez avec un plan d’action pour les 3 à 4 mois suivants.",
    },
    values: {
      title: "Quelles sont les cinq valeurs fondamentales\u202f?",
      keywords: "valeurs principes collaboration humilité rigueur patience empathie convictions",
      text: "Cinq valeurs fondamentales guident chaque conversation, chaque groupe et chaque plan. {values}",
      value: "{name}\u202f: {description}",
    },
    figures: {
      title: "Combien de personnes {product} a-t-elle aidées\u202f?",
      keywords: "résultats impact chiffres participants pays universités satisfaction preuves recherche",
      text: "Depuis novembre 2024, plus de 2\u202f098 participants venus de plus de 34 pays et de plus de 200 universités nous ont rejoints, avec 97,1\u202f% de satisfaction. Notre équipe de 21 membres est répartie dans 7 pays, et nous avons répondu à plus de 616 questions au fil de plus de 1\u202f000 conversations.",
    },
    crisisResources: {
      title: "Est-ce un accompagnement psychologique, et où trouver de l’aide en cas de crise\u202f?",
      keywords: "crise urgence ligne écoute thérapie psychologue accompagnement santé mentale aide détresse",
      text: "{product} n’est ni un service clinique ni un service d’aide en situation de crise, et nos mentors ne sont pas des professionnels de santé mentale agréés. En cas de crise aux États-Unis, appelez le {crisisLine} ou envoyez-lui un SMS, ou envoyez {textWord} par SMS au {textLine}\u202f; en cas d’urgence, appelez le {emergency}. Hors des États-Unis, contactez la ligne d’écoute de votre pays.",
    },
    badge: {
      title: "Badge «\u202f{category}\u202f»",
      keywords: "badge badges obtenir gagner réussite récompense reconnaissance",
      text: "Comment obtenir le badge «\u202f{category}\u202f»\u202f: {ways}.",
    },
    listSeparator: ", ",
    badgeSeparator: "\u202f; ",
    lowerAudience: true,
    stopWords:
      "au aux avec ce ces cet cette dans de des du elle en est et être il ils je la le les leur lui ma mais me mes moi mon ne nous on ou où par pas pour qu que qui sa se ses si son sur ta te tes toi ton tu un une vos votre vous comment quel quelle quels quelles quoi combien dois puis peux faut bonjour merci salut sont suis ai avez avoir fait faire est ça",
  },
  translated: {
    plans: {
      trial: {
        name: "Essai gratuit de {days} jours",
        price: "GRATUIT",
        period: "pendant {days} jours",
        features: [
          "1 rencontre en direct avec le fondateur",
          "Évaluation «\u202fDécouvrir sa raison d’être\u202f»",
          "Accès à la plateforme communautaire",
          "Introduction aux 5 principes fondamentaux",
          "Feuille de route personnalisée",
          "Accès complet à la plateforme pendant {days} jours",
          "Sans carte bancaire",
          "Résiliable à tout moment",
        ],
        note: "Aucune information de paiement, aucun engagement, résiliable à tout moment. Votre essai prend simplement fin, sans aucun prélèvement.",
      },
      student: {
        name: "Formule Étudiant",
        price: "25\u202f$\u202fUS",
        period: "par semaine",
        audience: "Pour les étudiants actuellement inscrits",
        features: [
          "Mentorat hebdomadaire en direct",
          "Programme personnalisé",
          "Accès universitaire",
          "Groupes de soutien de 3 à 8 pairs",
          "Portfolio de projets",
          "Bilans de progression mensuels",
          "Possibilités de crédits universitaires",
          "Aide à l’insertion professionnelle",
          "Système de badges et de réussites",
          "Accès à toutes les ressources",
        ],
        note: "Le paiement sécurisé par carte s’ouvre dans un nouvel onglet.",
      },
      professional: {
        name: "Formule Professionnel",
        price: "35\u202f$\u202fUS",
        period: "par semaine",
        audience: "Pour les professionnels en activité",
        featuresLead: "Tout le contenu de la formule Étudiant, plus\u202f:",
        features: [
          "Accompagnement dans la reconversion",
          "Mentorat de dirigeants",
          "Réseau professionnel (équipe de 14 membres)",
          "Ressources pour développer une activité",
          "Modules de formation au leadership",
          "Soutien à l’entrepreneuriat",
          "Coaching pour concilier vie professionnelle et vie personnelle",
          "Réponses prioritaires",
          "Outils avancés pour découvrir sa raison d’être",
        ],
        note: "Le paiement sécurisé par carte s’ouvre dans un nouvel onglet.",
      },
    },
    badgeCategories: {
      purpose_seeker: {
        name: "En quête de raison d’être",
        howToEarn: [
          "Évaluation «\u202fDécouvrir sa raison d’être\u202f» terminée",
          "Déclaration «\u202fPartagez votre flamme\u202f» envoyée",
          "Première candidature envoyée",
          "Parcours {brand} de {weeks} semaines terminé",
        ],
      },
      community_builder: {
        name: "Bâtisseur de communauté",
        howToEarn: [
          "A rejoint un petit groupe",
          "A animé une discussion de groupe",
          "A invité au moins 3 personnes dans la communauté",
          "A organisé un événement communautaire",
        ],
      },
      mentor: {
        name: "Mentor",
        howToEarn: [
          "A accompagné un autre étudiant",
          "Plus de 10 conversations marquantes",
          "A soutenu une personne en crise",
          "A obtenu le statut de mentor officiel",
        ],
      },
      creator: {
        name: "Créateur",
        howToEarn: [
          "Premier projet créé",
          "Ressource ou contenu publié",
          "Projet ayant aidé plus de 100 personnes",
          "Revenus tirés de sa création",
        ],
      },
      advocate: {
        name: "Porte-voix",
        howToEarn: [
          "A défendu une cause",
          "A rédigé une recommandation politique",
          "A obtenu un financement pour un projet",
          "A contribué à un changement systémique",
        ],
      },
      wellness_champion: {
        name: "Champion du bien-être",
        howToEarn: [
          "30 jours de pratique régulière",
          "Évaluation du bien-être terminée",
          "A partagé son histoire de santé mentale",
          "A aidé d’autres personnes à prendre soin d’elles",
        ],
      },
    },
    guides: {
      "discover-purpose": {
        title: "Comment découvrir ma raison d’être\u202f?",
        keywords: "raison être vocation sens direction passion pourquoi trouver découvrir flamme",
        text: "On trouve rarement sa raison d’être en solitaire ou d’un seul coup\u202f; on la découvre pas à pas, par une réflexion honnête et de vraies relations. Chez {product}, vous commencez par l’évaluation «\u202fDécouvrir sa raison d’être\u202f», puis vous suivez un parcours de {weeks} semaines avec un mentor et un petit groupe de 3 à 8 pairs\u202f: découvrir votre histoire et vos forces, nommer votre flamme (la cause qui ne vous laisse pas en paix), la mettre à l’épreuve dans votre communauté et en faire un plan d’action personnel pour les 3 à 4 prochains mois.",
      },
      "share-your-fire": {
        title: "Partagez votre flamme\u202f: le formulaire de planification",
        keywords: "flamme déclaration plan planification formulaire cause engagement avez-vous cette flamme",
        text: "Le formulaire «\u202fAvez-vous cette flamme\u202f?\u202f» vous demande à quelle cause vous vous engagez, pourquoi elle compte, qui elle toucherait et quels progrès vous pourriez faire en 3 à 4 mois. Le partager vous vaut le badge Porteur de flamme et débouche sur un appel vidéo en tête-à-tête avec {founder} pour affiner votre plan.",
      },
      "getting-started": {
        title: "Comment commencer ou postuler\u202f?",
        keywords: "postuler candidature rejoindre inscription commencer débuter premier pas",
        text: "Commencer ne prend que quelques minutes\u202f: remplissez la candidature sur la page Commencer, obtenez le badge Champion du premier pas et réservez une rencontre gratuite avec {founder}. Nous répondons sous 24 heures et vous proposons un mentor ou un petit groupe. L’essai gratuit de {days} jours ne demande aucune information de paiement.",
      },
      about: {
        title: "Qu’est-ce que {product}\u202f?",
        keywords: "propos mission qui êtes-vous fondation histoire communauté mentorat foi recherche",
        text: "{product} est une communauté de mentorat et de découverte de sa raison d’être, inspirée par la foi et fondée sur la recherche\u202f: elle aide chaque personne à trouver sa raison d’être, une conversation à la fois. Depuis sa fondation en novembre 2024, plus de 2\u202f098 participants de plus de 34 pays l’ont rejointe, avec 97,1\u202f% de satisfaction. Nos mentors sont des bénévoles, pas des professionnels de santé mentale agréés, et {product} n’est ni un service clinique ni un service d’aide en situation de crise.",
      },
      contact: {
        title: "Comment joindre une vraie personne\u202f?",
        keywords: "contact e-mail écrire parler humain personne équipe joindre aide question",
        text: "Une vraie personne de notre équipe lit tout ce que nous recevons. Écrivez à {email} à tout moment\u202f: nous répondons sous 24 heures. Vous pouvez aussi réserver une rencontre gratuite avec {founder} après avoir postulé.",
      },
    },
  },
};
