import { siteConfig } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailTextsOf } from "../../src/ember-app/mail/texts/mail-texts.ts";
import { fillText } from "../../src/platform/fill-template.ts";
import { engines } from "../setup/databases.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { invoke, validApplication, validFirePlan } from "./submission-fixtures.ts";

const STAFF = "staff@ember.test";
const five = (...values: number[]) => Object.fromEntries(values.map((v, i) => [String(i), v]));
/** Overall 2.08, 'Discovering - The Collaborator' (the assessment test's known answers). */
const knownAnswers = {
  academics: five(4, 3, 4, 3, 4),
  finances: five(1, 2, 1, 2, 1),
  social: five(3, 3, 3, 3, 3),
  precision: five(2, 2, 2, 2, 2),
  physical: five(0, 1, 0, 1, 0),
};

describe.each(engines)("the visitor's e-mails in the page's language, over real SMTP (%s)", (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  const mailsTo = (address: string) => sink.received.filter((m) => m.envelopeTo.includes(address));
  const rows = async (sql: string, params: unknown[]) => (await t.app.db.query(sql, params)).rows;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      engine,
      { SMTP_URL: sink.url, STAFF_EMAIL: STAFF, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000" },
      { mail: { worker: { pollIntervalMs: 50 } } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it("welcomes a Spanish applicant in Spanish, and tells staff in English", async () => {
    const email = `ana.${engine}@example.org`;
    const input = { ...validApplication(email), full_name: "Ana Pérez <b>", language: "es" };
    const answer = await invoke(t, "submitApplication", input);
    expect(answer.status).toBe(200);
    // The language picks the e-mail's; it is no field of the stored Application.
    const [record] = await rows("select data from e_application where id = $1", [answer.body.id]);
    expect(record?.data).not.toHaveProperty("language");

    const notice = `New Ember Application - ${input.full_name}`;
    await waitFor(
      () => mailsTo(email).length === 1 && sink.received.some((m) => m.subject === notice),
      15_000,
      "the welcome and the staff notice",
    );
    const welcome = mailsTo(email)[0];
    expect(welcome?.subject).toBe("🎉 Te damos la bienvenida a Ember: ¡comienza tu camino!");
    expect(welcome?.text).toContain("Hola, Ana Pérez <b>:");
    expect(welcome?.text).toContain(
      "¡Te damos la bienvenida a Ember! Gracias por postularte: ya diste el primer paso de tu camino.",
    );
    expect(welcome?.text).toContain("la insignia Campeón del Primer Paso");
    expect(welcome?.text).toContain(
      "Tu prueba gratuita de 14 días: acceso completo a la plataforma durante 14 días.",
    );
    expect(welcome?.text).toContain("¿Tienes preguntas? Escríbenos a hello@ember.example.");
    expect(welcome?.text).not.toMatch(/Welcome|Dear|free trial/);
    expect(welcome?.html).toContain('<html lang="es" dir="ltr">');
    expect(welcome?.html).toContain("<strong>Campeón del Primer Paso</strong>");
    expect(welcome?.html).toContain("Ana Pérez &lt;b&gt;");
    expect(welcome?.html).toContain('<a href="mailto:hello@ember.example">hello@ember.example</a>');

    const staff = sink.received.find((m) => m.subject === notice);
    expect(staff?.envelopeTo).toEqual([STAFF]);
    expect(staff?.text).toContain("A new application has been submitted to Ember.");
    expect(staff?.text).toContain("Program interest: Small group");
    expect(staff?.html).toContain('<html lang="en" dir="ltr">');
  });

  it("writes an Arabic welcome right to left, with the verse in Arabic and the staff notice in English", async () => {
    const email = `layla.${engine}@example.org`;
    const answer = await invoke(t, "submitFirePlan", {
      ...validFirePlan(email),
      first_name: "Layla",
      language: "ar",
    });
    expect(answer.status).toBe(200);
    const notice = 'New "Do You Have That Fire?" Form Submitted - Layla Hopper';
    await waitFor(
      () => mailsTo(email).length === 1 && sink.received.some((m) => m.subject === notice),
      15_000,
      "the welcome and the staff notice",
    );
    const welcome = mailsTo(email)[0];
    expect(welcome?.subject).toBe("مرحبًا بك يا مُوقِد الشعلة – وصلتنا خطتك!");
    expect(welcome?.html).toContain('<html lang="ar" dir="rtl">');
    expect(welcome?.html).toContain("border-right:4px solid");
    expect(welcome?.text).toContain("مرحبًا Layla،");
    expect(welcome?.text).toContain("«اكتب الرؤيا وانقشها على الألواح لكي يركض قارئها.»");
    expect(welcome?.text).toContain("حصلت على شارة «مُوقِد الشعلة»");
    expect(sink.received.find((m) => m.subject === notice)?.text).toContain(
      'A new "Do You Have That Fire?" form has been submitted.',
    );
  });

  it("e-mails French assessment results with French numbers and the tier in French", async () => {
    const email = `camille.${engine}@example.org`;
    const answer = await invoke(t, "submitAssessment", {
      first_name: "Camille",
      last_name: "Martin",
      email,
      answers: knownAnswers,
      language: "fr",
    });
    expect(answer.status).toBe(200);
    // The stored result keeps the domain's English tier: only the e-mail is French.
    expect(answer.body.tier).toBe("Discovering - The Collaborator");
    await waitFor(() => mailsTo(email).length === 1, 15_000, "the results e-mail");
    const results = mailsTo(email)[0];
    expect(results?.subject).toBe(
      "Vos résultats de l’Évaluation du bien-être Ember\u202f: Découverte – En collaboration",
    );
    expect(results?.text).toContain("Bonjour Camille,");
    expect(results?.text).toContain("Score global\u202f: 2,1/4,0");
    expect(results?.text).toContain("– Études\u202f: 3,6");
    expect(results?.text).toContain("Vos scores par domaine (sur 4,0)\u202f:");
    expect(results?.text).toContain(siteConfig.links.scheduling);
    expect(results?.html).toContain('<html lang="fr" dir="ltr">');
    expect(results?.html).toContain(">Réservez votre séance de coaching gratuite</a>");
  });

  it("writes Bengali numbers in Bengali digits", async () => {
    const email = `rahim.${engine}@example.org`;
    const answer = await invoke(t, "submitApplication", { ...validApplication(email), language: "bn" });
    expect(answer.status).toBe(200);
    await waitFor(() => mailsTo(email).length === 1, 15_000, "the welcome");
    const welcome = mailsTo(email)[0];
    expect(welcome?.html).toContain('<html lang="bn" dir="ltr">');
    expect(welcome?.text).toContain("আপনার ১৪ দিনের ফ্রি ট্রায়াল");
    expect(welcome?.text).toContain("১. আমরা ২৪ ঘণ্টার মধ্যে");
  });

  it("answers without a language in English, as before", async () => {
    const email = `plain.${engine}@example.org`;
    expect((await invoke(t, "submitApplication", validApplication(email))).status).toBe(200);
    await waitFor(() => mailsTo(email).length === 1, 15_000, "the welcome");
    const welcome = mailsTo(email)[0];
    expect(welcome?.subject).toBe(
      fillText(mailTextsOf("en").application.subject, { brand: siteConfig.brand }),
    );
    expect(welcome?.subject).toBe("🎉 Welcome to Ember - Your Journey Begins!");
    expect(welcome?.html).toContain('<html lang="en" dir="ltr">');
  });

  it.each([
    ["submitApplication", (email: string) => validApplication(email)],
    ["submitFirePlan", (email: string) => validFirePlan(email)],
    [
      "submitAssessment",
      (email: string) => ({ first_name: "Ada", last_name: "L", email, answers: knownAnswers }),
    ],
  ] as const)(
    "%s refuses an unknown language like any bad input, storing and sending nothing",
    async (name, valid) => {
      const email = `unknown.${name.toLowerCase()}.${engine}@example.org`;
      const outboxBefore = (await rows("select count(*)::int as n from mail_outbox", []))[0]?.n;
      for (const language of ["xx", "EN", "en-US", 7, null, ""]) {
        const answer = await invoke(t, name, { ...valid(email), language });
        expect(answer.status, JSON.stringify(language)).toBe(422);
        expect(answer.body.error_type).toBe("ValidationError");
        expect(answer.body.message).toMatch(
          /^Error in field language: must be one of en, es, fr, de, pt, zh, hi, ar, bn, it$/,
        );
        expect(answer.body.extra_data?.errors).toEqual([
          { field: "language", message: "must be one of en, es, fr, de, pt, zh, hi, ar, bn, it" },
        ]);
      }
      for (const table of ["e_application", "e_user_profile", "e_assessment_result"]) {
        expect(await rows(`select id from ${table} where data::text like $1`, [`%${email}%`])).toEqual([]);
      }
      expect((await rows("select count(*)::int as n from mail_outbox", []))[0]?.n).toBe(outboxBefore);
      expect(await rows("select id from mail_outbox where to_address = $1", [email])).toEqual([]);
    },
  );
});
