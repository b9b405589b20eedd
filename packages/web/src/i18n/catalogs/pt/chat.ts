import type { Catalog } from "../en/index.ts";

export const chat: Catalog["chat"] = {
  disclaimer: {
    heading: "Antes de começar",
    does: {
      title: "O que o assistente pode fazer",
      items: [
        "Explicar como o {product} funciona: a mentoria, os pequenos grupos, os planos e o teste grátis",
        "Ajudar você a refletir sobre propósito, vocação e próximos passos",
        "Indicar a página, o recurso ou a pessoa certa da nossa equipe",
        "Responder a dúvidas comuns sobre o tempo de dedicação e como começar",
      ],
    },
    cannot: {
      title: "O que ele não pode fazer",
      items: [
        "Diagnosticar, tratar ou dar orientação médica ou de saúde mental",
        "Substituir um conselheiro, um médico ou um profissional habilitado",
        "Atender emergências ou crises",
        "Lembrar de você de uma visita para outra",
      ],
    },
  },
  crisisNote: {
    title: "Se você está em crise, procure ajuda agora",
    body: "Nos EUA, ligue ou envie uma mensagem de texto para o 988 para falar com a Suicide & Crisis Lifeline, a qualquer hora. Você também pode enviar HELLO por SMS para o 741741. Fora dos EUA, entre em contato com a linha de apoio emocional ou os serviços de emergência do seu país. Em uma emergência, ligue para o 911.",
  },
  gate: {
    resourcesTitle: "Se você precisa de ajuda agora",
    resources: [
      "Nos EUA, ligue ou envie uma mensagem de texto para o 988, a qualquer hora do dia ou da noite.",
      "Fora dos EUA, entre em contato com a linha de apoio emocional ou os serviços de emergência do seu país.",
    ],
    localResourcesLink: "Encontre uma linha de apoio no seu país",
    acknowledgement:
      "Eu entendo: o Assistente {product} está aqui para ajudar na descoberta do meu propósito e em dúvidas sobre o programa. Ele não é um serviço de crise e não dá orientação médica ou de saúde mental. Se eu estiver em crise, vou ligar ou enviar uma mensagem de texto para o 988 nos EUA, ou entrar em contato com os serviços de emergência do meu país.",
    start: "Eu entendo — Iniciar conversa",
    tickFirst: "Marque primeiro a caixa acima e depois inicie a conversa.",
    opening: "Abrindo a conversa...",
    loadFailed:
      "Não foi possível abrir a conversa. Verifique sua conexão e tente de novo. Se você precisa de ajuda agora, ligue ou envie uma mensagem de texto para o 988 nos EUA, ou entre em contato com os serviços de emergência do seu país.",
    retry: "Tentar de novo",
  },
  view: {
    heading: "Converse com o Assistente {product}",
    faqPrompt: "Procurando uma resposta rápida?",
    faqLink: "Veja as perguntas frequentes",
    footer: "Prefere falar com uma pessoa? Escreva para",
  },
  messages: {
    logLabel: "Conversa",
    assistantLabel: "Assistente {product}",
    userLabel: "Você",
    safetyLabel: "ALERTA DE SEGURANÇA",
    typing: "{product} está digitando...",
    scrollToTop: "Voltar ao topo",
  },
  composer: {
    inputLabel: "Sua mensagem",
    placeholder: "Digite sua mensagem...",
    inputHint: "Pressione Enter para enviar e Shift+Enter para uma nova linha.",
    send: "Enviar",
    remaining: { one: "Resta {count} caractere", other: "Restam {count} caracteres" },
  },
  suggestions: {
    title: "Perguntas sugeridas",
    questions: [
      "Como sei se o {product} é para mim?",
      "O que torna o {product} diferente de outros programas?",
      "Quanto tempo preciso dedicar por semana?",
      "Estudantes internacionais podem participar?",
      "O que acontece depois que meu estágio termina?",
      "Como descubro meu propósito?",
    ],
  },
  greeting:
    "Olá, eu sou o Assistente {product}. Estou aqui para ajudar você a explorar seu propósito e responder às suas perguntas sobre o {product}: a mentoria, os pequenos grupos, o tempo de dedicação e como começar.\n\nSou um guia para a descoberta de propósito, não um serviço de crise, e não posso oferecer aconselhamento nem tratamento. Se você estiver em crise, ligue ou envie uma mensagem de texto para o 988 nos EUA, ou procure os serviços de emergência do seu país. Sobre o que você gostaria de conversar?",
  fallbackReply:
    "Desculpe, estou com dificuldade para responder agora. Tente de novo daqui a pouco ou, se preferir, escreva diretamente para {email}. Estou aqui para apoiar você.",
  safetyReplies: {
    1: "Estou muito preocupado com o que você compartilhou, e fico feliz por você ter me contado. Sua vida importa. Se você está em perigo imediato, ligue para o 911 ou vá agora ao pronto-socorro mais próximo. Você pode ligar ou enviar uma mensagem de texto para o 988 a qualquer momento para falar com um conselheiro treinado, ou enviar HELLO por SMS para o 741741. Fora dos EUA, procure os serviços de emergência do seu país.",
    2: "Parece que você está passando por um momento muito difícil, e sinto muito que esteja carregando tudo isso. Você não precisa enfrentar isso sem ninguém ao seu lado. Ligue ou envie uma mensagem de texto para o 988 para falar agora com um conselheiro treinado, ou envie HELLO por SMS para o 741741. Fora dos EUA, procure a linha de apoio emocional do seu país.",
    3: "Obrigado por confiar isso a mim. O que você está vivendo importa, e você merece o apoio de profissionais treinados que possam caminhar com você. Você pode ligar ou enviar uma mensagem de texto para o 988 a qualquer momento, ou enviar HELLO por SMS para o 741741. Fora dos EUA, procure a linha de apoio emocional do seu país. Continuo aqui se você quiser continuar conversando.",
  },
  crisisDialog: {
    title: "Apoio em crise disponível",
    headlines: {
      1: "Se você está em perigo imediato, ligue para o 911 ou vá agora ao pronto-socorro mais próximo.",
      2: "Parece que você está passando por um momento muito difícil. Você não precisa passar por isso sem apoio.",
      3: "Você merece o apoio de profissionais treinados. Há ajuda gratuita e confidencial para você.",
    },
    resourcesLabel: "Formas de falar com alguém agora",
    resources: {
      call: {
        title: "Ligue ou envie SMS para o 988",
        detail: "Suicide & Crisis Lifeline (EUA), 24 horas por dia",
      },
      text: { title: "Envie HELLO para o 741741", detail: "Crisis Text Line (EUA), 24 horas por dia" },
      chat: { title: "Converse on-line" },
      local: {
        title: "Fora dos EUA",
        detail: "Ligue para a linha de apoio emocional ou os serviços de emergência do seu país",
      },
    },
    directory:
      "Está fora dos Estados Unidos? Encontre uma linha de apoio gratuita e confidencial no seu país",
    getHelp: "Buscar ajuda agora",
    newTab: "(abre em uma nova aba)",
    close: "Fechar",
  },
};
