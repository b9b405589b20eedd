import type { Catalog } from "../en/index.ts";

export const chat: Catalog["chat"] = {
  disclaimer: {
    heading: "Bevor du anfängst",
    does: {
      title: "Was der Assistent kann",
      items: [
        "Dir erklären, wie {product} funktioniert: Mentoring, Kleingruppen, Tarife und die kostenlose Testphase",
        "Dir helfen, über deinen Sinn, deine Berufung und deine nächsten Schritte nachzudenken",
        "Dich zur passenden Seite, Ressource oder Person in unserem Team führen",
        "Häufige Fragen zum Zeitaufwand und zum Einstieg beantworten",
      ],
    },
    cannot: {
      title: "Was er nicht kann",
      items: [
        "Diagnosen stellen, behandeln oder medizinischen oder psychologischen Rat geben",
        "Eine Beratungsfachkraft, eine Ärztin, einen Arzt oder andere zugelassene Fachleute ersetzen",
        "Auf Notfälle oder Krisen reagieren",
        "Sich von einem Besuch zum nächsten an dich erinnern",
      ],
    },
  },
  crisisNote: {
    title: "Wenn du in einer Krise bist, hol dir jetzt Hilfe",
    body: "In den USA erreichst du die Suicide & Crisis Lifeline jederzeit per Anruf oder SMS unter 988. Du kannst auch HELLO per SMS an 741741 senden. Außerhalb der USA wende dich bitte an die Krisenhotline oder den Notruf in deinem Land. Im Notfall wähle 911.",
  },
  gate: {
    resourcesTitle: "Wenn du jetzt sofort Hilfe brauchst",
    resources: [
      "In den USA: Ruf die 988 an oder schreib eine SMS, rund um die Uhr, Tag und Nacht.",
      "Außerhalb der USA wende dich bitte an die Krisenhotline oder den Notruf in deinem Land.",
    ],
    localResourcesLink: "Finde eine Hilfe-Hotline in deinem Land",
    acknowledgement:
      "Ich verstehe: Der {product}-Assistent ist für die Sinnfindung und für Fragen zum Programm da. Er ist kein Krisendienst und gibt keinen medizinischen oder psychologischen Rat. Wenn ich in einer Krise bin, rufe ich in den USA die 988 an oder schreibe eine SMS, oder ich wende mich an den Notruf in meinem Land.",
    start: "Ich verstehe – Gespräch beginnen",
    tickFirst: "Kreuze zuerst das Kästchen oben an und beginne dann das Gespräch.",
    opening: "Das Gespräch wird geöffnet…",
    loadFailed:
      "Das Gespräch konnte nicht geöffnet werden. Bitte prüfe deine Verbindung und versuch es noch einmal. Wenn du jetzt sofort Hilfe brauchst, ruf in den USA die 988 an oder schreib eine SMS, oder wende dich an den Notruf in deinem Land.",
    retry: "Erneut versuchen",
  },
  view: {
    heading: "Chatte mit dem {product}-Assistenten",
    faqPrompt: "Suchst du eine schnelle Antwort?",
    faqLink: "Zu den häufigen Fragen",
    footer: "Lieber mit einem Menschen sprechen? Schreib uns an",
  },
  messages: {
    logLabel: "Unterhaltung",
    assistantLabel: "{product}-Assistent",
    userLabel: "Du",
    safetyLabel: "SICHERHEITSHINWEIS",
    typing: "{product} schreibt…",
    scrollToTop: "Nach oben",
  },
  composer: {
    inputLabel: "Deine Nachricht",
    placeholder: "Schreib deine Nachricht…",
    inputHint: "Enter zum Senden, Umschalt+Enter für eine neue Zeile.",
    send: "Senden",
    remaining: { one: "Noch {count} Zeichen", other: "Noch {count} Zeichen" },
  },
  suggestions: {
    title: "Vorgeschlagene Fragen",
    questions: [
      "Woran merke ich, ob {product} das Richtige für mich ist?",
      "Was unterscheidet {product} von anderen Programmen?",
      "Wie viel Zeit muss ich pro Woche einplanen?",
      "Können internationale Studierende teilnehmen?",
      "Was passiert, wenn mein Praktikum endet?",
      "Wie entdecke ich meinen Sinn?",
    ],
  },
  greeting:
    "Hallo, ich bin der {product}-Assistent. Ich bin hier, um dir zu helfen, deinen Sinn zu entdecken, und um deine Fragen zu {product} zu beantworten: zum Mentoring, zu den Kleingruppen, zum Zeitaufwand und zum Einstieg.\n\nIch begleite dich bei der Sinnfindung, bin aber kein Krisendienst und kann weder Beratung noch Behandlung anbieten. Wenn du in einer Krise bist, ruf in den USA bitte die 988 an oder schreib eine SMS, oder wende dich an den Notruf in deinem Land. Worüber möchtest du sprechen?",
  fallbackReply:
    "Es tut mir leid, ich kann gerade nicht antworten. Bitte versuch es gleich noch einmal, oder schreib uns einfach direkt an {email}. Ich bin für dich da.",
  safetyReplies: {
    1: "Was du mir erzählst, macht mir große Sorgen, und ich bin froh, dass du es mir gesagt hast. Dein Leben zählt. Wenn du in unmittelbarer Gefahr bist, ruf bitte sofort die 911 an oder geh in die nächste Notaufnahme. Du kannst jederzeit die 988 anrufen oder eine SMS schreiben, um mit einer geschulten Beratungsfachkraft zu sprechen, oder HELLO per SMS an 741741 senden. Außerhalb der USA wende dich bitte an den Notruf in deinem Land.",
    2: "Es klingt, als würdest du gerade eine sehr schwere Zeit durchmachen, und es tut mir so leid, dass du das tragen musst. Du musst da nicht allein durch. Ruf bitte die 988 an oder schreib eine SMS, um jetzt gleich mit einer geschulten Beratungsfachkraft zu sprechen, oder sende HELLO per SMS an 741741. Außerhalb der USA wende dich bitte an die Krisenhotline in deinem Land.",
    3: "Danke, dass du mir das anvertraust. Was du gerade erlebst, ist wichtig, und du verdienst Unterstützung von geschulten Fachleuten, die dich dabei begleiten können. Du kannst jederzeit die 988 anrufen oder eine SMS schreiben, oder HELLO per SMS an 741741 senden. Außerhalb der USA wende dich bitte an die Krisenhotline in deinem Land. Ich bin weiter für dich da, wenn du weiterreden möchtest.",
  },
  crisisDialog: {
    title: "Hilfe in der Krise ist da",
    headlines: {
      1: "Wenn du in unmittelbarer Gefahr bist, ruf bitte sofort die 911 an oder geh in die nächste Notaufnahme.",
      2: "Es klingt, als würdest du gerade eine sehr schwere Zeit durchmachen. Du musst da nicht allein durch.",
      3: "Du verdienst Unterstützung von geschulten Fachleuten. Kostenlose, vertrauliche Hilfe ist für dich da.",
    },
    resourcesLabel: "So erreichst du jetzt jemanden",
    resources: {
      call: {
        title: "988 anrufen oder SMS schreiben",
        detail: "Suicide & Crisis Lifeline (USA), rund um die Uhr",
      },
      text: { title: "HELLO an 741741 senden", detail: "Crisis Text Line (USA), rund um die Uhr" },
      chat: { title: "Online chatten" },
      local: {
        title: "Außerhalb der USA",
        detail: "Ruf die Krisenhotline oder den Notruf in deinem Land an",
      },
    },
    directory: "Nicht in den USA? Finde eine kostenlose, vertrauliche Hilfe-Hotline in deinem Land",
    getHelp: "Jetzt Hilfe holen",
    newTab: "(öffnet sich in einem neuen Tab)",
    close: "Schließen",
  },
};
