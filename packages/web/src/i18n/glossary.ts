import type { LanguageCode } from "@ember/domain";

/**
 * The key terms of each language's glossary (docs/translation/<lang>.md) as data, so that a test
 * (packages/web/test/glossary.test.ts) reads every catalog text and every page content translation
 * against them. The sheets are the reference and explain each choice; this file holds, for each term,
 * its one rendering and the wrong variants that reviews found or the sheet rules out. Change both
 * together: the test checks that every rendering and variant below is written in the sheet.
 *
 * How a word is matched: in the English, whole words regardless of case, `*` standing for any ending
 * ("mentor*" is also "mentors", "mentoring"). In the translation the same, except that in Arabic and
 * Chinese a variant is found anywhere in a word (Arabic joins و، ب، ال… to the word; Chinese has no
 * spaces).
 */
export interface GlossaryTerm {
  /** The English term, as the sheet names it. */
  readonly term: string;
  /** The English words that mean the term here; a text saying one of them is checked for `refuse`. */
  readonly english: readonly string[];
  /** The sheet's one rendering. */
  readonly rendering: string;
  /**
   * Renderings refused where the English says the term. A variant that is the rendering of another term
   * the same English says is not refused (Hindi उद्देश्य is "purpose", refused only for "cause").
   */
  readonly refuse?: readonly string[];
  /** Renderings refused in every text, whatever its English says: they have no right use on the site. */
  readonly refuseAnywhere?: readonly string[];
}

/** A badge's name: a fixed title, one rendering everywhere (the stored badge_name stays English). */
export interface GlossaryBadge {
  readonly english: string;
  readonly rendering: string;
  /** Other renderings older files had, refused in every text. */
  readonly refuse?: readonly string[];
}

export interface Glossary {
  readonly terms: readonly GlossaryTerm[];
  /** The badge names of packages/domain/src/badge-catalogue.ts and the two the forms award. */
  readonly badges: readonly GlossaryBadge[];
  /** The assessment's five answers, from Never (0) to Consistently (4): the score depends on them. */
  readonly scale: readonly [string, string, string, string, string];
}

