import type { Catalog } from "../en/index.ts";

export const shell: Catalog["shell"] = {
  skipToContent: "Zum Inhalt springen",
  loading: "Wird geladen",
  brand: {
    homeLabel: "{product} – Startseite",
  },
  header: {
    mainNavLabel: "Hauptmenü",
    mobileNavLabel: "Mobiles Menü",
    menu: "Menü",
  },
  nav: {
    home: "Startseite",
    pricing: "Preise",
    getStarted: "Jetzt starten",
    about: {
      label: "Über uns",
      team: "Unser Team",
      safeSpace: "Philosophie des geschützten Raums",
      successStories: "Erfolgsgeschichten",
      evidence: "Belege & Forschung",
    },
    journey: {
      label: "{founder}s Weg",
      story: "{founder}s Geschichte",
      timeline: "{founder}s Zeitleiste",
      history: "Die Geschichte von {product}",
      chat: "Mit {product} chatten",
    },
    resources: {
      label: "Ressourcen",
      faq: "Häufige Fragen",
      assessments: "Einschätzung zum Wohlbefinden",
      shareYourFire: "Teile dein Feuer",
      badges: "Abzeichen",
      socialMediaLie: "Die große Social-Media-Lüge",
      resources: "Ressourcen",
    },
  },
  footer: {
    privacy:
      "Wir zählen Seitenaufrufe ohne Cookies und ohne deine Adresse zu speichern: nur, wie oft jede Seite an jedem Tag besucht wurde und welche andere Website die Besuche geschickt hat. Sendet dein Browser „Do Not Track“ oder „Global Privacy Control“, zählen wir deine Besuche nicht.",
    mission:
      "Wir verbinden Menschen mit ihrem Sinn – Gespräch für Gespräch – und schaffen so mehr Gesundheit, bessere berufliche Wege und ein erfüllteres Leben.",
    faith: {
      line: "Aus dem Gebet entstanden und auf Glauben gebaut.",
      scripture:
        "„Denn ich weiß wohl, was ich für Gedanken über euch habe, spricht der HERR: Gedanken des Friedens und nicht des Leides, dass ich euch gebe Zukunft und Hoffnung.“",
      reference: "Jeremia 29,11",
    },
    getStarted: {
      label: "Jetzt starten",
      apply: "Jetzt bewerben",
      trial: "{days}-tägige kostenlose Testphase",
      chat: "Mit {product} chatten",
    },
    learn: {
      label: "Mehr erfahren",
      evidence: "Forschung & Belege",
      team: "Unser Team",
      safeSpace: "Philosophie des geschützten Raums",
      timeline: "{founder}s Zeitleiste",
    },
    impact: {
      heading: "Unsere Wirkung",
      participants: "Teilnehmende",
      countries: "Länder",
      satisfaction: "Zufriedenheit",
      claim: "{participants} Teilnehmende in über {countries} Ländern – und es werden immer mehr.",
    },
    notClinical:
      "{product} ist eine Gemeinschaft für Mentoring und Sinnfindung, kein klinischer Dienst und kein Krisendienst, und unser Team besteht nicht aus zugelassenen Fachleuten für psychische Gesundheit. Wenn du in einer Krise bist, ruf die 988 an oder schreib ihr eine SMS (in den USA), wähle im Notfall die 911 oder wende dich an den Notruf in deinem Land.",
    contactLabel: "Schreib uns:",
  },
  accessRestricted: {
    title: "Zugriff eingeschränkt",
    body: "Du bist nicht für diese Anwendung registriert. Bitte wende dich an die Administration der Anwendung, um Zugriff zu erhalten.",
    suggestionsHeading: "Wenn du glaubst, dass es sich um einen Fehler handelt, kannst du:",
    suggestions: [
      "prüfen, ob du mit dem richtigen Konto angemeldet bist",
      "die Administration der Anwendung um Zugriff bitten",
      "dich ab- und wieder anmelden",
    ],
    questions: "Fragen? Schreib uns an",
  },
  notFound: {
    title: "Seite nicht gefunden",
    message: "Die Seite „{path}“ wurde in dieser Anwendung nicht gefunden.",
    adminNoteTitle: "Hinweis für Admins",
    adminNoteBody:
      "Möglicherweise hat die KI diese Seite noch nicht erstellt. Bitte sie im Chat, die Seite umzusetzen.",
    goHome: "Zur Startseite",
  },
  errorPage: {
    title: "Etwas ist schiefgelaufen",
    body: "Das tut uns leid – diese Seite konnte nicht angezeigt werden. Lade sie bitte neu oder kehre zur Startseite zurück.",
    goHome: "Zur Startseite",
  },
  login: {
    title: "Bei {product} anmelden",
    intro:
      "Schön, dass du wieder da bist! Melde dich mit der E-Mail-Adresse und dem Passwort an, die du für {product} verwendest.",
    email: "E-Mail-Adresse",
    password: "Passwort",
    submit: "Anmelden",
    submitting: "Anmeldung läuft…",
    failed:
      "Wir konnten dich nicht anmelden. Bitte prüfe deine Internetverbindung und versuche es noch einmal.",
    help: "Probleme bei der Anmeldung? Schreib uns an",
    invalid: "E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuche es noch einmal.",
    tooMany: "Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann erneut.",
    forgot: "Passwort vergessen?",
    noAccount: "Neu bei {product}?",
    createAccount: "Konto erstellen",
  },
  register: {
    title: "Werde Teil von {product}",
    intro:
      "Erstelle dein Konto mit deiner E-Mail-Adresse. Wir schicken dir einen 6-stelligen Code, um sie zu bestätigen.",
    passwordHint: "Mindestens 8 Zeichen.",
    submit: "Konto erstellen",
    submitting: "Dein Konto wird erstellt…",
    haveAccount: "Du hast schon ein Konto?",
    signIn: "Anmelden",
    codeTitle: "Schau in dein Postfach",
    codeIntro:
      "Wir haben einen 6-stelligen Code an {email} geschickt. Gib ihn unten ein, um abzuschließen. Er gilt 10 Minuten.",
    confirmFirst:
      "Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben einen neuen Code an {email} geschickt.",
    code: "Bestätigungscode",
    codeHint: "6 Ziffern aus der E-Mail, die wir dir gerade geschickt haben.",
    verify: "Bestätigen und weiter",
    verifying: "Wird bestätigt…",
    codeInvalid:
      "Dieser Code stimmt nicht oder ist abgelaufen. Sieh in der neuesten E-Mail nach oder fordere einen neuen Code an.",
    resend: "Neuen Code senden",
    resending: "Wird gesendet…",
    resent: "Ein neuer Code ist unterwegs. Bitte schau in dein Postfach und auch in den Spam-Ordner.",
    failed: "Etwas ist schiefgelaufen. Bitte prüfe deine Verbindung und versuche es noch einmal.",
    devCode: "Entwicklungsmodus: Dein Code lautet {code}.",
  },
  resetRequest: {
    title: "Passwort vergessen?",
    intro:
      "Gib deine E-Mail-Adresse ein, und wir schicken dir einen Link, mit dem du ein neues wählen kannst.",
    submit: "Link senden",
    submitting: "Wird gesendet…",
    sent: "Falls es ein Konto für {email} gibt, ist ein Link zum Wählen eines neuen Passworts unterwegs. Er funktioniert einmal und eine Stunde lang.",
    back: "Zurück zur Anmeldung",
    devLink: "Entwicklungsmodus: Öffne diesen Link, um ein neues Passwort zu wählen.",
  },
  resetPassword: {
    title: "Wähle ein neues Passwort",
    inviteTitle: "Lege dein Passwort fest",
    intro: "Wähle ein Passwort mit mindestens 8 Zeichen.",
    inviteIntro: "Willkommen! Wähle ein Passwort, um dein Konto fertig einzurichten.",
    newPassword: "Neues Passwort",
    confirm: "Neues Passwort bestätigen",
    mismatch: "Die beiden Passwörter stimmen nicht überein.",
    submit: "Passwort speichern",
    submitting: "Wird gespeichert…",
    done: "Dein neues Passwort ist gespeichert. Du kannst dich jetzt damit anmelden.",
    signIn: "Anmelden",
    invalid:
      "Dieser Link gilt nicht mehr: Er wurde schon benutzt oder ist abgelaufen. Bitte fordere einen neuen an.",
    requestNew: "Neuen Link anfordern",
    missing:
      "Diese Seite braucht den Link aus deiner E-Mail. Bitte öffne den Link erneut oder fordere einen neuen an.",
  },
  setup: {
    title: "Erstelle das erste Admin-Konto",
    intro:
      "Mit diesem Konto verwaltest du die Team-Konsole von {product}. Der Link, den du geöffnet hast, funktioniert nur einmal.",
    name: "Dein Name (optional)",
    confirm: "Passwort bestätigen",
    submit: "Admin-Konto erstellen",
    submitting: "Das Konto wird erstellt…",
    invalid:
      "Dieser Einrichtungslink funktioniert nicht mehr: Er wurde schon benutzt oder ist abgelaufen. Starte den Server neu, um einen neuen zu erhalten, oder lege mit npm run admin einen Admin an.",
    done: "Es gibt schon ein Admin-Konto, die Einrichtung ist deshalb abgeschlossen. Bitte melde dich an.",
    missing:
      "Diese Seite braucht den Einrichtungslink, den der Server beim Start ausgegeben hat. Bitte öffne diesen Link erneut.",
  },
  toast: {
    close: "Schließen",
    label: "Benachrichtigung",
    region: "Benachrichtigungen ({hotkey})",
  },
  language: {
    menuLabel: "Sprache wählen",
    current: "aktuelle Sprache",
    translating: "Wird übersetzt…",
    betaTitle: "Übersetzungssystem (Beta)",
    betaBody:
      "Texte der Benutzeroberfläche werden sofort übersetzt. Längere Seitentexte werden beim ersten Aufruf maschinell übersetzt und sind vielleicht nicht perfekt.",
    gotIt: "Verstanden",
    offline:
      "Längere Seitentexte bleiben vorerst auf Englisch: Die automatische Übersetzung ist auf dieser Website nicht eingerichtet.",
  },
  crisisLines: {
    elsewhereHeading: "In anderen Ländern",
    inCountry: {
      CA: "Wenn du in Kanada bist",
      GB: "Wenn du im Vereinigten Königreich bist",
      IE: "Wenn du in Irland bist",
      AU: "Wenn du in Australien bist",
      IN: "Wenn du in Indien bist",
      MX: "Wenn du in Mexiko bist",
      ES: "Wenn du in Spanien bist",
      AR: "Wenn du in Argentinien bist",
      CO: "Wenn du in Kolumbien bist",
      FR: "Wenn du in Frankreich bist",
      BE: "Wenn du in Belgien bist",
      CH: "Wenn du in der Schweiz bist",
      DE: "Wenn du in Deutschland bist",
      AT: "Wenn du in Österreich bist",
      BR: "Wenn du in Brasilien bist",
      PT: "Wenn du in Portugal bist",
      IT: "Wenn du in Italien bist",
      CN: "Wenn du in Festlandchina bist",
      TW: "Wenn du in Taiwan bist",
      HK: "Wenn du in Hongkong bist",
      SG: "Wenn du in Singapur bist",
      EG: "Wenn du in Ägypten bist",
      AE: "Wenn du in den Vereinigten Arabischen Emiraten bist",
      LB: "Wenn du im Libanon bist",
      BD: "Wenn du in Bangladesch bist",
      EU: "Überall in der Europäischen Union",
    },
    call: "{number} anrufen",
    callOption: "{number} anrufen, dann die {option} drücken",
    text: "SMS an {number}",
    textKeyword: "{keyword} per SMS an {number}",
    always: "Rund um die Uhr",
    daily: "Täglich von {from} bis {to} Uhr",
    inLanguages: "Gespräche auf {languages}",
    languageNames: {
      en: "Englisch",
      es: "Spanisch",
      fr: "Französisch",
      de: "Deutsch",
      pt: "Portugiesisch",
      it: "Italienisch",
      zh: "Hochchinesisch",
      yue: "Kantonesisch",
      ar: "Arabisch",
    },
    listComma: ", ",
    listAnd: "{list} und {last}",
    usNotes: {
      lifeline: "Bei Anrufen wird auf Wunsch gedolmetscht, auch auf Deutsch (mehr als {count} Sprachen).",
      textLine: "Per SMS nur auf Englisch oder Spanisch.",
      chat: "Nur auf Englisch oder Spanisch.",
    },
    emergency: {
      title: "Im Notfall die 911 anrufen",
      detail: "Polizei, Feuerwehr und Rettungsdienst (USA), rund um die Uhr",
    },
    officialSite: "Offizielle Website",
    safeSpace: {
      heading: "Wenn du jetzt Hilfe brauchst",
      intro:
        "Unter diesen Nummern hören dir geschulte Menschen zu. Zuerst kommen die Nummern in den USA, danach die in anderen Ländern für Menschen, die Deutsch sprechen. Wenn du in Gefahr bist, ruf sofort den Notruf in deinem Land an.",
    },
  },
  reminder: {
    title: "Eine freundliche Erinnerung",
    messages: [
      "Wir sind da, um dir bei der Suche nach deinem Sinn zu helfen, nicht um Diagnosen zu stellen! Im Notfall wähle die 988.",
      "Du bist wichtig, und durch schwere Momente musst du nie allein gehen. Ruf die 988 an oder schreib ihr eine SMS – jederzeit, Tag und Nacht.",
      "Wenn dir gerade alles zu schwer wird, hol dir Hilfe: Ruf die 988 an oder schreib ihr eine SMS, oder sende HELLO an 741741, um mit jemandem zu sprechen, dem du wichtig bist.",
      "Unsere Mentorinnen und Mentoren begleiten dich auf dem Weg zu deinem Sinn, aber wir sind kein Krisendienst. Wenn es dir nicht gut geht, ruf die 988 an oder schreib ihr eine SMS.",
      "Wenn du oder ein Mensch, den du liebst, in akuter Gefahr ist, ruf die 911. Unterstützung in einer Krise bekommst du rund um die Uhr unter der 988 – per Anruf oder SMS.",
    ],
    dismiss: "Erinnerung schließen",
  },
  /** The home page's image carousel (APG carousel pattern). */
  carousel: {
    roleDescription: "Karussell",
    slideRoleDescription: "Folie",
    pause: "Diashow anhalten",
    play: "Diashow abspielen",
    slidePosition: "{position} von {count}",
    showImage: "Bild {position} von {count} zeigen",
  },
  /** Names of page regions and link lists read by screen readers. */
  regions: {
    researchTopics: "Forschungsthemen",
    highlights: "Höhepunkte",
    moreOfJourney: "Mehr von diesem Weg",
  },
  /** After an external link's text, for screen readers. */
  opensInNewTab: "(öffnet sich in einem neuen Tab)",
};
