import type { Catalog } from "../en/index.ts";

export const shell: Catalog["shell"] = {
  skipToContent: "Pular para o conteúdo",
  loading: "Carregando",
  brand: {
    homeLabel: "Página inicial do {product}",
  },
  header: {
    mainNavLabel: "Principal",
    mobileNavLabel: "Menu móvel",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
  },
  nav: {
    home: "Início",
    pricing: "Preços",
    getStarted: "Comece agora",
    about: {
      label: "Quem somos",
      team: "Nossa equipe",
      safeSpace: "Filosofia de espaço seguro",
      successStories: "Histórias de sucesso",
      evidence: "Evidências e pesquisa",
    },
    journey: {
      label: "A jornada de {founder}",
      story: "A história de {founder}",
      timeline: "A trajetória de {founder}",
      history: "A história do {product}",
      chat: "Converse com o {product}",
    },
    resources: {
      label: "Recursos",
      faq: "Perguntas frequentes",
      assessments: "Avaliação de bem-estar",
      shareYourFire: "Compartilhe seu fogo",
      badges: "Selos",
      socialMediaLie: "A grande mentira das redes sociais",
      resources: "Recursos",
    },
  },
  footer: {
    mission:
      "Conectando pessoas ao seu propósito, uma conversa de cada vez, e construindo mais saúde, carreiras melhores e vidas mais plenas.",
    faith: {
      line: "Fundado em oração e construído sobre a fé.",
      scripture:
        "“Porque sou eu que conheço os planos que tenho para vocês”, diz o Senhor, “planos de fazê-los prosperar e não de causar dano, planos de dar a vocês esperança e um futuro.”",
      reference: "Jeremias 29:11",
    },
    getStarted: {
      label: "Comece agora",
      apply: "Inscreva-se agora",
      trial: "Teste grátis de {days} dias",
      chat: "Converse com o {product}",
    },
    learn: {
      label: "Saiba mais",
      evidence: "Pesquisa e evidências",
      team: "Nossa equipe",
      safeSpace: "Filosofia de espaço seguro",
      timeline: "A trajetória de {founder}",
    },
    impact: {
      heading: "Nosso impacto",
      participants: "participantes",
      countries: "países",
      satisfaction: "de satisfação",
      claim: "{participants} participantes em mais de {countries} países, e contando.",
    },
    notClinical:
      "O {product} é uma comunidade de mentoria e descoberta de propósito, não um serviço clínico ou de crise, e nossa equipe não é formada por profissionais de saúde mental habilitados. Se você estiver em crise, ligue ou envie uma mensagem de texto para o 988 (nos EUA) ou para o 911 em emergências, ou entre em contato com os serviços de emergência da sua região.",
    contactLabel: "Fale com a gente:",
  },
  accessRestricted: {
    title: "Acesso restrito",
    body: "Você não tem cadastro para usar este aplicativo. Entre em contato com o administrador do aplicativo para solicitar acesso.",
    suggestionsHeading: "Se você acredita que isso é um erro, você pode:",
    suggestions: [
      "Verificar se entrou com a conta correta",
      "Pedir acesso ao administrador do aplicativo",
      "Sair e entrar novamente",
    ],
    questions: "Dúvidas? Escreva para",
  },
  notFound: {
    title: "Página não encontrada",
    message: "A página “{path}” não foi encontrada neste aplicativo.",
    adminNoteTitle: "Nota para o administrador",
    adminNoteBody:
      "Isso pode significar que a IA ainda não criou esta página. Peça a ela no chat para implementá-la.",
    goHome: "Voltar ao início",
  },
  errorPage: {
    title: "Algo deu errado",
    body: "Desculpe, não foi possível exibir esta página. Recarregue a página ou volte para o início.",
    goHome: "Voltar ao início",
  },
  login: {
    title: "Entrar no {product}",
    intro: "Que bom ver você de novo! Entre com o e-mail e a senha que você usa no {product}.",
    email: "E-mail",
    password: "Senha",
    submit: "Entrar",
    submitting: "Entrando...",
    failed: "Não foi possível fazer seu login. Verifique sua conexão e tente novamente.",
    help: "Problemas para entrar? Escreva para a gente em",
    invalid: "O e-mail e a senha não correspondem. Tente novamente.",
    tooMany: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    forgot: "Esqueceu sua senha?",
    noAccount: "Primeira vez no {product}?",
    createAccount: "Criar uma conta",
  },
  register: {
    title: "Junte-se ao {product}",
    intro: "Crie sua conta com seu endereço de e-mail. Enviaremos um código de 6 dígitos para confirmá-lo.",
    passwordHint: "Pelo menos 8 caracteres.",
    submit: "Criar conta",
    submitting: "Criando sua conta...",
    haveAccount: "Já tem uma conta?",
    signIn: "Entrar",
    codeTitle: "Confira sua caixa de entrada",
    codeIntro:
      "Enviamos um código de 6 dígitos para {email}. Digite-o abaixo para concluir. Ele vale por 10 minutos.",
    confirmFirst: "Confirme primeiro seu endereço de e-mail. Enviamos um novo código para {email}.",
    code: "Código de verificação",
    codeHint: "6 dígitos, do e-mail que acabamos de enviar.",
    verify: "Confirmar e continuar",
    verifying: "Confirmando...",
    codeInvalid:
      "Esse código não está certo ou expirou. Confira o e-mail mais recente ou peça um novo código.",
    resend: "Enviar um novo código",
    resending: "Enviando...",
    resent: "Um novo código está a caminho. Confira sua caixa de entrada e também a pasta de spam.",
    failed: "Algo deu errado. Verifique sua conexão e tente novamente.",
  },
  resetRequest: {
    title: "Esqueceu sua senha?",
    intro: "Digite seu endereço de e-mail e enviaremos um link para você escolher uma nova.",
    submit: "Enviar link",
    submitting: "Enviando...",
    sent: "Se existir uma conta para {email}, um link para escolher uma nova senha está a caminho. Ele funciona uma vez, por uma hora.",
    back: "Voltar para entrar",
  },
  resetPassword: {
    title: "Escolha uma nova senha",
    inviteTitle: "Crie sua senha",
    intro: "Escolha uma senha com pelo menos 8 caracteres.",
    inviteIntro: "Boas-vindas! Escolha uma senha para terminar de configurar sua conta.",
    newPassword: "Nova senha",
    confirm: "Confirme a nova senha",
    mismatch: "As duas senhas não coincidem.",
    submit: "Salvar senha",
    submitting: "Salvando...",
    done: "Sua nova senha está definida. Você já pode entrar com ela.",
    signIn: "Entrar",
    invalid: "Este link não é mais válido: já foi usado ou expirou. Peça um novo.",
    requestNew: "Pedir um novo link",
    missing: "Esta página precisa do link do seu e-mail. Abra o link novamente ou peça um novo.",
  },
  toast: {
    close: "Fechar",
  },
  language: {
    menuLabel: "Escolher idioma",
    current: "idioma atual",
    translating: "Traduzindo...",
    betaTitle: "Sistema de tradução (beta)",
    betaBody:
      "Os textos da interface são traduzidos na hora. Os textos mais longos da página são traduzidos automaticamente na primeira vez que você os vê e podem não ficar perfeitos.",
    gotIt: "Entendi",
    offline:
      "Por enquanto, os textos mais longos da página continuam em inglês: a tradução automática não está configurada neste site.",
  },
  reminder: {
    title: "Um lembrete carinhoso",
    messages: [
      "Estamos aqui para conectar você ao seu propósito, não para fazer diagnósticos! Em emergências, ligue para o 988.",
      "Você importa, e nunca precisa enfrentar um momento difícil sem apoio. Ligue ou mande uma mensagem de texto para o 988 a qualquer hora, de dia ou de noite.",
      "Se as coisas estiverem pesadas agora, peça ajuda: ligue ou mande mensagem para o 988, ou envie HELLO para o 741741 para conversar com alguém que se importa com você.",
      "Nossos mentores caminham ao seu lado enquanto você descobre seu propósito, mas não somos um serviço de crise. Se você estiver passando por um momento difícil, ligue ou mande mensagem para o 988.",
      "Se você ou alguém que você ama estiver em perigo imediato, ligue para o 911. Para apoio em crises a qualquer hora, ligue ou mande mensagem para o 988.",
    ],
    dismiss: "Dispensar lembrete",
  },
  /** The home page's image carousel (APG carousel pattern). */
  carousel: {
    roleDescription: "carrossel",
    slideRoleDescription: "slide",
    pause: "Pausar a apresentação",
    play: "Reproduzir a apresentação",
    slidePosition: "{position} de {count}",
    showImage: "Mostrar a imagem {position} de {count}",
  },
  /** Names of page regions and link lists read by screen readers. */
  regions: {
    researchTopics: "Temas de pesquisa",
    highlights: "Destaques",
    moreOfJourney: "Mais da jornada",
  },
  /** After an external link's text, for screen readers. */
  opensInNewTab: "(abre em uma nova aba)",
};