export const glossaries: { readonly [Language in Exclude<LanguageCode, "en">]: Glossary } = {
  es: {
    terms: [
      {
        term: "purpose",
        english: ["purpose*"],
        rendering: "propósito",
        refuse: ["objetivo*", "meta", "finalidad"],
      },
      { term: "calling", english: ["calling"], rendering: "vocación", refuse: ["llamado"] },
      { term: "cause", english: ["cause", "causes"], rendering: "causa" },
      {
        term: "mentor",
        english: ["mentor", "mentors"],
        rendering: "mentor",
        refuse: ["consejero*", "tutor*"],
      },
      {
        term: "mentorship",
        english: ["mentorship", "mentoring"],
        rendering: "mentoría",
        refuseAnywhere: ["mentorazgo"],
      },
      {
        term: "counsellor",
        english: ["counsellor*", "counselor*"],
        rendering: "consejero",
        refuse: ["mentor", "mentores"],
      },
      {
        term: "badge",
        english: ["badge*"],
        rendering: "insignia",
        refuse: ["medalla*", "distintivo*", "placa"],
      },
      { term: "fire", english: ["fire"], rendering: "fuego", refuse: ["llama"] },
      { term: "community", english: ["community", "communities"], rendering: "comunidad" },
      {
        term: "assessment",
        english: ["assessment*"],
        rendering: "evaluación",
        refuse: ["examen", "test"],
      },
      {
        term: "free trial",
        english: ["free trial"],
        rendering: "prueba gratuita",
        refuseAnywhere: ["prueba gratis"],
      },
      {
        term: "apply",
        english: ["apply", "applying"],
        rendering: "postularse",
        refuse: ["aplicar", "aplica"],
      },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "Con constancia",
        refuse: ["siempre", "constantemente"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "Buscador de Propósito" },
      { english: "Community Builder", rendering: "Constructor de Comunidad" },
      { english: "Mentor", rendering: "Mentor" },
      { english: "Creator", rendering: "Creador" },
      { english: "Advocate", rendering: "Defensor" },
      { english: "Wellness Champion", rendering: "Campeón del Bienestar" },
      { english: "First Step Champion", rendering: "Campeón del Primer Paso" },
      { english: "Fire Starter", rendering: "Chispa Encendida" },
    ],
    scale: ["Nunca", "Rara vez", "A veces", "A menudo", "Con constancia"],
  },
  fr: {
    terms: [
      {
        term: "purpose",
        english: ["purpose*"],
        rendering: "raison d’être",
        refuse: ["sens", "vocation", "but"],
      },
      { term: "calling", english: ["calling"], rendering: "vocation", refuse: ["raison d’être"] },
      { term: "cause", english: ["cause", "causes"], rendering: "cause" },
      { term: "meaning", english: ["meaning*"], rendering: "sens" },
      { term: "advisor", english: ["advisor*", "adviser*"], rendering: "conseiller" },
      {
        term: "mentor",
        english: ["mentor", "mentors"],
        rendering: "mentor",
        refuse: ["conseiller*", "écoutant*"],
        refuseAnywhere: ["mentore", "mentor·e*"],
      },
      {
        term: "mentorship",
        english: ["mentorship", "mentoring"],
        rendering: "mentorat",
        refuse: ["tutorat"],
      },
      {
        term: "counsellor",
        english: ["counsellor*", "counselor*"],
        rendering: "écoutant / écoutante",
        refuse: ["mentor", "mentors", "conseiller*"],
      },
      { term: "badge", english: ["badge*"], rendering: "badge", refuseAnywhere: ["insigne*"] },
      { term: "fire", english: ["fire"], rendering: "flamme", refuse: ["feu", "passion"] },
      { term: "community", english: ["community", "communities"], rendering: "communauté" },
      { term: "assessment", english: ["assessment*"], rendering: "évaluation", refuse: ["bilan", "test"] },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "Avec constance",
        refuse: ["toujours", "constamment"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "En quête de raison d’être" },
      { english: "Community Builder", rendering: "Bâtisseur de communauté" },
      { english: "Mentor", rendering: "Mentor" },
      { english: "Creator", rendering: "Créateur" },
      { english: "Advocate", rendering: "Porte-voix" },
      { english: "Wellness Champion", rendering: "Champion du bien-être" },
      { english: "First Step Champion", rendering: "Champion du premier pas" },
      { english: "Fire Starter", rendering: "Porteur de flamme" },
    ],
    scale: ["Jamais", "Rarement", "Parfois", "La plupart du temps", "Avec constance"],
  },
  de: {
    terms: [
      {
        term: "purpose",
        english: ["purpose*"],
        rendering: "Sinn",
        refuse: ["Bestimmung", "Berufung", "Zweck"],
      },
      { term: "calling", english: ["calling"], rendering: "Berufung", refuse: ["Bestimmung"] },
      { term: "cause", english: ["cause", "causes"], rendering: "Anliegen", refuse: ["Sache", "Zweck"] },
      {
        term: "mentor",
        english: ["mentor", "mentors"],
        rendering: "Mentorin / Mentor",
        refuse: ["Berater", "Beraterin", "Beratungsfachkraft"],
      },
      {
        term: "mentorship",
        english: ["mentorship"],
        rendering: "Mentoring",
        refuseAnywhere: ["Mentorschaft"],
      },
      {
        term: "counsellor",
        english: ["counsellor*", "counselor*"],
        rendering: "Beratungsfachkraft",
        refuse: ["Mentor", "Mentorin", "Mentoren", "Mentorinnen", "Berater", "Beraterin"],
      },
      { term: "badge", english: ["badge*"], rendering: "Abzeichen", refuse: ["Badge*"] },
      { term: "fire", english: ["fire"], rendering: "Feuer" },
      {
        term: "community",
        english: ["community", "communities"],
        rendering: "Gemeinschaft",
        refuse: ["Community*"],
      },
      {
        term: "assessment",
        english: ["assessment*"],
        rendering: "Einschätzung",
        refuse: ["Test", "Check", "Bewertung", "Assessment"],
      },
      {
        term: "wellbeing",
        english: ["wellbeing", "well-being", "wellness"],
        rendering: "Wohlbefinden",
        refuse: ["Wellness"],
      },
      { term: "cohort", english: ["cohort*"], rendering: "Durchgang", refuseAnywhere: ["Kohorte*"] },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "Beständig",
        refuse: ["immer"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "Sinnsucher*in" },
      { english: "Community Builder", rendering: "Gemeinschaftsstifter*in" },
      { english: "Mentor", rendering: "Mentor*in" },
      { english: "Creator", rendering: "Gestalter*in" },
      { english: "Advocate", rendering: "Fürsprecher*in" },
      {
        english: "Wellness Champion",
        rendering: "Wohlbefindens-Champion",
        refuse: ["Wohlbefinden-Champion"],
      },
      {
        english: "First Step Champion",
        rendering: "Champion des ersten Schritts",
        refuse: ["Meister des ersten Schritts"],
      },
      { english: "Fire Starter", rendering: "Funkenschläger*in" },
    ],
    scale: ["Nie", "Selten", "Manchmal", "Meistens", "Beständig"],
  },
  pt: {
    terms: [
      {
        term: "purpose",
        english: ["purpose*"],
        rendering: "propósito",
        refuse: ["objetivo*", "finalidade", "missão"],
      },
      { term: "calling", english: ["calling"], rendering: "vocação", refuse: ["chamado", "chamamento"] },
      { term: "cause", english: ["cause", "causes"], rendering: "causa" },
      {
        term: "mentor",
        english: ["mentor", "mentors"],
        rendering: "mentor",
        refuse: ["conselheiro*", "orientador*", "tutor*"],
      },
      {
        term: "mentorship",
        english: ["mentorship"],
        rendering: "mentoria",
        refuse: ["acompanhamento", "tutoria"],
      },
      {
        term: "counsellor",
        english: ["counsellor*", "counselor*"],
        rendering: "conselheiro",
        refuse: ["mentor", "mentores"],
      },
      {
        term: "badge",
        english: ["badge*"],
        rendering: "selo",
        refuse: ["conquista", "emblema*", "insígnia*", "medalha*"],
      },
      { term: "fire", english: ["fire"], rendering: "fogo", refuse: ["chama", "chamas"] },
      { term: "community", english: ["community", "communities"], rendering: "comunidade" },
      {
        term: "assessment",
        english: ["assessment*"],
        rendering: "avaliação",
        refuse: ["questionário", "diagnóstico"],
      },
      {
        term: "free trial",
        english: ["free trial"],
        rendering: "teste grátis",
        refuseAnywhere: ["teste gratuito", "avaliação gratuita", "período de experiência"],
      },
      {
        term: "licensed",
        english: ["licensed"],
        rendering: "habilitado",
        refuse: ["licenciado*"],
      },
      {
        term: "application",
        english: ["apply", "application*"],
        rendering: "inscrição",
        refuseAnywhere: ["candidatura"],
      },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "Com constância",
        refuse: ["sempre"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "Buscador de Propósito" },
      { english: "Community Builder", rendering: "Construtor de Comunidade" },
      { english: "Mentor", rendering: "Mentor" },
      { english: "Creator", rendering: "Criador" },
      { english: "Advocate", rendering: "Defensor" },
      { english: "Wellness Champion", rendering: "Campeão do Bem-Estar" },
      { english: "First Step Champion", rendering: "Campeão do Primeiro Passo" },
      { english: "Fire Starter", rendering: "Faísca Acesa", refuse: ["Acendedor de Chamas"] },
    ],
    scale: ["Nunca", "Raramente", "Às vezes", "Com frequência", "Com constância"],
  },
  zh: {
    terms: [
      { term: "purpose", english: ["purpose*"], rendering: "人生目标", refuse: ["使命"] },
      { term: "calling", english: ["calling"], rendering: "呼召", refuse: ["使命", "召唤", "天职"] },
      { term: "cause", english: ["cause", "causes"], rendering: "事业", refuse: ["原因"] },
      { term: "mentor", english: ["mentor", "mentors"], rendering: "导师", refuse: ["咨询师"] },
      { term: "mentorship", english: ["mentorship"], rendering: "导师陪伴", refuseAnywhere: ["导师辅导"] },
      { term: "counsellor", english: ["counsellor*", "counselor*"], rendering: "咨询师", refuse: ["导师"] },
      { term: "badge", english: ["badge*"], rendering: "徽章", refuse: ["勋章", "奖章"] },
      { term: "fire", english: ["fire"], rendering: "火焰" },
      { term: "community", english: ["community"], rendering: "社区", refuse: ["社群", "团体"] },
      { term: "faith community", english: ["faith community", "faith communities"], rendering: "信仰团体" },
      { term: "assessment", english: ["assessment*"], rendering: "评估", refuse: ["测试"] },
      {
        term: "wellbeing",
        english: ["wellbeing", "well-being", "wellness"],
        rendering: "身心健康",
        refuse: ["幸福感", "福祉"],
      },
      {
        term: "plan (pricing plan)",
        english: ["plan", "plans"],
        rendering: "方案",
        refuseAnywhere: ["套餐"],
      },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "一贯如此",
        refuse: ["始终如此", "总是", "一直"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "人生目标探寻者", refuse: ["使命探寻者", "使命探索者"] },
      { english: "Community Builder", rendering: "社区建设者" },
      { english: "Mentor", rendering: "导师" },
      { english: "Creator", rendering: "创造者" },
      { english: "Advocate", rendering: "倡导者" },
      { english: "Wellness Champion", rendering: "身心健康先锋" },
      { english: "First Step Champion", rendering: "第一步先锋", refuse: ["第一步冠军", "第一步勇士"] },
      { english: "Fire Starter", rendering: "点火者", refuse: ["点火人"] },
    ],
    scale: ["从不", "很少", "有时", "大多数时候", "一贯如此"],
  },
  hi: {
    terms: [
      { term: "purpose", english: ["purpose*"], rendering: "उद्देश्य", refuse: ["मक़सद", "मकसद", "लक्ष्य"] },
      { term: "calling", english: ["calling"], rendering: "बुलाहट", refuse: ["पुकार", "पेशा"] },
      {
        term: "cause",
        english: ["cause", "causes"],
        rendering: "सरोकार",
        refuse: ["उद्देश्य*", "मुद्दा", "मुद्दे", "आंदोलन"],
      },
      { term: "mentor", english: ["mentor", "mentors"], rendering: "मेंटर", refuse: ["मार्गदर्शक", "गुरु"] },
      { term: "mentorship", english: ["mentorship"], rendering: "मेंटरशिप", refuse: ["मार्गदर्शन"] },
      { term: "counsellor", english: ["counsellor*", "counselor*"], rendering: "काउंसलर", refuse: ["मेंटर"] },
      { term: "badge", english: ["badge*"], rendering: "बैज" },
      { term: "fire", english: ["fire"], rendering: "लौ", refuse: ["आग", "जुनून"] },
      { term: "community", english: ["community", "communities"], rendering: "समुदाय" },
      { term: "assessment", english: ["assessment*"], rendering: "आकलन", refuse: ["मूल्यांकन"] },
      {
        term: "wellbeing",
        english: ["wellbeing", "well-being", "wellness"],
        rendering: "खुशहाली",
        refuse: ["कल्याण"],
      },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "लगातार",
        refuse: ["हमेशा"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "उद्देश्य खोजी" },
      { english: "Community Builder", rendering: "समुदाय निर्माता" },
      { english: "Mentor", rendering: "मेंटर" },
      { english: "Creator", rendering: "सृजनकर्ता" },
      { english: "Advocate", rendering: "पैरोकार" },
      { english: "Wellness Champion", rendering: "खुशहाली चैंपियन" },
      { english: "First Step Champion", rendering: "पहला कदम चैंपियन", refuse: ["पहले कदम के चैंपियन"] },
      { english: "Fire Starter", rendering: "लौ जगाने वाले" },
    ],
    scale: ["कभी नहीं", "शायद ही कभी", "कभी-कभी", "अक्सर", "लगातार"],
  },
  ar: {
    terms: [
      { term: "purpose", english: ["purpose*"], rendering: "الغاية", refuse: ["الهدف", "المقصد"] },
      { term: "calling", english: ["calling"], rendering: "رسالة الحياة", refuse: ["دعوة"] },
      { term: "cause", english: ["cause", "causes"], rendering: "القضية", refuse: ["السبب"] },
      { term: "mentor", english: ["mentor", "mentors"], rendering: "المرشد / المرشدة" },
      { term: "mentorship", english: ["mentorship"], rendering: "الإرشاد", refuse: ["التوجيه"] },
      {
        term: "counsellor",
        english: ["counsellor*", "counselor*"],
        rendering: "أخصائي دعم نفسي",
        refuse: ["مرشد"],
        refuseAnywhere: ["مرشد نفسي"],
      },
      {
        term: "counselling",
        english: ["counselling", "counseling"],
        rendering: "الدعم النفسي المتخصص",
        refuseAnywhere: ["استشارة نفسية", "الإرشاد النفسي"],
      },
      { term: "badge", english: ["badge*"], rendering: "شارة", refuse: ["وسام", "ميدالية"] },
      { term: "fire", english: ["fire"], rendering: "الشعلة" },
      { term: "community", english: ["community", "communities"], rendering: "المجتمع" },
      { term: "assessment", english: ["assessment*"], rendering: "التقييم" },
      {
        term: "wellbeing",
        english: ["wellbeing", "well-being", "wellness"],
        rendering: "العافية",
        refuseAnywhere: ["الرفاه النفسي", "الرفاهية"],
      },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "باستمرار",
        refuse: ["دائمًا", "دائما"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "الباحث عن الغاية" },
      { english: "Community Builder", rendering: "باني المجتمع" },
      { english: "Mentor", rendering: "المرشد" },
      { english: "Creator", rendering: "المبدع" },
      { english: "Advocate", rendering: "المناصر" },
      { english: "Wellness Champion", rendering: "بطل العافية" },
      { english: "First Step Champion", rendering: "بطل الخطوة الأولى" },
      { english: "Fire Starter", rendering: "مُوقِد الشعلة", refuse: ["مُشعل الشغف", "مشعل الشغف"] },
    ],
    scale: ["أبدًا", "نادرًا", "أحيانًا", "غالبًا", "باستمرار"],
  },
  bn: {
    terms: [
      { term: "purpose", english: ["purpose*"], rendering: "উদ্দেশ্য" },
      { term: "calling", english: ["calling"], rendering: "আহ্বান", refuse: ["ডাক", "পেশা"] },
      {
        term: "cause",
        english: ["cause", "causes"],
        rendering: "আদর্শ",
        refuse: ["লক্ষ্য*", "উদ্দেশ্য*", "কারণ*"],
      },
      { term: "mentor", english: ["mentor", "mentors"], rendering: "মেন্টর", refuse: ["পরামর্শদাতা*"] },
      {
        term: "counsellor",
        english: ["counsellor*", "counselor*"],
        rendering: "কাউন্সেলর",
        refuse: ["মেন্টর*"],
      },
      { term: "badge", english: ["badge*"], rendering: "ব্যাজ" },
      { term: "fire", english: ["fire"], rendering: "আগুন" },
      {
        term: "community",
        english: ["community", "communities"],
        rendering: "কমিউনিটি",
        refuseAnywhere: ["সম্প্রদায়*"],
      },
      { term: "assessment", english: ["assessment*"], rendering: "মূল্যায়ন" },
      {
        term: "self-assessment",
        english: ["self-assessment*"],
        rendering: "আত্মমূল্যায়ন",
        refuseAnywhere: ["আত্মসমীক্ষা*", "স্ব-মূল্যায়ন*"],
      },
      {
        term: "wellbeing",
        english: ["wellbeing", "well-being", "wellness"],
        rendering: "সুস্থতা",
        refuse: ["কল্যাণ*"],
      },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "ধারাবাহিকভাবে",
        refuse: ["সবসময়*"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "উদ্দেশ্য সন্ধানী", refuse: ["উদ্দেশ্য-সন্ধানী"] },
      { english: "Community Builder", rendering: "কমিউনিটি নির্মাতা" },
      { english: "Mentor", rendering: "মেন্টর" },
      { english: "Creator", rendering: "ক্রিয়েটর" },
      { english: "Advocate", rendering: "প্রবক্তা" },
      { english: "Wellness Champion", rendering: "সুস্থতা চ্যাম্পিয়ন" },
      {
        english: "First Step Champion",
        rendering: "প্রথম পদক্ষেপ চ্যাম্পিয়ন",
        refuse: ["প্রথম পদক্ষেপের চ্যাম্পিয়ন"],
      },
      { english: "Fire Starter", rendering: "আগুন জ্বালানো মানুষ" },
    ],
    scale: ["কখনো না", "কদাচিৎ", "মাঝে মাঝে", "প্রায়ই", "ধারাবাহিকভাবে"],
  },
  it: {
    terms: [
      {
        term: "purpose",
        english: ["purpose*"],
        rendering: "scopo",
        refuse: ["senso", "obiettiv*"],
      },
      { term: "calling", english: ["calling"], rendering: "vocazione", refuse: ["scopo"] },
      { term: "sense (of purpose)", english: ["sense"], rendering: "senso" },
      { term: "cause", english: ["cause", "causes"], rendering: "causa" },
      {
        term: "mentor",
        english: ["mentor", "mentors"],
        rendering: "mentore",
        refuse: ["tutor"],
        refuseAnywhere: ["mentora"],
      },
      {
        term: "mentorship",
        english: ["mentorship", "mentoring"],
        rendering: "mentoring",
        refuse: ["tutoraggio", "mentorato", "mentorship"],
      },
      {
        term: "counsellor",
        english: ["counsellor*", "counselor*"],
        rendering: "consulente",
        refuse: ["mentore", "mentori", "counselor", "psicologo"],
      },
      { term: "badge", english: ["badge*"], rendering: "distintivo", refuse: ["badge", "medagli*"] },
      { term: "fire", english: ["fire"], rendering: "fuoco", refuse: ["passione"] },
      {
        term: "community",
        english: ["community", "communities"],
        rendering: "comunità",
        refuse: ["community"],
      },
      {
        term: "assessment",
        english: ["assessment*"],
        rendering: "valutazione",
        refuse: ["test", "bilancio", "questionario"],
      },
      {
        term: "academic credit",
        english: ["academic credit*"],
        rendering: "crediti formativi",
        refuseAnywhere: ["crediti accademici"],
      },
      {
        term: "Consistently (top answer)",
        english: ["consistently"],
        rendering: "Costantemente",
        refuse: ["sempre"],
      },
    ],
    badges: [
      { english: "Purpose Seeker", rendering: "Cercatore di Scopo", refuse: ["Cercatore di Senso"] },
      { english: "Community Builder", rendering: "Costruttore di Comunità" },
      { english: "Mentor", rendering: "Mentore" },
      { english: "Creator", rendering: "Creatore" },
      { english: "Advocate", rendering: "Portavoce" },
      { english: "Wellness Champion", rendering: "Campione del Benessere" },
      { english: "First Step Champion", rendering: "Campione del Primo Passo" },
      { english: "Fire Starter", rendering: "Scintilla Accesa" },
    ],
    scale: ["Mai", "Raramente", "A volte", "Il più delle volte", "Costantemente"],
  },
};
