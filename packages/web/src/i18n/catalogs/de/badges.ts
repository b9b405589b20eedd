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
    searching: "Suche läuft...",
    results: "Gefundene Abzeichen ({count})",
    more: "Angezeigt werden die 50 neuesten. Gib mehr vom Namen ein, um die Suche einzugrenzen.",
    none: "Ein Abzeichen mit diesem Namen hat noch niemand verdient.",
    failed: "Die Suche hat gerade nicht geklappt. Bitte versuch es in einer Minute noch einmal.",
  },
  board: {
    loading: "Die neuesten Abzeichen werden geladen...",
    failed:
      "Die aktuellen Abzeichen-Zahlen sind gerade nicht verfügbar. Bitte versuch es später noch einmal.",
    earners: { one: "1 Person hat es verdient", other: "{count} Personen haben es verdient" },
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
      badgeCount: { one: "1 Abzeichen", other: "{count} Abzeichen" },
      rank: "Platz {rank}",
      name: "Person {rank}",
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
        name: "Sinnsucher",
        howToEarn: [
          "Einschätzung zur Sinnfindung abgeschlossen",
          "Dein Feuer-Statement geteilt",
          "Erste Bewerbung eingereicht",
          "{weeks}-wöchiges {brand}-Curriculum abgeschlossen",
        ],
      },
      community_builder: {
        name: "Gemeinschaftsstifter",
        howToEarn: [
          "Einer Kleingruppe beigetreten",
          "Eine Gruppendiskussion geleitet",
          "Mindestens 3 Personen in die Gemeinschaft eingeladen",
          "Eine Gemeinschaftsveranstaltung organisiert",
        ],
      },
      mentor: {
        name: "Mentor",
        howToEarn: [
          "Einen anderen Studierenden begleitet",
          "Mehr als 10 bedeutsame Gespräche",
          "Jemandem in einer Krise beigestanden",
          "Offizieller Mentor geworden",
        ],
      },
      creator: {
        name: "Gestalter",
        howToEarn: [
          "Erstes Projekt erstellt",
          "Ressource oder Inhalt veröffentlicht",
          "Projekt hat mehr als 100 Menschen geholfen",
          "Einkommen mit dem eigenen Werk erzielt",
        ],
      },
      advocate: {
        name: "Fürsprecher",
        howToEarn: [
          "Sich für eine Sache eingesetzt",
          "Eine politische Empfehlung erarbeitet",
          "Finanzierung für ein Projekt gesichert",
          "Systemischen Wandel angestoßen",
        ],
      },
      wellness_champion: {
        name: "Wohlbefinden-Champion",
        howToEarn: [
          "30 Tage beständige Praxis",
          "Einschätzung zum Wohlbefinden abgeschlossen",
          "Eigene Geschichte zur psychischen Gesundheit geteilt",
          "Anderen bei ihrem Wohlbefinden geholfen",
        ],
      },
    },
  },
  awards: {
    firstStepChampion: {
      name: "Meister des ersten Schritts",
      description: "Hat mit der Bewerbung bei der {brand} University den ersten Schritt gewagt",
    },
    fireStarter: {
      name: "Funkenschläger",
      description: "Hat sein Feuer geteilt und sich verpflichtet, etwas zum Guten zu verändern",
    },
  },
  explainer: {
    heading: "So verdienst du Abzeichen",
    intro: "Jedes Abzeichen steht für einen echten Schritt auf deinem Weg. So kommen sie zu dir.",
    steps: [
      {
        title: "Geh den ersten Schritt",
        body: "Bewirb dich auf der Seite Loslegen, und das Abzeichen Meister des ersten Schritts gehört sofort dir.",
      },
      {
        title: "Teile dein Feuer",
        body: "Erzähl uns unter Teile dein Feuer, für welche Sache du dich einsetzt, und verdiene das Abzeichen Funkenschläger.",
      },
      {
        title: "Wachse mit deiner Gruppe",
        body: "Tritt einer Kleingruppe bei, leite eine Diskussion, begleite jemanden: Die Kategorien oben zeigen alle Wege zu einem Abzeichen.",
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
    trialAction: "{days} Tage kostenlos testen",
    afford: "Zu teuer für dich? Bewirb dich trotzdem",
    banner: {
      title: "{days} Tage komplett KOSTENLOS",
      points: ["Keine Zahlungsdaten nötig", "Keine Verpflichtung", "Jederzeit kündbar"],
    },
    plans: {
      heading: "Pläne für jede Lebensphase",
      intro: "Starte mit {days} kostenlosen Tagen und mach dann mit dem Plan weiter, der zu dir passt.",
      popular: "AM BELIEBTESTEN",
      cards: {
        trial: {
          name: "{days} Tage kostenlos testen",
          price: "KOSTENLOS",
          period: "für {days} Tage",
          features: [
            "1 Live-Treffen mit dem Gründer",
            "Einschätzung zur Sinnfindung",
            "Zugang zur Community-Plattform",
            "Einführung in die 5 Grundprinzipien",
            "Persönlicher Fahrplan",
            "Voller Plattformzugang für {days} Tage",
            "Keine Kreditkarte",
            "Jederzeit kündbar",
          ],
          ctaLabel: "Kostenlos testen",
          note: "Keine Zahlungsdaten, keine Verpflichtung, jederzeit kündbar. Dein Test läuft einfach aus, ohne dass Kosten entstehen.",
        },
        student: {
          name: "Studierenden-Plan",
          price: "$25",
          period: "pro Woche",
          audience: "Für eingeschriebene Studierende",
          features: [
            "Wöchentliches Live-Mentoring",
            "Persönliches Curriculum",
            "Zugang zur Universität",
            "Unterstützungsgruppen mit 3 bis 8 Gleichgesinnten",
            "Projektportfolio",
            "Monatliche Fortschrittsgespräche",
            "Möglichkeiten für Studienleistungen",
            "Unterstützung bei der Jobvermittlung",
            "Abzeichen- & Erfolgssystem",
            "Zugang zu allen Ressourcen",
          ],
          ctaLabel: "Studierenden-Plan wählen",
          note: "Die sichere Kartenzahlung öffnet sich in einem neuen Tab.",
        },
        professional: {
          name: "Berufstätigen-Plan",
          price: "$35",
          period: "pro Woche",
          audience: "Für Berufstätige",
          featuresLead: "Alles aus dem Studierenden-Plan, dazu:",
          features: [
            "Begleitung beim beruflichen Wechsel",
            "Mentoring auf Führungsebene",
            "Berufliches Netzwerk (Team aus 14 Mitgliedern)",
            "Ressourcen für die Geschäftsentwicklung",
            "Trainingsmodule zu Führung",
            "Unterstützung für Gründer",
            "Coaching für die Verbindung von Arbeit und Leben",
            "Bevorzugte Antwortzeiten",
            "Erweiterte Werkzeuge zur Sinnfindung",
          ],
          ctaLabel: "Berufstätigen-Plan wählen",
          note: "Die sichere Kartenzahlung öffnet sich in einem neuen Tab.",
        },
      },
    },
    compare: {
      heading: "Vergleiche den Wert",
      intro: "Was es üblicherweise kostet, eine Richtung zu finden – und was es hier kostet.",
      best: "BESTER WERT",
      college: { option: "Klassisches Studium", cost: "Über 40.000 $ pro Jahr" },
      therapy: { option: "Therapie", cost: "200 $ und mehr" },
      ember: { cost: "100–140 $ pro Monat" },
    },
    help: {
      heading: "Zu teuer für dich? Wir helfen.",
      conditions: ["Sei regelmäßig dabei", "Lebe die 5 Prinzipien", "Erledige die Aufgaben", "Hilf anderen"],
      action: "Jetzt bewerben",
    },
  },
};
