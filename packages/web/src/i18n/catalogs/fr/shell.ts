import type { Catalog } from "../en/index.ts";

export const shell: Catalog["shell"] = {
  skipToContent: "Aller au contenu",
  loading: "Chargement",
  brand: {
    homeLabel: "Accueil {product}",
  },
  header: {
    mainNavLabel: "Principal",
    mobileNavLabel: "Menu mobile",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
  },
  nav: {
    home: "Accueil",
    pricing: "Tarifs",
    getStarted: "Commencer",
    about: {
      label: "À propos",
      team: "Notre équipe",
      safeSpace: "Notre philosophie de l’espace sécurisant",
      successStories: "Témoignages",
      evidence: "Données probantes et recherche",
    },
    journey: {
      label: "Le parcours de {founder}",
      story: "L’histoire de {founder}",
      timeline: "La chronologie de {founder}",
      history: "{product}\u202f: notre histoire",
      chat: "Discuter avec {product}",
    },
    resources: {
      label: "Ressources",
      faq: "Questions fréquentes",
      assessments: "Évaluation du bien-être",
      shareYourFire: "Partagez votre flamme",
      badges: "Badges",
      socialMediaLie: "Le grand mensonge des réseaux sociaux",
      resources: "Ressources",
    },
  },
  footer: {
    mission:
      "Relier chacun à sa raison d’être, une conversation à la fois, pour bâtir une meilleure santé, de meilleures carrières et de meilleures vies.",
    faith: {
      line: "Née dans la prière et bâtie sur la foi.",
      scripture:
        "«\u202fCar moi, je connais les projets que j’ai formés sur vous, dit l’Éternel, projets de paix et non de malheur, afin de vous donner un avenir et de l’espérance.\u202f»",
      reference: "Jérémie 29.11",
    },
    getStarted: {
      label: "Commencer",
      apply: "Postuler maintenant",
      trial: "Essai gratuit de {days} jours",
      chat: "Discuter avec {product}",
    },
    learn: {
      label: "En savoir plus",
      evidence: "Recherche et données probantes",
      team: "Notre équipe",
      safeSpace: "Notre philosophie de l’espace sécurisant",
      timeline: "La chronologie de {founder}",
    },
    impact: {
      heading: "Notre impact",
      participants: "participants",
      countries: "pays",
      satisfaction: "de satisfaction",
      claim: "{participants} participants dans plus de {countries} pays, et ce n’est qu’un début.",
    },
    notClinical:
      "{product} est une communauté de mentorat et de découverte de sa raison d’être, et non un service clinique ou d’urgence\u202f; les membres de notre équipe ne sont pas des professionnels agréés de la santé mentale. Si vous êtes en crise, appelez le 988 ou envoyez-lui un SMS (aux États-Unis), composez le 911 en cas d’urgence, ou contactez les services d’urgence de votre pays.",
    contactLabel: "Nous écrire\u202f:",
  },
  accessRestricted: {
    title: "Accès restreint",
    body: "Aucun compte n’est enregistré à votre nom pour utiliser cette application. Veuillez contacter l’administrateur de l’application pour demander l’accès.",
    suggestionsHeading: "Si vous pensez qu’il s’agit d’une erreur, vous pouvez\u202f:",
    suggestions: [
      "Vérifier que vous utilisez le bon compte",
      "Demander l’accès à l’administrateur de l’application",
      "Vous déconnecter puis vous reconnecter",
    ],
    questions: "Une question\u202f? Écrivez-nous à",
  },
  notFound: {
    title: "Page introuvable",
    message: "La page «\u202f{path}\u202f» est introuvable dans cette application.",
    adminNoteTitle: "Note pour l’administrateur",
    adminNoteBody: "L’IA n’a peut-être pas encore créé cette page. Demandez-lui de la réaliser dans le chat.",
    goHome: "Retour à l’accueil",
  },
  errorPage: {
    title: "Un problème est survenu",
    body: "Nous sommes désolés, cette page n’a pas pu s’afficher. Veuillez la recharger ou revenir à la page d’accueil.",
    goHome: "Retour à l’accueil",
  },
  login: {
    title: "Connexion à {product}",
    intro:
      "Bon retour parmi nous\u202f! Connectez-vous avec l’adresse e-mail et le mot de passe que vous utilisez pour {product}.",
    email: "Adresse e-mail",
    password: "Mot de passe",
    submit: "Se connecter",
    submitting: "Connexion en cours…",
    failed: "Nous n’avons pas pu vous connecter. Vérifiez votre connexion Internet et réessayez.",
    help: "Un souci pour vous connecter\u202f? Écrivez-nous à",
    invalid: "L’adresse e-mail et le mot de passe ne correspondent pas. Veuillez réessayer.",
    tooMany: "Trop de tentatives. Patientez quelques minutes puis réessayez.",
    forgot: "Mot de passe oublié\u202f?",
    noAccount: "Première visite sur {product}\u202f?",
    createAccount: "Créer un compte",
  },
  register: {
    title: "Rejoignez {product}",
    intro:
      "Créez votre compte avec votre adresse e-mail. Nous vous enverrons un code à 6 chiffres pour la confirmer.",
    passwordHint: "Au moins 8 caractères.",
    submit: "Créer mon compte",
    submitting: "Création de votre compte…",
    haveAccount: "Vous avez déjà un compte\u202f?",
    signIn: "Se connecter",
    codeTitle: "Consultez votre boîte de réception",
    codeIntro:
      "Nous avons envoyé un code à 6 chiffres à {email}. Saisissez-le ci-dessous pour terminer. Il reste valable 10 minutes.",
    confirmFirst:
      "Veuillez d’abord confirmer votre adresse e-mail. Nous avons envoyé un nouveau code à {email}.",
    code: "Code de vérification",
    codeHint: "6 chiffres, tirés de l’e-mail que nous venons de vous envoyer.",
    verify: "Confirmer et continuer",
    verifying: "Confirmation…",
    codeInvalid:
      "Ce code n’est pas le bon ou a expiré. Vérifiez le dernier e-mail reçu, ou demandez un nouveau code.",
    resend: "Envoyer un nouveau code",
    resending: "Envoi…",
    resent: "Un nouveau code est en route. Pensez à regarder aussi dans vos courriers indésirables.",
    failed: "Un problème est survenu. Vérifiez votre connexion et réessayez.",
  },
  resetRequest: {
    title: "Mot de passe oublié\u202f?",
    intro: "Saisissez votre adresse e-mail et nous vous enverrons un lien pour en choisir un nouveau.",
    submit: "Envoyer le lien",
    submitting: "Envoi…",
    sent: "Si un compte existe pour {email}, un lien pour choisir un nouveau mot de passe est en route. Il ne sert qu’une fois, pendant une heure.",
    back: "Retour à la connexion",
  },
  resetPassword: {
    title: "Choisissez un nouveau mot de passe",
    inviteTitle: "Créez votre mot de passe",
    intro: "Choisissez un mot de passe d’au moins 8 caractères.",
    inviteIntro: "Bienvenue\u202f! Choisissez un mot de passe pour finir de configurer votre compte.",
    newPassword: "Nouveau mot de passe",
    confirm: "Confirmez le nouveau mot de passe",
    mismatch: "Les deux mots de passe ne correspondent pas.",
    submit: "Enregistrer le mot de passe",
    submitting: "Enregistrement…",
    done: "Votre nouveau mot de passe est enregistré. Vous pouvez maintenant vous connecter avec.",
    signIn: "Se connecter",
    invalid:
      "Ce lien n’est plus valable\u202f: il a déjà servi ou a expiré. Veuillez en demander un nouveau.",
    requestNew: "Demander un nouveau lien",
    missing:
      "Cette page a besoin du lien reçu par e-mail. Ouvrez à nouveau le lien, ou demandez-en un nouveau.",
  },
  toast: {
    close: "Fermer",
  },
  language: {
    menuLabel: "Choisir la langue",
    current: "langue actuelle",
    translating: "Traduction…",
    betaTitle: "Système de traduction (bêta)",
    betaBody:
      "Les textes de l’interface sont traduits instantanément. Les textes plus longs des pages sont traduits automatiquement à leur premier affichage et peuvent comporter des imperfections.",
    gotIt: "J’ai compris",
    offline:
      "Pour l’instant, les textes plus longs des pages restent en anglais\u202f: la traduction automatique n’est pas activée sur ce site.",
  },
  reminder: {
    title: "Un petit rappel bienveillant",
    messages: [
      "Nous sommes là pour vous aider à trouver votre raison d’être, pas pour poser des diagnostics\u202f! En cas d’urgence, composez le 988.",
      "Vous comptez, et vous n’avez jamais à traverser un moment difficile sans soutien. Appelez le 988 ou envoyez-lui un SMS, de jour comme de nuit.",
      "Si tout vous semble lourd en ce moment, tendez la main\u202f: appelez le 988 ou envoyez-lui un SMS, ou envoyez HELLO au 741741 pour parler à quelqu’un qui se soucie de vous.",
      "Nos mentors vous accompagnent dans la découverte de votre raison d’être, mais nous ne sommes pas un service d’urgence. Si vous traversez une période difficile, appelez le 988 ou envoyez-lui un SMS.",
      "Si vous ou l’un de vos proches êtes en danger immédiat, appelez le 911. Pour un soutien en situation de crise, à toute heure, appelez le 988 ou envoyez-lui un SMS.",
    ],
    dismiss: "Fermer le rappel",
  },
  /** The home page's image carousel (APG carousel pattern). */
  carousel: {
    roleDescription: "carrousel",
    slideRoleDescription: "diapositive",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
    slidePosition: "{position} sur {count}",
    showImage: "Afficher l’image {position} sur {count}",
  },
  /** Names of page regions and link lists read by screen readers. */
  regions: {
    researchTopics: "Thèmes de recherche",
    highlights: "Points forts",
    moreOfJourney: "La suite du parcours",
  },
  /** After an external link's text, for screen readers. */
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
};
