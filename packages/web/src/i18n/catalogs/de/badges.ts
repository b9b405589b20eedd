import type { Catalog } from "../en/index.ts";

export const badges: Catalog["badges"] = {
  page: {
    eyebrow: "Feiere deinen Weg",
    title: "Abzeichen",
    tagline: "Kleine Schritte verdienen es, gefeiert zu werden.",
    applyAction: "Jetzt bewerben & erstes Abzeichen verdienen",
    storiesAction: "Erfolgsgeschichten lesen",
  },
  search: {
    heading: "Finde ein Abzeichen",
    intro:
      "Gib den Namen eines Abzeichens oder einen Teil davon ein, um zu sehen, wann es zuletzt verdient wurde. Wer es verdient hat, wird nie angezeigt.",
    label: "Name des Abzeichens",
    button: "Suchen",
    searching: "Suche läuft…",
    results: "Gefundene Abzeichen ({count})",
    more: "Angezeigt werden die 50 neuesten. Gib mehr vom Namen ein, um die Suche einzugrenzen.",
    none: "Ein Abzeichen mit diesem Namen hat noch niemand verdient.",
    failed: "Die Suche hat gerade nicht geklappt. Bitte versuch es in einer Minute noch einmal.",
  },
  board: {
    loading: "Die neuesten Abzeichen werden geladen…",
    failed:
      "Die aktuellen Abzeichen-Zahlen sind gerade nicht verfügbar. Bitte versuch es später noch einmal.",
    earners: { one: "{count} Person hat es verdient", other: "{count} Personen haben es verdient" },
    holder: "Eine teilnehmende Person",
    recent: {
      heading: "Neueste Erfolge",
      intro: "Die zwölf neuesten Abzeichen aus der ganzen Gemeinschaft.",
      empty: "Bisher wurde noch kein Abzeichen verdient. Deins könnte das erste sein.",
    },
    top: {
      heading: "Die Engagiertesten",
      intro:
        "Die Menschen mit den meisten Abzeichen, nur nach ihrem Platz gezeigt – nie mit Namen oder E-Mail-Adresse.",
      empty: "Noch niemand hat ein Abzeichen verdient.",
      badgeCount: { one: "{count} Abzeichen", other: "{count} Abzeichen" },
      rank: "Platz {rank}",
      name: "Teilnehmende Person {rank}",
      medals: ["Gold", "Silber", "Bronze"],
    },
  },
  categories: {
    heading: "Abzeichen-Kategorien",
    intro: "Sechs Wege zu wachsen – und wie du jedes Abzeichen verdienst.",
    howToEarn: "So verdienst du es",
    badgeLabel: "Abzeichen {category}",
    items: {
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
  },
  awards: {
    firstStepChampion: {
      name: "Champion des ersten Schritts",
      description: "Hat mit der Bewerbung bei der {brand} University den ersten Schritt gewagt",
    },
    fireStarter: {
      name: "Funkenschläger*in",
      description: "Hat das eigene Feuer geteilt und sich verpflichtet, etwas zum Guten zu verändern",
    },
  },
  explainer: {
    heading: "So verdienst du Abzeichen",
    intro: "Jedes Abzeichen steht für einen echten Schritt auf deinem Weg. So kommen sie zu dir.",
    steps: [
      {
        title: "Geh den ersten Schritt",
        body: "Bewirb dich auf der Seite „Jetzt starten“, und das Abzeichen „Champion des ersten Schritts“ gehört sofort dir.",
      },
      {
        title: "Teile dein Feuer",
        body: "Erzähl uns auf der Seite „Teile dein Feuer“, für welches Anliegen du dich einsetzt, und verdiene das Abzeichen „Funkenschläger*in“.",
      },
      {
        title: "Wachse mit deiner Gruppe",
        body: "Tritt einer Kleingruppe bei, leite eine Diskussion, begleite jemanden im Mentoring: Die Kategorien oben zeigen alle Wege zu einem Abzeichen.",
      },
      {
        title: "Privat von Anfang an",
        body: "Die Übersicht zeigt nie deinen Namen oder deine E-Mail-Adresse. Jedes Abzeichen erscheint als von einer teilnehmenden Person verdient.",
      },
    ],
  },
  pricing: {
    pricingEyebrow: "Preise",
    subscriptionsEyebrow: "Abonnements",
    title: "Wähle deinen Weg",
    tagline: "Starte kostenlos. Wachse in deinem eigenen Tempo.",
    trialAction: "{days}-tägige kostenlose Testphase starten",
    afford: "Zu teuer für dich? Bewirb dich trotzdem",
    banner: {
      title: "{days} Tage komplett KOSTENLOS",
      points: ["Keine Zahlungsdaten nötig", "Keine Verpflichtung", "Jederzeit kündbar"],
    },
    plans: {
      heading: "Tarife für jede Lebensphase",
      intro: "Starte mit {days} kostenlosen Tagen und mach dann mit dem Tarif weiter, der zu dir passt.",
      popular: "AM BELIEBTESTEN",
      cards: {
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
          ctaLabel: "Kostenlose Testphase starten",
          note: "Keine Zahlungsdaten, keine Verpflichtung, jederzeit kündbar. Deine Testphase läuft einfach aus, ohne dass Kosten entstehen.",
        },
        student: {
          name: "Studierenden-Tarif",
          price: "25 US$",
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
          ctaLabel: "Studierenden-Tarif wählen",
          note: "Die sichere Kartenzahlung öffnet sich in einem neuen Tab.",
        },
        professional: {
          name: "Berufstätigen-Tarif",
          price: "35 US$",
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
          ctaLabel: "Berufstätigen-Tarif wählen",
          note: "Die sichere Kartenzahlung öffnet sich in einem neuen Tab.",
        },
      },
    },
    compare: {
      heading: "Vergleiche den Wert",
      intro: "Was es üblicherweise kostet, eine Richtung zu finden – und was es hier kostet.",
      best: "BESTER WERT",
      college: { option: "Klassisches Studium", cost: "Über 40.000 US$ pro Jahr" },
      therapy: { option: "Therapie", cost: "200 US$ und mehr" },
      ember: { cost: "100–140 US$ pro Monat" },
    },
    help: {
      heading: "Zu teuer für dich? Wir helfen.",
      conditions: ["Sei regelmäßig dabei", "Lebe die 5 Prinzipien", "Erledige die Aufgaben", "Hilf anderen"],
      action: "Jetzt bewerben",
    },
  },
};
