import type { Catalog } from "../en/index.ts";

export const assessment: Catalog["assessment"] = {
  section: {
    heading: "Faça a avaliação",
    intro: "Leva uns cinco minutos. Responda com sinceridade: isto é para você.",
  },
  contact: {
    heading: "Por que esta autorreflexão importa",
    labels: { first_name: "Nome *", last_name: "Sobrenome *", email: "Seu melhor e-mail *" },
    receive:
      "O que você vai receber: resultados personalizados no seu e-mail, além de uma sessão gratuita de coaching de liderança e carreira com {founderName}",
    begin: "Começar a avaliação",
    beginHint: "Preencha seu nome, sobrenome e e-mail para começar.",
  },
  step: {
    progressLabel: "Progresso da avaliação",
    stepOf: "Etapa {step} de {total}",
    progressValue: "{stepOf}, {percent}",
    scaleHint: "Com que frequência cada afirmação é verdadeira para você?",
    statementNumber: "{number}. {statement}",
    back: "Voltar",
    next: "Continuar",
    finish: "Ver resultados",
    incompleteHint: "Responda às cinco afirmações para continuar.",
  },
  scale: ["Nunca", "Raramente", "Às vezes", "Com frequência", "Com constância"],
  categories: {
    academics: {
      name: "Estudos",
      statements: [
        "Acompanho as matérias e entrego os trabalhos no prazo.",
        "Planejo meu tempo de estudo para a semana.",
        "Peço ajuda a um professor, monitor ou colega quando travo em alguma coisa.",
        "Consigo ver como o que estou aprendendo se conecta com meus objetivos.",
        "Tenho um lugar e um horário em que consigo estudar com foco.",
      ],
    },
    finances: {
      name: "Finanças",
      subtitle: "Olhe para si com abertura e sinceridade",
      statements: [
        "Sei quanto dinheiro entra e sai a cada mês.",
        "Sigo um orçamento ou um plano de gastos.",
        "Guardo um pouco de dinheiro como reserva ou para imprevistos.",
        "Sei onde encontrar auxílio financeiro, bolsas de estudo ou orientação sobre dinheiro.",
        "Consigo pensar nas minhas finanças com calma e fazer um plano.",
      ],
    },
    social: {
      name: "Conexões sociais",
      subtitle: "Não existem respostas certas ou erradas",
      statements: [
        "Tenho pelo menos uma pessoa com quem posso conversar quando as coisas ficam difíceis.",
        "Passo tempo com amigos ou com a família de um jeito que me recarrega.",
        "Sinto que pertenço à minha escola ou comunidade.",
        "Procuro saber como estão as pessoas ao meu redor.",
        "Participo de um grupo, clube, time ou comunidade de fé.",
      ],
    },
    precision: {
      name: "Precisão",
      statements: [
        "Termino o que começo.",
        "Reviso meu trabalho em busca de erros antes de entregar.",
        "Anoto minhas tarefas e prazos para que nada escape.",
        "Divido grandes objetivos em passos pequenos e concretos.",
        "Cumpro as promessas que faço a mim e aos outros.",
      ],
    },
    physical: {
      name: "Bem-estar físico",
      subtitle: "Não existem respostas certas ou erradas",
      statements: [
        "Durmo pelo menos sete horas nas noites antes de aula.",
        "Movimento o corpo por pelo menos 30 minutos por dia.",
        "Faço refeições regulares que me dão energia.",
        "Bebo água suficiente ao longo do dia.",
        "Faço pausas para descansar e me recuperar quando preciso.",
      ],
    },
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
  results: {
    heading: "🎉 Avaliação concluída!",
    congratulations:
      "Parabéns, {firstName}! Você deu um passo importante para entender sua jornada de bem-estar.",
    overallLabel: "Pontuação geral",
    overallScore: "{score}/{max}",
    outOfMax: "de {max}",
    categoriesHeading: "Suas pontuações por área",
    categoriesNote: "A resposta média de cada área, de {min} (Nunca) a {max} (Com constância).",
    recommendationsHeading: "Suas recomendações personalizadas",
    recommendation: "{title}: {advice}",
    nextHeading: "E agora?",
    emailed: "Seus resultados completos foram enviados para {email}.",
    emailFailed:
      "Não conseguimos enviar seus resultados por e-mail agora. Todos os seus resultados estão aqui nesta página; você também pode nos escrever em {contactEmail}.",
    schedule:
      "Em seguida, vamos levar você para agendar sua sessão gratuita de coaching de liderança e carreira com {founderName} e conversar sobre seus resultados.",
    community:
      "Entre para a comunidade {productName} para refazer a avaliação e acompanhar seu progresso todo mês.",
    book: "Agende sua sessão gratuita de coaching",
    redirecting: "O redirecionamento automático acontece em {seconds} segundos...",
  },
};
