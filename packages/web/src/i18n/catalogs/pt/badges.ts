import type { Catalog } from "../en/index.ts";

export const badges: Catalog["badges"] = {
  page: {
    eyebrow: "Celebre a jornada",
    title: "Selos",
    tagline: "Pequenos passos merecem ser celebrados.",
    applyAction: "Inscreva-se agora e ganhe seu primeiro selo",
    storiesAction: "Leia histórias de sucesso",
  },
  search: {
    heading: "Procure um selo",
    intro:
      "Digite o nome de um selo, ou parte dele, para ver quando ele foi conquistado pela última vez. Quem o conquistou nunca aparece.",
    label: "Nome do selo",
    button: "Buscar",
    searching: "Buscando...",
    results: "Selos encontrados ({count})",
    more: "Mostrando os 50 mais recentes. Digite mais do nome para refinar a busca.",
    none: "Ninguém conquistou um selo com esse nome ainda.",
    failed: "A busca não funcionou agora. Tente de novo em um minuto.",
  },
  board: {
    loading: "Carregando os selos mais recentes...",
    failed: "Os números de selos ao vivo estão indisponíveis no momento. Tente novamente mais tarde.",
    earners: { one: "{count} pessoa já conquistou", other: "{count} pessoas já conquistaram" },
    holder: "Uma pessoa participante",
    recent: {
      heading: "Conquistas recentes",
      intro: "Os doze selos mais recentes de toda a comunidade.",
      empty: "Ninguém conquistou um selo ainda. O seu pode ser o primeiro.",
    },
    top: {
      heading: "Quem mais contribui",
      intro:
        "As pessoas que mais conquistaram selos, mostradas só pela posição: nunca pelo nome ou pelo endereço de e-mail.",
      empty: "Ninguém conquistou um selo ainda.",
      badgeCount: { one: "{count} selo", other: "{count} selos" },
      rank: "{rank}º lugar",
      name: "Participante {rank}",
      medals: ["ouro", "prata", "bronze"],
    },
  },
  categories: {
    heading: "Categorias de selos",
    intro: "Seis formas de crescer, e como ganhar cada uma.",
    howToEarn: "Como ganhar",
    badgeLabel: "Selo {category}",
    items: {
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
  },
  awards: {
    firstStepChampion: {
      name: "Campeão do Primeiro Passo",
      description: "Deu o primeiro passo ao se inscrever na {brand} University",
    },
    fireStarter: {
      name: "Faísca Acesa",
      description: "Compartilhou seu fogo e se comprometeu a promover uma mudança positiva",
    },
  },
  explainer: {
    heading: "Como ganhar selos",
    intro: "Cada selo marca um passo real na sua jornada. Veja como eles chegam até você.",
    steps: [
      {
        title: "Dê o primeiro passo",
        body: "Inscreva-se na página Comece Agora e o selo Campeão do Primeiro Passo é seu na hora.",
      },
      {
        title: "Compartilhe seu fogo",
        body: "Conte para a gente, em Compartilhe seu fogo, a causa com que você se compromete e ganhe o selo Faísca Acesa.",
      },
      {
        title: "Cresça com seu grupo",
        body: "Entre em um pequeno grupo, conduza uma conversa, ofereça mentoria a alguém: as categorias acima mostram todas as formas de ganhar.",
      },
      {
        title: "Privacidade em primeiro lugar",
        body: "O painel nunca mostra seu nome nem seu endereço de e-mail. Cada selo aparece como conquistado por uma pessoa participante.",
      },
    ],
  },
  pricing: {
    pricingEyebrow: "Preços",
    subscriptionsEyebrow: "Assinaturas",
    title: "Escolha seu caminho",
    tagline: "Comece de graça. Cresça no seu ritmo.",
    trialAction: "Comece o teste grátis de {days} dias",
    afford: "Não cabe no bolso? Inscreva-se mesmo assim",
    banner: {
      title: "{days} dias totalmente GRÁTIS",
      points: ["Sem dados de pagamento", "Sem compromisso", "Cancele quando quiser"],
    },
    plans: {
      heading: "Planos para cada fase da vida",
      intro: "Comece com {days} dias grátis e depois continue no plano que combina com o seu momento.",
      popular: "MAIS POPULAR",
      cards: {
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
          ctaLabel: "Começar teste grátis",
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
          ctaLabel: "Escolher o Plano Estudante",
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
          ctaLabel: "Escolher o Plano Profissional",
          note: "O pagamento seguro com cartão abre em uma nova aba.",
        },
      },
    },
    compare: {
      heading: "Compare o valor",
      intro: "Quanto costuma custar encontrar um rumo, e quanto custa aqui.",
      best: "MELHOR CUSTO-BENEFÍCIO",
      college: { option: "Faculdade tradicional", cost: "Mais de US$ 40.000 por ano" },
      therapy: { option: "Terapia", cost: "US$ 200+" },
      ember: { cost: "US$ 100–140 por mês" },
    },
    help: {
      heading: "Não cabe no bolso? A gente ajuda.",
      conditions: [
        "Participe com constância",
        "Pratique os 5 princípios",
        "Faça a sua parte",
        "Ajude os outros",
      ],
      action: "Inscreva-se agora",
    },
  },
};
