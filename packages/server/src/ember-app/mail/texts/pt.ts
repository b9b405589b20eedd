import type { MailTexts } from "./mail-texts.ts";

/**
 * The visitor's e-mails in Brazilian Portuguese (docs/translation/pt.md): você, “ ”, o Ember, selo. The
 * areas and tiers of the assessment are the words of the assessment page
 * (packages/web/src/i18n/catalogs/pt/assessment.json); the verse is from a contemporary rendering close to
 * the NVI, as the style sheet asks.
 */
export const pt: MailTexts = {
  label: "{label}:",
  titled: "{title} {text}",
  numbered: "{number}. {text}",
  bulleted: "- {text}",
  dear: "Olá, {name},",
  hi: "Olá, {name},",
  signature: "Equipe {brand}",
  questions: "Dúvidas? Escreva para a gente em {email}.",
  application: {
    subject: "🎉 Boas-vindas ao {brand} — sua jornada começa agora!",
    heading: "🎉 Boas-vindas ao {brand}!",
    intro: "Boas-vindas ao {brand}! Agradecemos sua inscrição: você deu o primeiro passo na sua jornada.",
    badge: "🏆 Você ganhou o selo {badge} por dar o primeiro passo ao se inscrever na {brand} University.",
    badgeName: "Campeão do Primeiro Passo",
    nextHeading: "O que acontece agora",
    steps: [
      "Vamos responder à sua inscrição em até 24 horas.",
      "Você vai receber um convite para um encontro gratuito com {founder} para conversar sobre onde você está e aonde quer chegar.",
      "Vamos conectar você a um mentor ou a um pequeno grupo que combine com o seu caminho.",
    ],
    trialTitle: "Seu teste grátis de {days} dias",
    trialBody:
      "acesso completo à plataforma por {days} dias. Não é preciso informar dados de pagamento, não há nenhum compromisso e o teste simplesmente termina, sem nenhuma cobrança.",
    spam: "Não encontrou nossos e-mails? Confira sua caixa de spam ou de lixo eletrônico e marque nosso endereço como remetente seguro.",
    closing: "Que bom ter você na comunidade,",
  },
  firePlan: {
    subject: "Boas-vindas, Faísca Acesa — recebemos seu plano!",
    heading: "Boas-vindas, Faísca Acesa!",
    intro: "Agradecemos por você compartilhar seu fogo com o {brand}! Recebemos seu plano.",
    badge:
      "🔥 Você ganhou o selo {badge} (Buscador de Propósito): você compartilhou seu fogo e se comprometeu a promover uma mudança positiva.",
    badgeName: "Faísca Acesa",
    nextHeading: "Próximos passos",
    steps: [
      {
        title: "Videochamada individual",
        detail:
          "{founder} vai convidar você para uma videochamada individual para conversar sobre o seu plano.",
      },
      {
        title: "Feedback e ajustes",
        detail: "em conjunto, vamos dar feedback e aprimorar o seu plano para os próximos 3–4 meses.",
      },
      {
        title: "Comece sua jornada",
        detail: "coloque seu plano em ação, com a comunidade ao seu lado.",
      },
    ],
    closing: "Mantenha o fogo aceso,",
    scripture: {
      text: "Escreva claramente a visão em tábuas, para que se possa ler facilmente.",
      source: "Habacuque 2:2",
    },
    quoted: "“{text}”",
    cited: "— {source}",
    quotedHtml: "“{text}”",
    citedHtml: "— {source}",
  },
  assessment: {
    subject: "Seus resultados na Avaliação de Bem-Estar do {brand}: {tier}",
    heading: "🎉 Seus resultados na Avaliação de Bem-Estar",
    congratulations:
      "Parabéns por concluir a Avaliação de Bem-Estar Estudantil! Você deu um passo importante para entender sua jornada de bem-estar.",
    result: "Seu resultado",
    overall: "Pontuação geral",
    score: "{score}/{max}",
    scoresLead: "Suas pontuações por área (máximo de {max})",
    scoresHeading: "Suas pontuações por área",
    recommendationsHeading: "Suas recomendações personalizadas",
    session: "Agende sua sessão gratuita de coaching de liderança e carreira com {founder}:",
    book: "Agende sua sessão gratuita de coaching",
    community:
      "Entre para a comunidade {brand} para refazer a avaliação e acompanhar seu progresso todo mês.",
    closing: "Com você na jornada,",
    signature: "{founder} e a equipe {brand}",
    categories: {
      academics: "Estudos",
      finances: "Finanças",
      social: "Conexões sociais",
      precision: "Precisão",
      physical: "Bem-estar físico",
    },
    tiers: {
      beginning: {
        name: "Início — Quem escuta",
        description: "Você está no início da sua jornada de bem-estar.",
        recommendations: [
          {
            title: "Micro-hábitos",
            advice:
              "Escolha um hábito tão pequeno que seja difícil pular, como dois minutos de planejamento toda manhã. Pratique todos os dias por duas semanas antes de acrescentar outro.",
          },
          {
            title: "Conexão com estrutura",
            advice:
              "Marque na agenda um encontro semanal fixo com um amigo, um mentor ou um pequeno grupo. Um horário fixo faz a conexão acontecer até nas semanas difíceis.",
          },
          {
            title: "Conhecer os recursos",
            advice:
              "Descubra onde ficam os serviços de monitoria, apoio psicológico e auxílio financeiro da sua escola ou faculdade e como agendar um atendimento. Saber onde fica a porta facilita bater nela.",
          },
          {
            title: "Diário de conquistas",
            advice:
              "Toda noite, anote uma coisa que deu certo, por menor que seja. Em um mês, você vai ver o que já funciona.",
          },
          {
            title: "Limites que protegem",
            advice:
              "Perceba o que drena você e diga não a uma dessas coisas esta semana. Proteger sua energia é uma habilidade, não egoísmo.",
          },
        ],
      },
      developing: {
        name: "Desenvolvimento — Quem explora",
        description: "Você está tomando consciência do que funciona para você.",
        recommendations: [
          {
            title: "Foco nos pontos fortes",
            advice:
              "Olhe para a área com a maior pontuação e pergunte o que faz ela funcionar. Leve essa mesma abordagem para a área mais baixa.",
          },
          {
            title: "Construir constância",
            advice:
              "Escolha dois hábitos que você já pratica às vezes e ligue cada um a algo que faz todos os dias, como uma refeição ou o trajeto.",
          },
          {
            title: "Agenda estratégica",
            advice:
              "Reserve tempo toda semana para estudo, descanso e pessoas antes que a semana fique cheia. Trate esses blocos como compromissos.",
          },
          {
            title: "Conexão entre colegas",
            advice:
              "Entre em um pequeno grupo de 3 a 8 colegas com objetivos parecidos, ou crie um. Trocar notícias com outras pessoas mantém você em movimento.",
          },
          {
            title: "Rotina de reflexão",
            advice:
              "No fim de cada semana, reserve dez minutos para pensar no que funcionou, no que não funcionou e no que você vai tentar a seguir. Escreva para enxergar seu progresso.",
          },
        ],
      },
      discovering: {
        name: "Descoberta — Quem colabora",
        description: "Você já tem bases sólidas.",
        recommendations: [
          {
            title: "Refinar seus sistemas",
            advice:
              "Revise as rotinas em que você confia e tire um passo que já não ajuda. Pequenos ajustes evitam que um bom sistema fique parado no tempo.",
          },
          {
            title: "Compartilhar conhecimento",
            advice:
              "Ensine a um colega ou a um estudante mais novo algo que funciona para você. Explicar aprofunda sua própria compreensão.",
          },
          {
            title: "Planejamento proativo",
            advice:
              "Olhe três a quatro meses à frente e anote os períodos mais puxados e os prazos. Prepare-se agora em vez de reagir depois.",
          },
          {
            title: "Ampliar habilidades",
            advice:
              "Escolha uma habilidade nova que apoie seus objetivos, como falar em público ou fazer um orçamento, e pratique toda semana.",
          },
          {
            title: "Integração",
            advice:
              "Conecte as áreas da sua vida: estude com um amigo, caminhe enquanto planeja ou reserve dinheiro para o que faz bem a você.",
          },
        ],
      },
      excelling: {
        name: "Excelência — Quem guia com humildade",
        description: "Você desenvolveu práticas de bem-estar eficazes.",
        recommendations: [
          {
            title: "Planejar seu legado",
            advice:
              "Pense no que você quer deixar na sua escola ou comunidade e dê um passo nessa direção este mês.",
          },
          {
            title: "Adaptar-se ao futuro",
            advice:
              "Pergunte-se como suas rotinas vão precisar mudar na próxima fase, como um novo emprego ou uma pós-graduação, e experimente a mudança desde já.",
          },
          {
            title: "Buscar desafios",
            advice:
              "Assuma uma meta que leve você além da sua zona de conforto. Crescer mantém os bons hábitos cheios de sentido.",
          },
          {
            title: "Contribuir com a comunidade",
            advice:
              "Ofereça seu tempo como mentor ou líder de grupo. Ajudar outras pessoas a ficarem bem é uma das melhores formas de ficar bem também.",
          },
          {
            title: "Aprender sempre",
            advice:
              "Continue lendo, ouvindo e pedindo retorno. Quem guia com humildade continua aprendendo sobre o próprio bem-estar.",
          },
        ],
      },
    },
  },
};
