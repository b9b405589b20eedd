import type { Catalog } from "../en/index.ts";

export const chat: Catalog["chat"] = {
  disclaimer: {
    heading: "Avant de commencer",
    does: {
      title: "Ce que l’assistant peut faire",
      items: [
        "Vous expliquer le fonctionnement de {product}\u202f: le mentorat, les petits groupes, les formules et l’essai gratuit",
        "Vous aider à réfléchir à votre raison d’être, à votre vocation et à vos prochaines étapes",
        "Vous orienter vers la bonne page, la bonne ressource ou la bonne personne de notre équipe",
        "Répondre aux questions fréquentes sur le temps à y consacrer et sur la façon de commencer",
      ],
    },
    cannot: {
      title: "Ce qu’il ne peut pas faire",
      items: [
        "Poser un diagnostic, soigner ou donner des conseils médicaux ou de santé mentale",
        "Remplacer un psychologue, un médecin ou un autre professionnel agréé",
        "Répondre aux urgences ou aux situations de crise",
        "Se souvenir de vous d’une visite à l’autre",
      ],
    },
  },
  crisisNote: {
    title: "Si vous êtes en détresse, demandez de l’aide dès maintenant",
    body: "Aux États-Unis, appelez le 988 ou envoyez-lui un SMS pour joindre la Suicide & Crisis Lifeline, à toute heure. Vous pouvez aussi envoyer HELLO par SMS au 741741. Hors des États-Unis, contactez la ligne d’écoute ou les services d’urgence de votre pays. En cas d’urgence, appelez le 911.",
  },
  gate: {
    resourcesTitle: "Si vous avez besoin d’aide tout de suite",
    resources: [
      "Aux États-Unis, appelez le 988 ou envoyez-lui un SMS, à toute heure du jour ou de la nuit.",
      "Hors des États-Unis, contactez la ligne d’écoute ou les services d’urgence de votre pays.",
    ],
    localResourcesLink: "Trouver une ligne d’écoute dans votre pays",
    acknowledgement:
      "Je comprends\u202f: l’Assistant {product} est là pour m’aider à découvrir ma raison d’être et répondre à mes questions sur le programme. Ce n’est pas un service d’aide en situation de crise et il ne donne pas de conseils médicaux ou de santé mentale\u202f; si je suis en détresse, j’appellerai le 988 ou lui enverrai un SMS aux États-Unis, ou je contacterai les services d’urgence de mon pays.",
    start: "Je comprends – Commencer la conversation",
    tickFirst: "Cochez d’abord la case ci-dessus, puis commencez la conversation.",
    opening: "Ouverture de la conversation…",
    loadFailed:
      "La conversation n’a pas pu s’ouvrir. Vérifiez votre connexion et réessayez. Si vous avez besoin d’aide tout de suite, appelez le 988 ou envoyez-lui un SMS aux États-Unis, ou contactez les services d’urgence de votre pays.",
    retry: "Réessayer",
  },
  view: {
    heading: "Discutez avec l’Assistant {product}",
    faqPrompt: "Vous cherchez une réponse rapide\u202f?",
    faqLink: "Consulter la FAQ",
    footer: "Vous préférez parler à quelqu’un\u202f? Écrivez-nous à",
  },
  messages: {
    logLabel: "Fil de la conversation",
    assistantLabel: "Assistant {product}",
    userLabel: "Vous",
    safetyLabel: "ALERTE SÉCURITÉ",
    typing: "{product} est en train d’écrire…",
    scrollToTop: "Revenir en haut",
  },
  composer: {
    inputLabel: "Votre message",
    placeholder: "Écrivez votre message…",
    inputHint: "Entrée pour envoyer, Maj+Entrée pour aller à la ligne.",
    send: "Envoyer",
    remaining: { one: "Encore {count} caractère", other: "Encore {count} caractères" },
  },
  suggestions: {
    title: "Questions suggérées",
    questions: [
      "Comment savoir si {product} me correspond\u202f?",
      "Qu’est-ce qui distingue {product} des autres programmes\u202f?",
      "Combien de temps dois-je y consacrer chaque semaine\u202f?",
      "Les étudiants internationaux peuvent-ils participer\u202f?",
      "Que se passe-t-il après la fin de mon stage\u202f?",
      "Comment découvrir ma raison d’être\u202f?",
    ],
  },
  greeting:
    "Bonjour, je suis l’Assistant {product}. Je suis là pour vous aider à explorer votre raison d’être et répondre à vos questions sur {product}\u202f: le mentorat, les petits groupes, le temps à y consacrer et la façon de commencer.\n\nJe suis un guide pour découvrir votre raison d’être, pas un service d’aide en situation de crise, et je ne peux proposer ni accompagnement psychologique ni traitement. Si vous êtes en détresse, appelez le 988 ou envoyez-lui un SMS aux États-Unis, ou contactez les services d’urgence de votre pays. De quoi aimeriez-vous parler\u202f?",
  fallbackReply:
    "Je suis désolé, j’ai du mal à répondre pour le moment. Veuillez réessayer dans un instant, ou n’hésitez pas à nous écrire directement à {email}. Je suis là pour vous accompagner.",
  safetyReplies: {
    1: "Ce que vous me confiez m’inquiète beaucoup, et je suis heureux que vous m’en ayez parlé. Votre vie compte. Si vous êtes en danger immédiat, appelez le 911 ou rendez-vous tout de suite aux urgences les plus proches. Vous pouvez appeler le 988 ou lui envoyer un SMS à tout moment pour parler à un écoutant ou une écoutante formés, ou envoyer HELLO par SMS au 741741. Hors des États-Unis, contactez les services d’urgence de votre pays.",
    2: "On dirait que vous traversez une période très difficile, et je suis vraiment désolé que vous portiez tout cela. Vous n’avez pas à affronter cela sans soutien. Appelez le 988 ou envoyez-lui un SMS pour parler dès maintenant à un écoutant ou une écoutante formés, ou envoyez HELLO par SMS au 741741. Hors des États-Unis, contactez la ligne d’écoute de votre pays.",
    3: "Merci de m’avoir confié cela. Ce que vous vivez compte, et vous méritez le soutien de professionnels formés qui pourront vous accompagner. Vous pouvez appeler le 988 ou lui envoyer un SMS à tout moment, ou envoyer HELLO par SMS au 741741. Hors des États-Unis, contactez la ligne d’écoute de votre pays. Je suis toujours là si vous souhaitez continuer à parler.",
  },
  crisisDialog: {
    title: "Une aide en situation de crise est disponible",
    headlines: {
      1: "Si vous êtes en danger immédiat, appelez le 911 ou rendez-vous tout de suite aux urgences les plus proches.",
      2: "On dirait que vous traversez une période très difficile. Vous n’avez pas à la traverser sans soutien.",
      3: "Vous méritez le soutien de professionnels formés. Une aide gratuite et confidentielle est là pour vous.",
    },
    resourcesLabel: "Pour parler à quelqu’un maintenant",
    resources: {
      call: {
        title: "Appelez le 988 ou envoyez un SMS",
        detail: "Suicide & Crisis Lifeline (États-Unis), 24 h/24, 7 j/7",
      },
      text: { title: "Envoyez HELLO au 741741", detail: "Crisis Text Line (États-Unis), 24 h/24, 7 j/7" },
      chat: { title: "Discuter en ligne" },
      local: {
        title: "Hors des États-Unis",
        detail: "Appelez la ligne d’écoute ou les services d’urgence de votre pays",
      },
    },
    directory:
      "Vous êtes hors des États-Unis\u202f? Trouvez une ligne d’écoute gratuite et confidentielle dans votre pays",
    getHelp: "Obtenir de l’aide maintenant",
    newTab: "(s’ouvre dans un nouvel onglet)",
    close: "Fermer",
  },
};
