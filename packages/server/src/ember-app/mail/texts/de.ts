import type { MailTexts } from "./mail-texts.ts";

/**
 * The visitor's e-mails in German (docs/translation/de.md): du, „…“, no comma after the closing line. The
 * areas and tiers of the assessment are the words of the assessment page
 * (packages/web/src/i18n/catalogs/de/assessment.json); the verse is from Lutherbibel, the style sheet's
 * Bible.
 */
export const de: MailTexts = {
  label: "{label}:",
  titled: "{title} {text}",
  numbered: "{number}. {text}",
  bulleted: "– {text}",
  dear: "Hallo {name},",
  hi: "Hallo {name},",
  signature: "Dein {brand}-Team",
  questions: "Fragen? Schreib uns an {email}.",
  application: {
    subject: "🎉 Willkommen bei {brand} – dein Weg beginnt!",
    heading: "🎉 Willkommen bei {brand}!",
    intro:
      "Willkommen bei {brand}! Danke für deine Bewerbung: Du hast den ersten Schritt auf deinem Weg gemacht.",
    badge:
      "🏆 Du hast das Abzeichen „{badge}“ erhalten, weil du mit deiner Bewerbung bei der {brand} University den ersten Schritt gemacht hast.",
    badgeName: "Champion des ersten Schritts",
    nextHeading: "So geht es weiter",
    steps: [
      "Wir antworten innerhalb von 24 Stunden auf deine Bewerbung.",
      "Du bekommst eine Einladung zu einem kostenlosen Treffen mit {founder}, um darüber zu sprechen, wo du gerade stehst und wohin du willst.",
      "Wir bringen dich mit einer Mentorin oder einem Mentor oder mit einer Kleingruppe zusammen, die zu deinem Weg passt.",
    ],
    trialTitle: "Deine {days}-tägige kostenlose Testphase",
    trialBody:
      "voller Zugang zur Plattform für {days} Tage. Du brauchst keine Zahlungsdaten, gehst keine Verpflichtung ein, und die Testphase endet einfach, ohne dass Kosten entstehen.",
    spam: "Du findest unsere E-Mails nicht? Schau bitte in deinem Spam- oder Junk-Ordner nach und markiere uns als sicheren Absender.",
    closing: "Herzlich willkommen in der Gemeinschaft",
  },
  firePlan: {
    subject: "Willkommen, Funkenschläger*in – dein Plan ist angekommen!",
    heading: "Willkommen, Funkenschläger*in!",
    intro: "Danke, dass du dein Feuer mit {brand} teilst! Dein Plan ist bei uns angekommen.",
    badge:
      "🔥 Du hast das Abzeichen „{badge}“ (Sinnsucher*in) erhalten: Du hast dein Feuer geteilt und dich verpflichtet, etwas zum Guten zu verändern.",
    badgeName: "Funkenschläger*in",
    nextHeading: "Die nächsten Schritte",
    steps: [
      {
        title: "Persönliches Videogespräch",
        detail:
          "{founder} lädt dich zu einem Videogespräch unter vier Augen ein, um deinen Plan mit dir durchzugehen.",
      },
      {
        title: "Feedback und Feinschliff",
        detail: "Gemeinsam geben wir dir Feedback und schärfen deinen Plan für die nächsten 3–4 Monate.",
      },
      {
        title: "Dein Weg beginnt",
        detail: "Setz deinen Plan in die Tat um – mit der Gemeinschaft an deiner Seite.",
      },
    ],
    closing: "Lass dein Feuer weiter brennen",
    scripture: {
      text: "Schreib auf, was du geschaut hast, deutlich auf eine Tafel, dass es lesen könne, wer vorüberläuft!",
      source: "Habakuk 2,2",
    },
    quoted: "„{text}“",
    cited: "– {source}",
    quotedHtml: "„{text}“",
    citedHtml: "– {source}",
  },
  assessment: {
    subject: "Deine Ergebnisse der {brand}-Einschätzung zum Wohlbefinden: {tier}",
    heading: "🎉 Deine Ergebnisse der Einschätzung zum Wohlbefinden",
    congratulations:
      "Herzlichen Glückwunsch, du hast die Einschätzung zum Wohlbefinden für Studierende abgeschlossen! Du hast einen wichtigen Schritt gemacht, um deinen Weg zu mehr Wohlbefinden besser zu verstehen.",
    result: "Dein Ergebnis",
    overall: "Gesamtwert",
    score: "{score}/{max}",
    scoresLead: "Deine Werte nach Bereichen (höchstens {max})",
    scoresHeading: "Deine Werte nach Bereichen",
    recommendationsHeading: "Deine persönlichen Empfehlungen",
    session: "Buche dein kostenloses Führungs- und Karriere-Coaching mit {founder}:",
    book: "Buche dein kostenloses Coaching",
    community:
      "Werde Teil der {brand}-Gemeinschaft, um die Einschätzung zu wiederholen und deine Fortschritte jeden Monat zu verfolgen.",
    closing: "Wir begleiten dich auf deinem Weg",
    signature: "{founder} und das {brand}-Team",
    categories: {
      academics: "Lernen und Studium",
      finances: "Finanzen",
      social: "Soziale Beziehungen",
      precision: "Sorgfalt",
      physical: "Körperliches Wohlbefinden",
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
  },
};
