import type { Catalog } from "../en/index.ts";

export const assessment: Catalog["assessment"] = {
  section: {
    heading: "Mach die Einschätzung",
    intro: "Etwa fünf Minuten. Antworte ehrlich – es ist für dich.",
  },
  contact: {
    heading: "Warum diese Selbstreflexion wichtig ist",
    labels: { first_name: "Vorname *", last_name: "Nachname *", email: "Deine beste E-Mail-Adresse *" },
    receive:
      "Das erwartet dich: persönliche Ergebnisse per E-Mail und dazu ein kostenloses Führungs- und Karriere-Coaching mit {founderName}",
    begin: "Einschätzung starten",
    beginHint: "Gib deinen Vornamen, deinen Nachnamen und deine E-Mail-Adresse ein, um zu beginnen.",
  },
  step: {
    progressLabel: "Fortschritt der Einschätzung",
    stepOf: "Schritt {step} von {total}",
    progressValue: "{stepOf}, {percent}",
    scaleHint: "Wie oft trifft jede Aussage auf dich zu?",
    statementNumber: "{number}. {statement}",
    back: "Zurück",
    next: "Weiter",
    finish: "Ergebnisse ansehen",
    incompleteHint: "Beantworte alle fünf Aussagen, um weiterzumachen.",
  },
  scale: ["Nie", "Selten", "Manchmal", "Meistens", "Beständig"],
  categories: {
    academics: {
      name: "Lernen und Studium",
      statements: [
        "Ich bleibe beim Lernstoff am Ball und gebe Aufgaben pünktlich ab.",
        "Ich plane meine Lernzeit für die kommende Woche.",
        "Ich bitte eine Lehrkraft, einen Tutor oder jemanden aus meinem Kurs um Hilfe, wenn ich nicht weiterkomme.",
        "Ich sehe, wie das, was ich lerne, mit meinen Zielen zusammenhängt.",
        "Ich habe einen Ort und eine Zeit, an denen ich konzentriert lernen kann.",
      ],
    },
    finances: {
      name: "Finanzen",
      subtitle: "Sei offen und ehrlich zu dir selbst",
      statements: [
        "Ich weiß, wie viel Geld jeden Monat reinkommt und rausgeht.",
        "Ich halte mich an ein Budget oder einen Ausgabenplan.",
        "Ich lege etwas Geld zum Sparen oder für unerwartete Kosten zurück.",
        "Ich weiß, wo ich finanzielle Unterstützung, Stipendien oder Beratung rund ums Geld finde.",
        "Ich kann in Ruhe über meine Finanzen nachdenken und einen Plan machen.",
      ],
    },
    social: {
      name: "Soziale Beziehungen",
      subtitle: "Es gibt keine richtigen oder falschen Antworten",
      statements: [
        "Ich habe mindestens einen Menschen, mit dem ich reden kann, wenn es schwer wird.",
        "Ich verbringe Zeit mit Freunden oder Familie auf eine Weise, die mir neue Kraft gibt.",
        "Ich habe das Gefühl, an meiner Schule oder in meiner Gemeinschaft dazuzugehören.",
        "Ich melde mich bei den Menschen um mich herum und frage, wie es ihnen geht.",
        "Ich bin Teil einer Gruppe, eines Vereins, eines Teams oder einer Glaubensgemeinschaft.",
      ],
    },
    precision: {
      name: "Sorgfalt",
      statements: [
        "Ich bringe zu Ende, was ich anfange.",
        "Ich prüfe meine Arbeit auf Fehler, bevor ich sie abgebe.",
        "Ich schreibe meine Aufgaben und Fristen auf, damit nichts untergeht.",
        "Ich zerlege große Ziele in kleine, konkrete Schritte.",
        "Ich halte die Versprechen, die ich mir selbst und anderen gebe.",
      ],
    },
    physical: {
      name: "Körperliches Wohlbefinden",
      subtitle: "Es gibt keine richtigen oder falschen Antworten",
      statements: [
        "Ich schlafe vor Schul- oder Unitagen mindestens sieben Stunden.",
        "Ich bewege mich mindestens 30 Minuten am Tag.",
        "Ich esse regelmäßig Mahlzeiten, die mir Energie geben.",
        "Ich trinke über den Tag verteilt genug Wasser.",
        "Ich mache Pausen, um mich auszuruhen und zu erholen, wenn ich sie brauche.",
      ],
    },
  },
  tiers: {
    beginning: {
      name: "Am Anfang – Zuhören",
      description: "Du stehst am Anfang deines Weges zu mehr Wohlbefinden.",
      recommendations: [
        {
          title: "Mini-Gewohnheiten",
          advice:
            "Wähle eine Gewohnheit, die so klein ist, dass man sie kaum auslassen kann, zum Beispiel zwei Minuten Planung jeden Morgen. Übe sie zwei Wochen lang täglich, bevor du eine weitere dazunimmst.",
        },
        {
          title: "Feste Verbindungen",
          advice:
            "Trag dir jede Woche ein festes Treffen mit einer Freundin oder einem Freund, deiner Mentorin oder deinem Mentor oder deiner Kleingruppe in den Kalender ein. Ein fester Termin sorgt dafür, dass Begegnung auch in schweren Wochen stattfindet.",
        },
        {
          title: "Anlaufstellen kennen",
          advice:
            "Finde heraus, wo es an deiner Schule oder Hochschule Nachhilfe, Beratung und finanzielle Unterstützung gibt und wie du dort einen Termin bekommst. Wer die Tür kennt, klopft leichter an.",
        },
        {
          title: "Tagebuch der kleinen Erfolge",
          advice:
            "Schreib jeden Abend eine Sache auf, die gut gelaufen ist, egal wie klein. Nach einem Monat siehst du, was schon funktioniert.",
        },
        {
          title: "Gesunde Grenzen",
          advice:
            "Achte darauf, was dich auslaugt, und sag diese Woche zu einer dieser Sachen Nein. Deine Energie zu schützen ist eine Fähigkeit, kein Egoismus.",
        },
      ],
    },
    developing: {
      name: "Im Wachsen – Erkunden",
      description: "Du entwickelst ein Gespür dafür, was dir guttut.",
      recommendations: [
        {
          title: "Stärken im Blick",
          advice:
            "Schau dir den Bereich mit deiner höchsten Punktzahl an und frag dich, warum er so gut läuft. Übertrage diesen Ansatz auf deinen schwächsten Bereich.",
        },
        {
          title: "Beständigkeit aufbauen",
          advice:
            "Wähle zwei Gewohnheiten, die du schon ab und zu pflegst, und verknüpfe jede mit etwas, das du täglich tust, etwa einer Mahlzeit oder deinem täglichen Weg.",
        },
        {
          title: "Strategisch planen",
          advice:
            "Blocke jede Woche Zeit für Lernen, Erholung und Menschen, bevor die Woche voll ist. Behandle diese Zeiten wie feste Termine.",
        },
        {
          title: "Verbindung mit Gleichaltrigen",
          advice:
            "Schließ dich einer Kleingruppe von 3 bis 8 Gleichaltrigen mit ähnlichen Zielen an oder gründe eine. Der regelmäßige Austausch hält dich in Bewegung.",
        },
        {
          title: "Reflexionsroutine",
          advice:
            "Nimm dir am Ende jeder Woche zehn Minuten: Was hat funktioniert, was nicht, und was probierst du als Nächstes? Schreib es auf, damit du deine Fortschritte siehst.",
        },
      ],
    },
    discovering: {
      name: "Auf Entdeckungsreise – Gemeinsam gestalten",
      description: "Du hast bereits ein starkes Fundament.",
      recommendations: [
        {
          title: "Systeme verfeinern",
          advice:
            "Überprüfe die Routinen, auf die du dich verlässt, und streiche einen Schritt, der nicht mehr hilft. Kleine Anpassungen halten ein gutes System lebendig.",
        },
        {
          title: "Wissen teilen",
          advice:
            "Bring jemandem aus deinem Kurs oder einer jüngeren Person etwas bei, das bei dir funktioniert. Wer erklärt, versteht selbst tiefer.",
        },
        {
          title: "Vorausschauend planen",
          advice:
            "Schau drei bis vier Monate voraus und notiere stressige Phasen und Fristen. Bereite dich jetzt vor, statt später nur zu reagieren.",
        },
        {
          title: "Fähigkeiten erweitern",
          advice:
            "Such dir eine neue Fähigkeit aus, die deine Ziele unterstützt, etwa freies Sprechen vor anderen oder Budgetplanung, und übe sie jede Woche.",
        },
        {
          title: "Alles verbinden",
          advice:
            "Verknüpfe deine Lebensbereiche: Lerne mit Freundinnen oder Freunden, geh spazieren, während du planst, oder plane Geld für das ein, was dir guttut.",
        },
      ],
    },
    excelling: {
      name: "Exzellenz – Demütig vorangehen",
      description: "Du hast wirksame Gewohnheiten für dein Wohlbefinden entwickelt.",
      recommendations: [
        {
          title: "Spuren hinterlassen",
          advice:
            "Überleg dir, was du an deiner Schule oder in deiner Gemeinschaft hinterlassen möchtest, und geh diesen Monat einen Schritt darauf zu.",
        },
        {
          title: "Für die Zukunft rüsten",
          advice:
            "Frag dich, wie sich deine Routinen für deinen nächsten Lebensabschnitt ändern müssen, etwa für einen neuen Job oder ein weiterführendes Studium, und probiere die Veränderung früh aus.",
        },
        {
          title: "Herausforderungen suchen",
          advice:
            "Nimm dir ein Ziel vor, das dich über deine Komfortzone hinausführt. Wachstum hält starke Gewohnheiten lebendig.",
        },
        {
          title: "Für die Gemeinschaft da sein",
          advice:
            "Schenke deine Zeit als Mentorin oder Mentor oder in der Gruppenleitung. Anderen zu helfen, dass es ihnen gut geht, ist einer der besten Wege, selbst gut für dich zu sorgen.",
        },
        {
          title: "Weiter lernen",
          advice:
            "Lies weiter, hör zu und bitte um Feedback. Wer demütig vorangeht, lernt beim eigenen Wohlbefinden nie aus.",
        },
      ],
    },
  },
  results: {
    heading: "🎉 Einschätzung abgeschlossen!",
    congratulations:
      "Herzlichen Glückwunsch, {firstName}! Du hast einen wichtigen Schritt gemacht, um deinen Weg zu mehr Wohlbefinden besser zu verstehen.",
    overallLabel: "Gesamtwert",
    overallScore: "{score}/{max}",
    outOfMax: "von {max}",
    categoriesHeading: "Deine Werte nach Bereichen",
    categoriesNote: "Die durchschnittliche Antwort je Bereich, von {min} (Nie) bis {max} (Beständig).",
    recommendationsHeading: "Deine persönlichen Empfehlungen",
    recommendation: "{title}: {advice}",
    nextHeading: "Wie geht es weiter?",
    emailed: "Deine vollständigen Ergebnisse wurden an {email} geschickt.",
    emailFailed:
      "Wir konnten dir deine Ergebnisse gerade nicht per E-Mail schicken. Alle Ergebnisse findest du hier auf dieser Seite; du kannst uns auch unter {contactEmail} schreiben.",
    schedule:
      "Als Nächstes leiten wir dich weiter, damit du dein kostenloses Führungs- und Karriere-Coaching mit {founderName} buchen und über deine Ergebnisse sprechen kannst.",
    community:
      "Werde Teil der {productName}-Gemeinschaft, um die Einschätzung zu wiederholen und deine Fortschritte jeden Monat zu verfolgen.",
    book: "Buche dein kostenloses Coaching",
    redirecting: "Du wirst in {seconds} Sekunden automatisch weitergeleitet…",
  },
};
