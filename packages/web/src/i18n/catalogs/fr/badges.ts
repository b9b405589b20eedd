import type { Catalog } from "../en/index.ts";

export const badges: Catalog["badges"] = {
  page: {
    eyebrow: "Célébrer le chemin parcouru",
    title: "Badges",
    tagline: "Chaque petit pas mérite d’être célébré.",
    applyAction: "Postulez et gagnez votre premier badge",
    storiesAction: "Lire les témoignages",
  },
  search: {
    heading: "Chercher un badge",
    intro:
      "Saisissez le nom d’un badge, ou une partie de celui-ci, pour voir quand il a été obtenu pour la dernière fois. La personne qui l’a obtenu n’est jamais affichée.",
    label: "Nom du badge",
    button: "Rechercher",
    searching: "Recherche en cours…",
    results: "Badges trouvés ({count})",
    more: "Voici les 50 plus récents. Saisissez davantage du nom pour affiner la recherche.",
    none: "Personne n’a encore obtenu de badge de ce nom.",
    failed: "La recherche n’a pas fonctionné. Veuillez réessayer dans une minute.",
  },
  board: {
    loading: "Chargement des derniers badges…",
    failed:
      "Les chiffres en direct des badges sont indisponibles pour le moment. Veuillez réessayer plus tard.",
    earners: { one: "{count} personne l’a obtenu", other: "{count} personnes l’ont obtenu" },
    holder: "Une personne participante",
    recent: {
      heading: "Réussites récentes",
      intro: "Les douze badges les plus récents de toute la communauté.",
      empty: "Aucun badge n’a encore été obtenu. Le vôtre pourrait être le premier.",
    },
    top: {
      heading: "Membres les plus engagés",
      intro:
        "Les personnes qui ont obtenu le plus de badges, présentées uniquement par leur rang, jamais par leur nom ni leur adresse e-mail.",
      empty: "Personne n’a encore obtenu de badge.",
      badgeCount: { one: "{count} badge", other: "{count} badges" },
      rank: "Rang {rank}",
      name: "Membre {rank}",
      medals: ["or", "argent", "bronze"],
    },
  },
  categories: {
    heading: "Catégories de badges",
    intro: "Six façons de grandir, et comment obtenir chacune d’elles.",
    howToEarn: "Comment l’obtenir",
    badgeLabel: "Badge «\u202f{category}\u202f»",
    items: {
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
  },
  awards: {
    firstStepChampion: {
      name: "Champion du premier pas",
      description: "A fait le premier pas en postulant à {brand} University",
    },
    fireStarter: {
      name: "Porteur de flamme",
      description: "A partagé sa flamme et s’est engagé à faire changer les choses",
    },
  },
  explainer: {
    heading: "Comment gagner des badges",
    intro: "Chaque badge marque une vraie étape de votre parcours. Voici comment ils vous sont attribués.",
    steps: [
      {
        title: "Faites le premier pas",
        body: "Postulez sur la page Commencer et le badge Champion du premier pas est à vous immédiatement.",
      },
      {
        title: "Partagez votre flamme",
        body: "Confiez-nous la cause qui vous tient à cœur sur Partagez votre flamme et obtenez le badge Porteur de flamme.",
      },
      {
        title: "Grandissez avec votre groupe",
        body: "Rejoignez un petit groupe, animez une discussion, accompagnez quelqu’un\u202f: les catégories ci-dessus présentent toutes les façons d’obtenir un badge.",
      },
      {
        title: "Confidentiel par principe",
        body: "Le tableau n’affiche jamais votre nom ni votre adresse e-mail. Chaque badge apparaît comme obtenu par une personne participante.",
      },
    ],
  },
  pricing: {
    pricingEyebrow: "Tarifs",
    subscriptionsEyebrow: "Abonnements",
    title: "Choisissez votre chemin",
    tagline: "Commencez gratuitement. Grandissez à votre rythme.",
    trialAction: "Commencer l’essai gratuit de {days} jours",
    afford: "Budget serré\u202f? Postulez quand même",
    banner: {
      title: "{days} jours entièrement GRATUITS",
      points: ["Aucune information de paiement requise", "Sans engagement", "Résiliable à tout moment"],
    },
    plans: {
      heading: "Une formule pour chaque saison de la vie",
      intro:
        "Commencez par {days} jours gratuits, puis poursuivez avec la formule adaptée à votre situation.",
      popular: "LA PLUS POPULAIRE",
      cards: {
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
          ctaLabel: "Commencer l’essai gratuit",
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
          ctaLabel: "Choisir la formule Étudiant",
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
          ctaLabel: "Choisir la formule Professionnel",
          note: "Le paiement sécurisé par carte s’ouvre dans un nouvel onglet.",
        },
      },
    },
    compare: {
      heading: "Comparez la valeur",
      intro: "Ce que coûte habituellement la recherche d’une direction, et ce qu’elle coûte ici.",
      best: "MEILLEUR RAPPORT QUALITÉ-PRIX",
      college: {
        option: "Études universitaires classiques",
        cost: "Plus de 40\u202f000\u202f$\u202fUS par an",
      },
      therapy: { option: "Thérapie", cost: "200\u202f$\u202fUS et plus" },
      ember: { cost: "100 à 140\u202f$\u202fUS par mois" },
    },
    help: {
      heading: "Budget serré\u202f? Nous vous aidons.",
      conditions: [
        "Soyez présent avec régularité",
        "Mettez en pratique les 5 principes",
        "Faites le travail demandé",
        "Aidez les autres",
      ],
      action: "Postuler maintenant",
    },
  },
};
