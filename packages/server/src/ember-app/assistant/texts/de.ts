import type { AssistantTexts } from "./assistant-texts.ts";

/**
 * The chat's own words in German (docs/translation/de.md): du, „…“, the figures as the pages write them.
 * The apology, the plans and the badges are the words the site shows
 * (packages/web/src/i18n/catalogs/de/chat.json and badges.json); the FAQ and the core values come from the
 * pages' reviewed translations.
 */
export const de: AssistantTexts = {
  fallback:
    "Es tut mir leid, ich kann gerade nicht antworten. Bitte versuch es gleich noch einmal, oder schreib uns einfach direkt an {email}. Ich bin für dich da.",
  safety: {
    resources:
      "In den USA erreichst du die Suicide & Crisis Lifeline jederzeit unter {crisisLine}, per Anruf oder SMS, oder du schickst {textWord} per SMS an {textLine}. Außerhalb der USA wende dich bitte an die Krisenhotline oder den Notruf in deinem Land.",
    notAlone:
      "Du bist nicht allein, und du bist wichtig. Ich bin der {product}-Assistent, keine Beratungsfachkraft – bitte wende dich jetzt an Menschen, die dafür ausgebildet sind zu helfen. Auch jemand aus unserem Team weiß schon Bescheid: Ein echter Mensch weiß, dass du dich gemeldet hast.",
    tiers: {
      1: "Was du mir erzählst, macht mir große Sorgen. Wenn du in unmittelbarer Gefahr bist oder diesen Gedanken folgen könntest, ruf bitte sofort {emergency} an oder geh in die nächste Notaufnahme.\n\n{resources}\n\n{notAlone}",
      2: "Es klingt, als würdest du gerade eine sehr schwere Zeit durchmachen, und ich bin froh, dass du es ausgesprochen hast. Diese Gefühle wiegen schwer, und du musst sie nicht allein tragen.\n\n{resources} Wenn du jemals das Gefühl hast, diesen Gedanken folgen zu können, ruf {emergency} an.\n\n{notAlone}",
      3: "Danke, dass du mir das anvertraust. Was du gerade erlebst, ist wichtig, und du verdienst Unterstützung von geschulten Fachleuten, die dich dabei begleiten.\n\n{resources} Wenn du in Gefahr bist, ruf {emergency} an.\n\n{notAlone}",
    },
  },
  grief: [
    "Es tut mir so leid, dass du diesen Verlust erlebst. Trauer kann schwer und verwirrend sein, und was auch immer du gerade fühlst, ist in Ordnung. Danke, dass du es mir erzählst.",
    "Du verdienst Unterstützung von Menschen, die dich durch diese Zeit begleiten. Wenn es dir einmal zu viel wird, erreichst du in den USA jederzeit die {crisisLine} per Anruf oder SMS, oder du schickst {textWord} per SMS an {textLine}; außerhalb der USA ist auch die Krisenhotline in deinem Land für dich da.",
    "Wenn du so weit bist, sind unsere Mentorinnen und Mentoren und unsere Kleingruppen ein Ort, an dem du gehört wirst und das nicht allein tragen musst. Du kannst uns auch an {email} schreiben – ein echter Mensch antwortet dir.",
  ],
  sentences: "{first} {second}",
  offline: {
    intro:
      "Danke für deine Nachricht. Ich bin der {product}-Assistent und helfe dir gern bei Fragen zum Sinn, zu unserem Mentoring und den Kleingruppen, zum Zeitaufwand, zu den Tarifen und der kostenlosen Testphase und dazu, wie du anfangen kannst.",
    about:
      "{product} ist eine vom Glauben inspirierte, an Belegen orientierte Mentoring-Gemeinschaft. Seit November 2024 haben hier über 2.098 Menschen aus mehr als 34 Ländern Mentorinnen, Mentoren und Kleingruppen gefunden – mit einer Zufriedenheit von 97,1\u00a0%.",
    askMore:
      "Magst du mir ein bisschen mehr darüber erzählen, wonach du suchst? Oder schreib uns an {email} – ein echter Mensch antwortet dir innerhalb von 24 Stunden.",
    closings: [
      "Wo auch immer du gerade auf deinem Weg stehst, du musst ihn nicht allein gehen.",
      "Jeder Mensch ist mit einem Sinn geschaffen, und es lohnt sich, deinen zu suchen.",
      "Wir gehen den nächsten Schritt gern mit dir.",
    ],
  },
  knowledge: {
    steps: {
      apply:
        "Dein nächster Schritt: Bewirb dich auf der Seite „Jetzt starten“ ({getStarted}) und buche ein kostenloses Treffen mit {founder}; wir antworten innerhalb von 24 Stunden.",
      trial:
        "Dein nächster Schritt: Starte die {days}-tägige kostenlose Testphase auf der Seite „Preise“ ({pricing}); Zahlungsdaten brauchst du dafür nicht.",
      faq: "Dein nächster Schritt: Lies mehr in den häufigen Fragen ({faq}) oder bewirb dich auf der Seite „Jetzt starten“ ({getStarted}) und sprich es mit {founder} durch.",
      fire: "Dein nächster Schritt: Wirf mit dem Formular „Brennt dieses Feuer in dir?“ ({shareYourFire}) einen ersten ehrlichen Blick auf dich und bring, was du entdeckst, zu einem kostenlosen Treffen mit {founder} mit.",
      badges:
        "Dein nächster Schritt: Sieh dir auf der Seite „Abzeichen“ ({badges}) an, welche Abzeichen du schon erhalten hast.",
      contact:
        "Dein nächster Schritt: Schreib uns an {email}; ein echter Mensch antwortet dir innerhalb von 24 Stunden.",
    },
    faqKeywords: "{name} {description}",
    plan: {
      title: "{name}: {price} {period}",
      text: "{name}: {price} {period}{audience}. Enthalten: {features}. {note}",
      audience: " ({audience})",
      featuresLead: "{lead} {features}",
      keywords: "preis kosten bezahlen tarif abo gebühr wöchentlich geld leisten",
    },
    pricingHelp: {
      title: "Was kostet es, und was, wenn ich es mir nicht leisten kann?",
      keywords: "preis kosten leisten finanzielle hilfe unterstützung stipendium geld wert günstig teuer",
      text: "Nach der {days}-tägigen kostenlosen Testphase kostet der Studierenden-Tarif 25\u00a0US$ pro Woche und der Berufstätigen-Tarif 35\u00a0US$ pro Woche, also etwa 100–140\u00a0US$ pro Monat – gegenüber über 40.000\u00a0US$ pro Jahr für ein klassisches Studium. Wenn 25–35\u00a0US$ pro Woche für dich nicht drin sind, unterstützen wir Mitglieder finanziell, die beständig dabei sind, die fünf Prinzipien ({values}) leben, die Arbeit erledigen und anderen helfen.",
    },
    programmeTime: {
      title: "Wie viel Zeit braucht das Programm pro Woche?",
      keywords: "zeit stunden woche wöchentlich aufwand zeitplan beschäftigt dauer",
      text: "Der wöchentliche Aufwand hängt von deinem Weg ab: 5–10 Stunden pro Woche auf dem ehrenamtlichen Weg, 10–15 Stunden auf dem Weg mit Studienleistungen und 10–15 Stunden auf dem Weg mit Aufwandsentschädigung. Ein Durchgang folgt einer {weeks}-Wochen-Struktur in Kleingruppen von 3–8 Gleichaltrigen, und am Ende hast du einen Aktionsplan für die nächsten 3–4 Monate.",
    },
    values: {
      title: "Was sind die fünf Grundwerte?",
      keywords: "werte prinzipien zusammenarbeit demut sorgfalt geduld empathie überzeugungen",
      text: "Fünf Grundwerte prägen jedes Gespräch, jede Gruppe und jeden Plan. {values}",
      value: "{name}: {description}",
    },
    figures: {
      title: "Wie vielen Menschen hat {product} geholfen?",
      keywords: "ergebnisse wirkung zahlen teilnehmende länder universitäten zufriedenheit belege forschung",
      text: "Seit November 2024 sind über 2.098 Teilnehmende aus mehr als 34 Ländern und mehr als 200 Universitäten dazugekommen, mit einer Zufriedenheit von 97,1\u00a0%. Unser Team aus 21 Menschen lebt in 7 Ländern, und wir haben in über 1.000 Gesprächen mehr als 616 Fragen beantwortet.",
    },
    crisisResources: {
      title: "Ist das eine Beratung, und wo bekomme ich in einer Krise Hilfe?",
      keywords: "krise notfall hotline therapie beratung psychische gesundheit hilfe dringend",
      text: "{product} ist kein klinischer Dienst und kein Krisendienst, und unsere Mentorinnen und Mentoren sind keine zugelassenen Fachleute für psychische Gesundheit. In einer Krise in den USA erreichst du die {crisisLine} per Anruf oder SMS, oder du schickst {textWord} per SMS an {textLine}; im Notfall ruf {emergency} an. Außerhalb der USA wende dich bitte an die Krisenhotline in deinem Land.",
    },
    badge: {
      title: "Abzeichen {category}",
      keywords: "abzeichen verdienen erhalten erfolg auszeichnung anerkennung",
      text: "So erhältst du das Abzeichen „{category}“: {ways}.",
    },
    listSeparator: ", ",
    badgeSeparator: "; ",
    lowerAudience: true,
    stopWords:
      "aber alle als also am an auch auf aus bei bin bis bist da dann das dass dein deine dem den der des die dir du ein eine einem einen einer es für hab habe hat hast ich ihr im in ist ja kann kannst man mein meine mich mir mit muss nach nicht noch nur ob oder sich sie sind so über um und uns von vor war was wie wir wo zu zum zur hallo danke bitte viel viele welche welcher welches wann warum wer gibt",
  },
  translated: {
    plans: {
      trial: {
        name: "{days}-tägige kostenlose Testphase",
        price: "KOSTENLOS",
        period: "für {days} Tage",
        features: [
          "1 Live-Treffen mit der Gründungsperson",
          "Einschätzung zur Sinnfindung",
          "Zugang zur Gemeinschaftsplattform",
          "Einführung in die 5 Grundprinzipien",
          "Persönlicher Fahrplan",
          "Voller Plattformzugang für {days} Tage",
          "Keine Kreditkarte",
          "Jederzeit kündbar",
        ],
        note: "Keine Zahlungsdaten, keine Verpflichtung, jederzeit kündbar. Deine Testphase läuft einfach aus, ohne dass Kosten entstehen.",
      },
      student: {
        name: "Studierenden-Tarif",
        price: "25\u00a0US$",
        period: "pro Woche",
        audience: "Für eingeschriebene Studierende",
        features: [
          "Wöchentliches Live-Mentoring",
          "Persönliches Curriculum",
          "Zugang zur Universität",
          "Unterstützungsgruppen in der Gemeinschaft mit 3 bis 8 Gleichaltrigen",
          "Projektportfolio",
          "Monatliche Fortschrittsgespräche",
          "Möglichkeiten für Studienleistungen",
          "Unterstützung bei der Jobvermittlung",
          "Abzeichen- & Erfolgssystem",
          "Zugang zu allen Ressourcen",
        ],
        note: "Die sichere Kartenzahlung öffnet sich in einem neuen Tab.",
      },
      professional: {
        name: "Berufstätigen-Tarif",
        price: "35\u00a0US$",
        period: "pro Woche",
        audience: "Für Berufstätige",
        featuresLead: "Alles aus dem Studierenden-Tarif, dazu:",
        features: [
          "Begleitung beim beruflichen Wechsel",
          "Mentoring auf Führungsebene",
          "Berufliches Netzwerk (Team aus 14 Mitgliedern)",
          "Ressourcen für die Geschäftsentwicklung",
          "Trainingsmodule zu Führung",
          "Unterstützung beim Gründen",
          "Coaching für die Verbindung von Arbeit und Leben",
          "Bevorzugte Antwortzeiten",
          "Erweiterte Werkzeuge zur Sinnfindung",
        ],
        note: "Die sichere Kartenzahlung öffnet sich in einem neuen Tab.",
      },
    },
    badgeCategories: {
      purpose_seeker: {
        name: "Sinnsucher*in",
        howToEarn: [
          "Einschätzung zur Sinnfindung abgeschlossen",
          "Aussage zu deinem Feuer geteilt",
          "Erste Bewerbung eingereicht",
          "{weeks}-wöchiges {brand}-Curriculum abgeschlossen",
        ],
      },
      community_builder: {
        name: "Gemeinschaftsstifter*in",
        howToEarn: [
          "Einer Kleingruppe beigetreten",
          "Eine Gruppendiskussion geleitet",
          "Mindestens 3 Personen in die Gemeinschaft eingeladen",
          "Eine Gemeinschaftsveranstaltung organisiert",
        ],
      },
      mentor: {
        name: "Mentor*in",
        howToEarn: [
          "Eine andere studierende Person im Mentoring begleitet",
          "Mehr als 10 bedeutsame Gespräche",
          "Jemandem in einer Krise beigestanden",
          "Offiziell Mentorin oder Mentor geworden",
        ],
      },
      creator: {
        name: "Gestalter*in",
        howToEarn: [
          "Erstes Projekt erstellt",
          "Ressource oder Inhalt veröffentlicht",
          "Projekt hat mehr als 100 Menschen geholfen",
          "Einkommen mit dem eigenen Werk erzielt",
        ],
      },
      advocate: {
        name: "Fürsprecher*in",
        howToEarn: [
          "Sich für ein Anliegen eingesetzt",
          "Eine politische Empfehlung erarbeitet",
          "Finanzierung für ein Projekt gesichert",
          "Systemischen Wandel angestoßen",
        ],
      },
      wellness_champion: {
        name: "Wohlbefindens-Champion",
        howToEarn: [
          "30 Tage regelmäßige Praxis",
          "Einschätzung zum Wohlbefinden abgeschlossen",
          "Eigene Geschichte zur psychischen Gesundheit geteilt",
          "Anderen bei ihrem Wohlbefinden geholfen",
        ],
      },
    },
    guides: {
      "discover-purpose": {
        title: "Wie finde ich meinen Sinn?",
        keywords: "sinn berufung bedeutung richtung leidenschaft warum finden entdecken feuer",
        text: "Sinn findet man selten allein oder auf einen Schlag; man entdeckt ihn Schritt für Schritt, in ehrlicher Selbstreflexion und echten Beziehungen. Bei {product} beginnst du mit der Einschätzung zur Sinnfindung und gehst dann einen {weeks}-wöchigen Weg mit einer Mentorin oder einem Mentor und einer Kleingruppe von 3–8 Gleichaltrigen: Du entdeckst deine Geschichte und deine Stärken, benennst dein Feuer (das Anliegen, das dich nicht loslässt), erprobst es in deiner Gemeinschaft und formst daraus einen persönlichen Aktionsplan für die nächsten 3–4 Monate.",
      },
      "share-your-fire": {
        title: "Teile dein Feuer: das Planungsformular",
        keywords: "feuer aussage plan planung formular anliegen engagement brennt",
        text: "Das Formular „Brennt dieses Feuer in dir?“ fragt, für welches Anliegen du dich einsetzt, warum es wichtig ist, wen es erreichen würde und welche Fortschritte du in 3–4 Monaten machen könntest. Wenn du es teilst, erhältst du das Abzeichen „Funkenschläger*in“ und ein persönliches Videogespräch mit {founder}, um deinen Plan zu schärfen.",
      },
      "getting-started": {
        title: "Wie fange ich an oder bewerbe mich?",
        keywords: "bewerben bewerbung mitmachen anmelden starten anfangen einschreiben erster schritt",
        text: "Der Einstieg dauert nur ein paar Minuten: Füll die Bewerbung auf der Seite „Jetzt starten“ aus, erhalte das Abzeichen „Champion des ersten Schritts“ und buche ein kostenloses Treffen mit {founder}. Wir antworten innerhalb von 24 Stunden und bringen dich mit einer Mentorin oder einem Mentor oder mit einer Kleingruppe zusammen. Für die {days}-tägige kostenlose Testphase brauchst du keine Zahlungsdaten.",
      },
      about: {
        title: "Was ist {product}?",
        keywords: "über mission gegründet geschichte gemeinschaft mentoring glaube belege",
        text: "{product} ist eine vom Glauben inspirierte, an Belegen orientierte Gemeinschaft für Mentoring und Sinnfindung: Wir bringen Menschen mit ihrem Sinn in Verbindung, Gespräch für Gespräch. Seit der Gründung im November 2024 sind über 2.098 Teilnehmende aus mehr als 34 Ländern dazugekommen, mit einer Zufriedenheit von 97,1\u00a0%. Unsere Mentorinnen und Mentoren sind Ehrenamtliche, keine zugelassenen Fachleute für psychische Gesundheit, und {product} ist kein klinischer Dienst und kein Krisendienst.",
      },
      contact: {
        title: "Wie erreiche ich einen echten Menschen?",
        keywords: "kontakt e-mail sprechen mensch person team erreichen hilfe frage",
        text: "Was bei uns ankommt, liest ein echter Mensch aus unserem Team. Schreib jederzeit an {email}, und wir antworten innerhalb von 24 Stunden. Nach deiner Bewerbung kannst du auch ein kostenloses Treffen mit {founder} buchen.",
      },
    },
  },
};
