import type { Catalog } from "../en/index.ts";

export const forms: Catalog["forms"] = {
  validation: {
    required: "Ce champ est obligatoire.",
    text: "Ce champ doit contenir du texte.",
    emailAddress: "Ce champ doit contenir une adresse e-mail.",
    validEmail: "Ce champ doit contenir une adresse e-mail valide.",
    tooLong: "Ce champ ne peut pas dépasser {max} caractères.",
    singleLine: "Ce champ doit tenir sur une seule ligne.",
    noControlCharacters: "Ce champ ne doit pas contenir de caractères de contrôle.",
    validText: "Ce champ doit contenir un texte valide.",
    programChoice: "Veuillez choisir l’une des options du programme.",
    community: "Veuillez choisir l’une des communautés proposées.",
    communityList: "Ce champ doit être une liste de communautés.",
    chooseCommunity: "Choisissez au moins une communauté.",
    tooManyCommunities: "La liste comporte trop de communautés.",
    yesOrNo: "Veuillez répondre par oui ou par non.",
    invalid: "Ce champ n’est pas valide.",
  },
  invalidSummary: {
    one: "Une réponse demande votre attention.",
    other: "{count} réponses demandent votre attention.",
  },
  success: {
    badgeEarned: "Badge obtenu",
    purposeSeekerBadge: "Badge «\u202fEn quête de raison d’être\u202f»",
    redirectingIn: {
      one: "Redirection automatique dans {count} seconde…",
      other: "Redirection automatique dans {count} secondes…",
    },
    stay: "Rester sur cette page",
    redirectStopped:
      "Redirection automatique arrêtée. Vous pouvez rester sur cette page aussi longtemps que vous le souhaitez.",
    viewBadge: "Voir votre badge",
    backHome: "Retour à l’accueil",
  },
  application: {
    section: {
      heading: "Formulaire de candidature",
      intro: "Comptez environ cinq minutes. Nous vous répondons sous 24 heures.",
    },
    formName: "Formulaire de candidature",
    fields: {
      full_name: { label: "Nom complet" },
      email: { label: "Adresse e-mail" },
      phone: { label: "Téléphone (facultatif)" },
      program_interest: { label: "Quel parcours vous intéresse\u202f?" },
      current_situation: { label: "Parlez-nous de votre situation actuelle (facultatif)" },
      goals: { label: "Qu’espérez-vous en retirer\u202f? (facultatif)" },
      heard_about_us: { label: "Comment avez-vous entendu parler de nous\u202f? (facultatif)" },
    },
    programChoices: {
      individual: "Mentorat individuel",
      small_group: "Petit groupe",
      both: "Les deux",
      not_sure: "Je ne sais pas encore",
    },
    submit: "Envoyer ma candidature",
    submitting: "Envoi en cours…",
    submitHint: "Indiquez votre nom, votre e-mail et votre parcours pour envoyer votre candidature.",
    failureAlert:
      "Une erreur s’est produite lors de l’envoi de votre candidature. Veuillez réessayer ou nous écrire directement à {email}",
    success: {
      heading: "Candidature envoyée\u202f!",
      body: "Merci d’avoir fait le premier pas. {founder} et l’équipe liront votre candidature et vous répondront sous 24 heures.",
      badgeName: "Champion du premier pas",
      nextHeading: "La suite",
      nextSteps: [
        "Consultez votre boîte de réception\u202f: un e-mail de bienvenue est en route.",
        "Réservez votre séance gratuite avec {founder}, une conversation détendue sur là où vous en êtes et là où vous voulez aller.",
        "Ensemble, nous choisissons votre parcours, en individuel ou en petit groupe de {groupSize} pairs, et construisons votre premier plan sur 3 à 4 mois.",
      ],
      book: "Réserver votre séance gratuite",
    },
  },
  firePlan: {
    section: {
      heading: "Partagez votre flamme",
      intro:
        "Répondez avec vos propres mots\u202f; il n’y a pas de mauvaise réponse. Tout ce que vous partagez ici nous aide à construire le plan de vos 3 à 4 prochains mois.",
    },
    formName: "Avez-vous cette flamme\u202f?",
    groups: {
      you: "À propos de vous",
      fire: "Votre flamme",
      plan: "Votre plan",
      emergency: "Contact d’urgence",
      next: "Prochaines étapes",
    },
    fields: {
      first_name: { label: "Prénom" },
      last_name: { label: "Nom" },
      user_email: {
        label: "Votre meilleure adresse e-mail – de préférence celle de votre école ou de votre organisation",
      },
      cause_commitment: {
        label:
          "À quelle cause consacrez-vous votre engagement\u202f? Qu’est-ce qui allume la flamme dans votre cœur\u202f?",
      },
      why_important: { label: "Pourquoi est-ce important pour vous\u202f?" },
      communities_impacted: {
        label:
          "Quelles communautés espérez-vous toucher\u202f? (Nous vous conseillons d’en choisir {max} au maximum)",
        hint: "Choisissez-en au moins une. En vous limitant à {max}, votre premier plan reste ciblé.",
      },
      specific_progress_3_4_months: {
        label: "Quels progrès concrets aimeriez-vous voir d’ici 3 à 4 mois\u202f?",
      },
      success_definition: { label: "Comment définirez-vous la réussite\u202f?" },
      research_approach: {
        label: "Comment allez-vous vous renseigner et en apprendre davantage sur cette cause\u202f?",
      },
      interested_audiences: { label: "Qui d’autre pourrait s’intéresser à cette cause\u202f?" },
      communication_methods: {
        label: "Comment communiquerez-vous avec les personnes que vous souhaitez atteindre\u202f?",
      },
      tracking_lessons: { label: "Comment garderez-vous une trace de ce que vous apprenez en chemin\u202f?" },
      feedback_methods: { label: "Comment recueillerez-vous des retours\u202f?" },
      safety_risks: {
        label: "Y a-t-il des risques pour la sécurité dont nous devrions être informés\u202f? (facultatif)",
        hint: "Écrivez «\u202fnon\u202f» s’il n’y a aucun risque.",
      },
      ready_to_continue: {
        label:
          "Est-ce le bon moment pour vous de continuer\u202f? Souhaitez-vous nous dire autre chose\u202f? (facultatif)",
      },
      emergency_contact_first: { label: "Prénom du contact d’urgence" },
      emergency_contact_last: { label: "Nom du contact d’urgence" },
      emergency_phone: { label: "Téléphone du contact d’urgence" },
      enrolled_leadership_series: {
        label: "Suivez-vous la série sur le leadership\u202f? (facultatif)",
      },
    },
    communities: [
      "Familles",
      "Sportifs",
      "Créatifs",
      "Artistes / Musiciens",
      "Jeunesse",
      "Adolescents",
      "Adultes",
      "Personnes âgées",
      "Parents",
      "Étudiants de premier cycle",
      "Étudiants de cycles supérieurs",
      "Apprenants adultes / Parcours non traditionnels",
      "Génération X",
      "Génération Y / Millennials",
      "Génération Z",
      "Génération Alpha",
      "Baby-boomers",
      "Communautés urbaines",
      "Communautés périurbaines",
      "Communautés rurales",
      "Organisations à but non lucratif",
      "Entreprises à but lucratif",
      "Travailleurs manuels",
      "Employés de bureau et cadres",
      "Travailleurs de l’économie des petits boulots",
    ],
    yesNo: { yes: "Oui", no: "Non" },
    submit: "Partager ma flamme",
    submitting: "Envoi de votre flamme…",
    submitHint: "Ajoutez votre e-mail, votre cause et au moins une communauté pour envoyer le formulaire.",
    failureAlert:
      "Erreur lors de l’envoi de votre formulaire. Veuillez réessayer ou nous écrire directement à {email}",
    success: {
      heading: "Votre flamme a été partagée\u202f!",
      body: "Merci d’avoir mis des mots sur votre flamme. {founder} lira chacune de vos réponses avant votre rencontre.",
      badgeName: "Porteur de flamme",
      schedule: "Réserver maintenant",
      scheduleLead: "Réservez un appel vidéo individuel avec {founder} pour affiner votre plan.",
    },
  },
};
