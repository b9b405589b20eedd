import type { AssistantTexts } from "./assistant-texts.ts";

/**
 * The chat's own words in Brazilian Portuguese (docs/translation/pt.md): você, “ ”, o Ember, selo, the
 * figures as the pages write them. The apology, the plans and the badges are the words the site shows
 * (packages/web/src/i18n/catalogs/pt/chat.json and badges.json); the FAQ and the core values come from the
 * pages' reviewed translations.
 */
export const pt: AssistantTexts = {
  fallback:
    "Desculpe, estou com dificuldade para responder agora. Tente de novo daqui a pouco ou, se preferir, escreva diretamente para {email}. Estou aqui para apoiar você.",
  safety: {
    resources:
      "Nos EUA, ligue ou envie uma mensagem de texto para o {crisisLine} (Suicide & Crisis Lifeline, linha de apoio emocional) a qualquer hora, ou envie {textWord} para o {textLine}. Fora dos EUA, procure a linha de apoio ou os serviços de emergência do seu país.",
    notAlone:
      "Você não precisa passar por isso sem apoio, e a sua vida importa. Sou o Assistente {product}, não um conselheiro, então procure agora mesmo pessoas treinadas para ajudar. Uma pessoa da nossa equipe também foi avisada, então alguém de verdade sabe que você pediu ajuda.",
    tiers: {
      1: "Estou muito preocupado com o que você compartilhou. Se você está em perigo imediato ou pode agir de acordo com esses pensamentos, ligue agora para o {emergency} ou vá ao pronto-socorro mais próximo.\n\n{resources}\n\n{notAlone}",
      2: "Parece que você está passando por um momento muito difícil, e fico feliz que tenha falado. Esses sentimentos são pesados, e você não precisa carregá-los sem apoio.\n\n{resources} Se em algum momento sentir que pode agir de acordo com esses pensamentos, ligue para o {emergency}.\n\n{notAlone}",
      3: "Obrigado por confiar isso a mim. O que você está enfrentando importa, e você merece o apoio de profissionais treinados que possam caminhar com você.\n\n{resources} Se você estiver em perigo, ligue para o {emergency}.\n\n{notAlone}",
    },
  },
  grief: [
    "Sinto muito pela sua perda. O luto pode ser pesado e confuso, e tudo o que você está sentindo agora é válido. Obrigado por me contar.",
    "Você merece o apoio de pessoas que possam caminhar com você nesse momento. Se em algum momento ficar pesado demais, nos EUA você pode ligar ou enviar uma mensagem de texto para o {crisisLine} ou enviar {textWord} para o {textLine}, a qualquer hora; fora dos EUA, a linha de apoio do seu país também está aí para você.",
    "Quando fizer sentido para você, nossos mentores e pequenos grupos são um lugar de escuta, para você não carregar isso sem apoio. Você também pode escrever para a gente em {email}, e uma pessoa de verdade vai responder.",
  ],
  sentences: "{first} {second}",
  offline: {
    intro:
      "Obrigado pela sua mensagem. Sou o Assistente {product} e posso ajudar com perguntas sobre propósito, nossa mentoria e os pequenos grupos, o tempo que isso exige, os planos e o teste grátis, e como começar.",
    about:
      "O {product} é uma comunidade de mentoria inspirada pela fé e atenta às evidências. Desde novembro de 2024, mais de 2.098 pessoas de mais de 34 países encontraram aqui mentores e pequenos grupos, com 97,1% de satisfação.",
    askMore:
      "Pode me contar um pouco mais sobre o que você procura? Ou escreva para a gente em {email}; uma pessoa de verdade vai responder em até 24 horas.",
    closings: [
      "Em qualquer ponto do caminho em que você esteja, não precisa percorrê-lo sem companhia.",
      "Cada pessoa foi criada com um propósito, e vale a pena buscar o seu.",
      "Vamos adorar dar o próximo passo com você.",
    ],
  },
  knowledge: {
    steps: {
      apply:
        "Seu próximo passo: inscreva-se na página Comece agora ({getStarted}) e agende um encontro gratuito com {founder}; respondemos em até 24 horas.",
      trial:
        "Seu próximo passo: comece o teste grátis de {days} dias na página Preços ({pricing}); não é preciso informar dados de pagamento.",
      faq: "Seu próximo passo: leia mais nas perguntas frequentes ({faq}) ou inscreva-se na página Comece agora ({getStarted}) e converse sobre isso com {founder}.",
      fire: "Seu próximo passo: dê uma primeira olhada honesta em si com o formulário “Você tem esse fogo?” ({shareYourFire}) e leve o que descobrir para um encontro gratuito com {founder}.",
      badges: "Seu próximo passo: veja os selos que você já conquistou na página Selos ({badges}).",
      contact:
        "Seu próximo passo: escreva para a gente em {email}; uma pessoa de verdade vai responder em até 24 horas.",
    },
    faqKeywords: "{name} {description}",
    plan: {
      title: "{name}: {price} {period}",
      text: "{name}: {price} {period}{audience}. Inclui: {features}. {note}",
      audience: " ({audience})",
      featuresLead: "{lead} {features}",
      keywords: "preço custo pagar plano assinatura valor semanal dinheiro quanto custa",
    },
    pricingHelp: {
      title: "Quanto custa, e se eu não puder pagar?",
      keywords: "preço custo pagar ajuda financeira bolsa dinheiro valor barato caro",
      text: "Depois do teste grátis de {days} dias, o Plano Estudante custa US$\u00a025 por semana e o Plano Profissional US$\u00a035 por semana, cerca de US$\u00a0100–140 por mês, contra mais de US$\u00a040.000 por ano de uma faculdade tradicional. Se US$\u00a025–35 por semana estiver fora do seu alcance, oferecemos ajuda financeira a quem participa com constância, pratica os cinco princípios ({values}), faz o trabalho e ajuda os outros.",
    },
    programmeTime: {
      title: "Quanto tempo o programa exige por semana?",
      keywords: "tempo horas semana semanal compromisso agenda ocupado duração",
      text: "O compromisso semanal depende da sua trilha: 5–10 horas por semana na trilha voluntária, 10–15 horas na trilha com crédito acadêmico e 10–15 horas na trilha com bolsa-auxílio. Cada turma segue uma estrutura de {weeks} semanas em pequenos grupos de 3–8 colegas, e você sai com um plano de ação para os próximos 3–4 meses.",
    },
    values: {
      title: "Quais são os cinco valores fundamentais?",
      keywords: "valores princípios colaboração humildade precisão paciência empatia crenças",
      text: "Cinco valores fundamentais orientam cada conversa, cada grupo e cada plano. {values}",
      value: "{name}: {description}",
    },
    figures: {
      title: "Quantas pessoas o {product} já ajudou?",
      keywords:
        "resultados impacto números participantes países universidades satisfação provas evidências pesquisa",
      text: "Desde novembro de 2024, mais de 2.098 participantes de mais de 34 países e de mais de 200 universidades chegaram até nós, com 97,1% de satisfação. Nossa equipe de 21 pessoas está em 7 países, e já respondemos a mais de 616 perguntas em mais de 1.000 conversas.",
    },
    crisisResources: {
      title: "Isso é aconselhamento psicológico? Onde encontro ajuda numa crise?",
      keywords: "crise emergência linha apoio terapia aconselhamento saúde mental ajuda urgente",
      text: "O {product} não é um serviço clínico nem de crise, e nossos mentores não são profissionais de saúde mental habilitados. Numa crise nos EUA, ligue ou envie uma mensagem de texto para o {crisisLine}, ou envie {textWord} para o {textLine}; numa emergência, ligue para o {emergency}. Fora dos EUA, procure a linha de apoio do seu país.",
    },
    badge: {
      title: "Selo {category}",
      keywords: "selo selos ganhar conquistar conquista prêmio reconhecimento",
      text: "Como ganhar o selo {category}: {ways}.",
    },
    listSeparator: ", ",
    badgeSeparator: "; ",
    lowerAudience: true,
    stopWords:
      "a à ao aos as às com como da das de do dos e é ela ele em entre essa esse está estou eu isso já mais mas me meu minha muito na nas não no nos o os ou para pela pelo por qual quando que quem se sem ser seu sua são também te tem tenho um uma você vocês olá oi obrigado obrigada favor posso pode quero quanto quanta",
  },
  translated: {
    plans: {
      trial: {
        name: "Teste grátis de {days} dias",
        price: "GRÁTIS",
        period: "por {days} dias",
        features: [
          "1 encontro ao vivo com o fundador",
          "Avaliação de Descoberta de Propósito",
          "Acesso à plataforma da comunidade",
          "Introdução aos 5 princípios fundamentais",
          "Roteiro personalizado",
          "Acesso completo à plataforma por {days} dias",
          "Sem cartão de crédito",
          "Cancele quando quiser",
        ],
        note: "Sem dados de pagamento, sem compromisso, cancele quando quiser. Seu teste simplesmente expira, sem nenhuma cobrança.",
      },
      student: {
        name: "Plano Estudante",
        price: "US$ 25",
        period: "por semana",
        audience: "Para estudantes matriculados",
        features: [
          "Mentoria semanal ao vivo",
          "Currículo personalizado",
          "Acesso universitário",
          "Grupos de apoio com 3 a 8 colegas",
          "Portfólio de projetos",
          "Revisões mensais de progresso",
          "Oportunidades de créditos acadêmicos",
          "Apoio para conseguir emprego",
          "Sistema de selos e conquistas",
          "Acesso a todos os recursos",
        ],
        note: "O pagamento seguro com cartão abre em uma nova aba.",
      },
      professional: {
        name: "Plano Profissional",
        price: "US$ 35",
        period: "por semana",
        audience: "Para profissionais que já trabalham",
        featuresLead: "Tudo do Plano Estudante, e mais:",
        features: [
          "Apoio na transição de carreira",
          "Mentoria executiva",
          "Rede profissional (equipe de 14 membros)",
          "Recursos para desenvolvimento de negócios",
          "Módulos de formação em liderança",
          "Apoio ao empreendedorismo",
          "Coaching para integrar trabalho e vida",
          "Respostas com prioridade",
          "Ferramentas avançadas de descoberta de propósito",
        ],
        note: "O pagamento seguro com cartão abre em uma nova aba.",
      },
    },
    badgeCategories: {
      purpose_seeker: {
        name: "Buscador de Propósito",
        howToEarn: [
          "Concluiu a Avaliação de Descoberta de Propósito",
          "Compartilhou sua declaração de fogo",
          "Enviou a primeira inscrição",
          "Concluiu o currículo {brand} de {weeks} semanas",
        ],
      },
      community_builder: {
        name: "Construtor de Comunidade",
        howToEarn: [
          "Entrou em um pequeno grupo",
          "Conduziu uma conversa em grupo",
          "Convidou 3 ou mais pessoas para a comunidade",
          "Organizou um evento da comunidade",
        ],
      },
      mentor: {
        name: "Mentor",
        howToEarn: [
          "Foi mentor de outro estudante",
          "Mais de 10 conversas significativas",
          "Apoiou alguém em crise",
          "Tornou-se mentor oficial",
        ],
      },
      creator: {
        name: "Criador",
        howToEarn: [
          "Criou o primeiro projeto",
          "Publicou um recurso ou conteúdo",
          "Projeto ajudou mais de 100 pessoas",
          "Gerou renda com sua criação",
        ],
      },
      advocate: {
        name: "Defensor",
        howToEarn: [
          "Defendeu uma causa",
          "Elaborou uma recomendação de política pública",
          "Conseguiu financiamento para um projeto",
          "Influenciou uma mudança sistêmica",
        ],
      },
      wellness_champion: {
        name: "Campeão do Bem-Estar",
        howToEarn: [
          "30 dias de prática constante",
          "Concluiu a avaliação de bem-estar",
          "Compartilhou sua história de saúde mental",
          "Ajudou outras pessoas com o bem-estar",
        ],
      },
    },
    guides: {
      "discover-purpose": {
        title: "Como descubro meu propósito?",
        keywords: "propósito vocação sentido direção paixão por que encontrar descobrir fogo",
        text: "O propósito raramente é encontrado sem companhia ou de uma vez só; ele é descoberto na reflexão honesta e em relacionamentos reais, um passo de cada vez. No {product}, você começa com a Avaliação de Descoberta de Propósito e depois percorre um caminho de {weeks} semanas com um mentor e um pequeno grupo de 3–8 colegas: descobre sua história e seus pontos fortes, dá nome ao seu fogo (a causa que não sai da sua cabeça), coloca esse fogo à prova na sua comunidade e o transforma num plano de ação pessoal para os próximos 3–4 meses.",
      },
      "share-your-fire": {
        title: "Compartilhe seu fogo: o formulário de planejamento",
        keywords: "fogo declaração plano planejamento formulário causa compromisso",
        text: "O formulário “Você tem esse fogo?” pergunta com qual causa você se compromete, por que ela importa, quem ela alcançaria e que progresso você poderia fazer em 3–4 meses. Compartilhá-lo rende o selo Faísca Acesa e leva a uma videochamada individual com {founder} para aprimorar seu plano.",
      },
      "getting-started": {
        title: "Como começo ou me inscrevo?",
        keywords: "inscrever inscrição entrar cadastrar começar iniciar primeiro passo",
        text: "Começar leva poucos minutos: preencha a inscrição na página Comece agora, ganhe o selo Campeão do Primeiro Passo e agende um encontro gratuito com {founder}. Respondemos em até 24 horas e conectamos você a um mentor ou a um pequeno grupo. O teste grátis de {days} dias não exige dados de pagamento.",
      },
      about: {
        title: "O que é o {product}?",
        keywords: "sobre missão quem são fundação história comunidade mentoria fé evidências",
        text: "O {product} é uma comunidade de mentoria e descoberta de propósito, inspirada pela fé e atenta às evidências: conectamos pessoas ao seu propósito, uma conversa de cada vez. Desde a fundação, em novembro de 2024, mais de 2.098 participantes de mais de 34 países chegaram até nós, com 97,1% de satisfação. Nossos mentores são voluntários, não profissionais de saúde mental habilitados, e o {product} não é um serviço clínico nem de crise.",
      },
      contact: {
        title: "Como falo com uma pessoa de verdade?",
        keywords: "contato e-mail falar humano pessoa equipe ajuda pergunta",
        text: "Uma pessoa de verdade da nossa equipe lê tudo o que recebemos. Escreva para {email} quando quiser, e respondemos em até 24 horas. Depois de se inscrever, você também pode agendar um encontro gratuito com {founder}.",
      },
    },
  },
};
