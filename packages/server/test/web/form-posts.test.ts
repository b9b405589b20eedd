import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoke, validApplication, validFirePlan } from "../functions/submission-fixtures.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

/** The built site (`npm run build`; `npm test` builds before the unit suites): its real form pages. */
const webDir = path.resolve(import.meta.dirname, "../../../web/build/client");

let seq = 0;
const uniqueEmail = (who: string) => `${who}.${process.pid}.${Date.now()}.${++seq}@example.org`;

/** The fields as a browser posts them: repeated names for a check-box group. */
function formBody(fields: Record<string, string | readonly string[]>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === "string" ? [value] : value) body.append(name, one);
  }
  return body.toString();
}

/** Every answer of the assessment, by the names the no-script page gives its radios. */
const allAnswers = (value: number) =>
  Object.fromEntries(
    ["academics", "finances", "social", "precision", "physical"].flatMap((category) =>
      [0, 1, 2, 3, 4].map((i) => [`answers.${category}.${i}`, String(value)]),
    ),
  );

describe("the site's forms posted without scripts (pglite)", () => {
  let t: TestApp;
  const rows = async (sql: string, params: unknown[] = []) =>
    (await t.app.db.query<{ data: Record<string, unknown>; subject: string }>(sql, params)).rows;
  const applicationsOf = (email: string) =>
    rows("select data from e_application where data->>'email' = $1", [email]);
  /**
   * Posts like a browser and reads the whole answer: a body left unread would hold its connection open
   * and keep the server from closing.
   */
  const post = async (route: string, body: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${t.baseUrl}${route}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: t.baseUrl,
        "sec-fetch-site": "same-origin",
        ...headers,
      },
      body,
      redirect: "manual",
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  beforeAll(async () => {
    t = await startTestApp("pglite", { WEB_DIR: webDir, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores a valid application once and answers the success page, without scripts, in English", async () => {
    const email = uniqueEmail("ada");
    const response = await post("/GetStarted", formBody(validApplication(email)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { html } = response;
    expect(html).toContain("Application Submitted!");
    expect(html).toContain("First Step Champion");
    expect(html).not.toContain('action="/GetStarted"');
    expect(html).not.toMatch(/<script\b/);
    expect(html).not.toContain("data-no-script-kit");
    expect(html).toMatch(/<meta http-equiv="refresh" content="5;url=https:/);
    const stored = await applicationsOf(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ full_name: "Ada Lovelace", program_interest: "small_group" });
    const mails = await rows("select subject from mail_outbox where to_address = $1", [email]);
    expect(mails).toHaveLength(1);
  });

  it("stores a double-clicked, reloaded or re-sent submission once, answering each with the success page", async () => {
    const email = uniqueEmail("twice");
    const body = formBody(validApplication(email));
    const answers = await Promise.all([post("/GetStarted", body), post("/GetStarted", body)]);
    const again = await post("/GetStarted", body);
    for (const response of [...answers, again]) {
      expect(response.status).toBe(200);
      expect(response.html).toContain("Application Submitted!");
    }
    expect(await applicationsOf(email)).toHaveLength(1);
    expect(await rows("select id from mail_outbox where to_address = $1", [email])).toHaveLength(1);
    // Changed answers are another submission.
    const changed = await post(
      "/GetStarted",
      formBody({ ...validApplication(email), goals: "Another goal" }),
    );
    expect(changed.status).toBe(200);
    expect(await applicationsOf(email)).toHaveLength(2);
  });

  it("stores a planning form posted in Spanish, with its welcome e-mail in Spanish as a scripted one", async () => {
    const email = uniqueEmail("grace");
    const response = await post("/es/ShareYourFire", formBody(validFirePlan(email)));
    expect(response.status).toBe(200);
    const { html } = response;
    expect(html).toContain('lang="es"');
    expect(html).toContain("¡Tu fuego ha sido compartido!");
    const stored = await rows("select data from e_user_profile where data->>'user_email' = $1", [email]);
    expect(stored).toHaveLength(1);
    expect(JSON.parse(String(stored[0]?.data.purpose_discovery)).communities_impacted).toEqual([
      "Teens",
      "Rural Communities",
    ]);
    const scriptedEmail = uniqueEmail("scripted");
    const scripted = await invoke(t, "submitFirePlan", { ...validFirePlan(scriptedEmail), language: "es" });
    expect(scripted.status).toBe(200);
    const subjectTo = async (to: string) =>
      (await rows("select subject from mail_outbox where to_address = $1", [to]))[0]?.subject;
    expect(await subjectTo(email)).toBe(await subjectTo(scriptedEmail));
  });

  it("answers an invalid application with 422 and the form again: values, summary, each error at its field", async () => {
    const hostile = `"><script>alert(1)</script>`;
    const response = await post(
      "/GetStarted",
      formBody({ full_name: "  ", email: `not-an-address${hostile}`, goals: "Line one\nline two" }),
    );
    expect(response.status).toBe(422);
    const { html } = response;
    expect(html).not.toMatch(/<script\b/);
    // The visitor's values, escaped.
    expect(html).toContain('value="not-an-address&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toMatch(/<textarea[^>]*name="goals"[^>]*>Line one\nline two<\/textarea>/);
    // The summary, focused as the page opens, linking to each field with its label.
    const summary = /<div[^>]*id="error-summary"[^>]*>([\s\S]*?)<\/div>/.exec(html);
    expect(summary?.[0]).toContain("autofocus");
    expect(summary?.[1]).toContain("3 answers need your attention.");
    expect(summary?.[1]).toMatch(/href="#application-full_name"[^>]*>Full name<\/a>/);
    expect(summary?.[1]).toContain('href="#application-email"');
    expect(summary?.[1]).toContain('href="#application-program_interest-0"');
    // Each error at its field, tied to it.
    expect(html).toMatch(
      /<input[^>]*aria-describedby="application-full_name-error"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*aria-describedby="application-full_name-error"/,
    );
    expect(html).toContain(
      '<p data-slot="field-error" class="text-sm font-semibold text-destructive" id="application-full_name-error">This field is required.</p>',
    );
    expect(html).toContain('id="application-email-error">This field must be a valid e-mail address.</p>');
    expect(html).toMatch(
      /<fieldset id="application-program_interest"[^>]*aria-describedby="application-program_interest-error"/,
    );
    expect(html).toContain('action="/GetStarted"');
    // One submit button, which posts: the scripted one (disabled until the answers are there) is gone.
    expect(html.match(/type="submit"/g)).toHaveLength(1);
    expect(html).not.toContain("data-scripted-only");
    expect(html).not.toMatch(/<noscript/);
    expect(await rows("select id from e_application where data->>'full_name' = ''")).toHaveLength(0);
  });

  it("shows an assessment's errors in Arabic next to each unanswered statement, and its results once complete", async () => {
    const contact = { first_name: "ليلى", last_name: "حسن", email: uniqueEmail("layla") };
    const partial = { ...allAnswers(3) };
    delete partial["answers.social.2"];
    const invalid = await post("/ar/Assessments", formBody({ ...contact, ...partial }));
    expect(invalid.status).toBe(422);
    const page = invalid.html;
    expect(page).toContain('lang="ar"');
    expect(page).toContain("هذا الحقل مطلوب.");
    // Every other statement keeps its answer; the unanswered one is marked.
    expect(page.match(/<input[^>]*checked=""/g)).toHaveLength(24);
    expect(page).toMatch(/<input[^>]*name="answers\.social\.2"[^>]*aria-invalid="true"/);
    expect(page).toContain(`value="${contact.email}"`);
    expect(
      await rows("select id from e_assessment_result where data->>'email' = $1", [contact.email]),
    ).toHaveLength(0);

    const complete = await post("/ar/Assessments", formBody({ ...contact, ...allAnswers(3) }));
    expect(complete.status).toBe(200);
    const results = complete.html;
    expect(results).toContain('data-tier="discovering"');
    expect(results).not.toContain('data-tier="excelling"');
    expect(results).toContain("ليلى");
    // Scores in Arabic digits, as the scripted results write them.
    expect(results).toContain(new Intl.NumberFormat("ar", { minimumFractionDigits: 1 }).format(3));
    expect(results).not.toContain("{score:");
    const stored = await rows("select data from e_assessment_result where data->>'email' = $1", [
      contact.email,
    ]);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data.overall_score).toBe(3);
    expect(await rows("select id from mail_outbox where to_address = $1", [contact.email])).toHaveLength(1);
  });

  it("refuses another site's post, stores nothing, and refuses bodies that are not this page's form", async () => {
    const email = uniqueEmail("csrf");
    const body = formBody(validApplication(email));
    const crossSite = await post("/GetStarted", body, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const noOrigin = await fetch(`${t.baseUrl}/GetStarted`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body,
    });
    await noOrigin.text();
    expect(noOrigin.status).toBe(403);
    const json = await post("/GetStarted", JSON.stringify(validApplication(email)), {
      "content-type": "application/json",
    });
    expect(json.status).toBe(415);
    const text = await post("/GetStarted", body, { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    const notAForm = await post("/Team", body);
    expect(notAForm.status).toBe(404);
    expect(await applicationsOf(email)).toHaveLength(0);
  });

  it("refuses an oversized body and too many fields, and judges wrong types and unknown fields as the function does", async () => {
    const email = uniqueEmail("hostile");
    const oversized = await post(
      "/GetStarted",
      formBody({ ...validApplication(email), goals: "x".repeat(1_100_000) }),
    );
    expect(oversized.status).toBe(413);
    const many = await post(
      "/GetStarted",
      `${formBody(validApplication(email))}&${Array.from({ length: 300 }, (_, i) => `f${i}=1`).join("&")}`,
    );
    expect(many.status).toBe(400);
    const twice = await post("/GetStarted", `${formBody(validApplication(email))}&full_name=Second`);
    expect(twice.status).toBe(422);
    expect(twice.html).toContain('id="application-full_name-error">This field must be text.</p>');
    const tooLong = await post(
      "/GetStarted",
      formBody({ ...validApplication(email), full_name: "a".repeat(201) }),
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.html).toContain("This field must be at most 200 characters.");
    expect(await applicationsOf(email)).toHaveLength(0);
    const unknown = await post(
      "/GetStarted",
      formBody({ ...validApplication(email), is_admin: "true", id: "x" }),
    );
    expect(unknown.status).toBe(200);
    const stored = await applicationsOf(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).not.toHaveProperty("is_admin");
  });
});

describe("the forms posted without scripts under the submissions rate limit (pglite)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { WEB_DIR: webDir, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts every post of an address and refuses the one over the limit with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${t.baseUrl}/GetStarted`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
        body: formBody({ full_name: "" }),
      });
      await response.text();
      statuses.push(response.status);
      if (i === 2) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([422, 422, 429]);
  });
});
