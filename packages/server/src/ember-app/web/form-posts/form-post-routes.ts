import { createHash } from "node:crypto";
import {
  type AssessmentAnswers,
  assessmentCategoryKeys,
  pathOf,
  scoreAssessment,
  scoreInLanguage,
  siteConfig,
  splitLanguagePath,
} from "@ember/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, badRequest, notFound, unsupportedMediaType } from "../../../errors.ts";
import { createCheck } from "../../../platform/functions/function-rate-limits.ts";
import { assertSiteOrigin } from "../../../platform/functions/site-origin.ts";
import { registerRateLimit } from "../../../platform/rate-limit-store.ts";
import { cspDirectives, serializeCsp } from "../csp.ts";
import { type FieldProblem, FormPage } from "./form-page.ts";
import { type PostedForm, postedForms } from "./posted-forms.ts";

export interface FormPostOptions {
  /** The page's HTML as GET serves it (with staff corrections), by its route ('/es/GetStarted'). */
  readonly pageHtml: (route: string) => Promise<string | undefined>;
  readonly editorOrigins: readonly string[];
}

/** Far more fields than any of the forms has (the assessment posts 28); more is not a browser's form. */
const MAX_FIELDS = 200;

const formsByPath = new Map(
  [...postedForms.values()].map((form) => [pathOf(form.page, siteConfig), form] as const),
);

const withoutTrailingSlash = (p: string) => p.replace(/\/+$/, "") || "/";

/** The form a POST addresses, with the page's language and the address the page's form posts to. */
function addressed(request: FastifyRequest) {
  const route = withoutTrailingSlash(request.url.split("?")[0] ?? "/");
  const { language, path } = splitLanguagePath(route);
  const form = formsByPath.get(path);
  return form ? { form, language, route } : undefined;
}

/**
 * A submission's idempotency key from its answers (decision 0066): the same answers posted again, by a
 * double click, a reload or the Back button, are the same submission and store nothing more. A day later
 * the key has expired (expire-keys.ts) and the same answers are a new submission.
 */
const contentKey = (form: PostedForm, input: unknown) =>
  `form-post:${createHash("sha256")
    .update(`${form.functionName}\n${JSON.stringify(input)}`)
    .digest("hex")}`;

/**
 * The site's three public forms posted by the browser itself, before or without the page's scripts
 * (decision 0066): `POST /GetStarted`, `/es/GetStarted` and so on. The posted fields go through the same
 * server function as a scripted submission (its schema, its storage, its e-mails in the page's language),
 * under the same origin check and rate limit. The answer is the page itself: its success screen (200), or
 * the form with the visitor's answers and the errors (422), or its failure alert (429, 5xx).
 */
export async function formPostRoutes(app: FastifyInstance, options: FormPostOptions) {
  // The browser's own encoding of a form; any other body is not this page's form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  await registerRateLimit(app);
  const rateLimit = createCheck(
    app,
    "submissions",
    app.config.rateLimits.submissionsPerMinute,
    (request) => `${addressed(request)?.form.functionName ?? ""}|${request.ip}`,
  );
  const csp = serializeCsp(cspDirectives([], options.editorOrigins));

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      // An answer to one visitor's answers: never stored by a cache, never shown again without posting.
      .header("cache-control", "no-store")
      .header("content-security-policy", csp)
      .send(html);

  // Before the body is read, as for the functions: another site's page cannot post the form through a
  // visitor's browser (an anonymous form, but its e-mails go to the address typed in, and its records are
  // the site's), and every post counts against the address's submissions, a refused one too, so a flood
  // of invalid posts cannot make the server rewrite pages for it. Over the limit: 429 with Retry-After.
  app.addHook("preParsing", async (request, reply) => {
    if (!addressed(request)) throw notFound(`Route POST:${request.url} not found`);
    assertSiteOrigin(request, app.config);
    await rateLimit(request, reply);
  });

  app.post("/*", async (request, reply) => {
    const target = addressed(request);
    if (!target) throw notFound(`Route POST:${request.url} not found`);
    const { form, language, route } = target;
    if (!(request.body instanceof URLSearchParams)) {
      throw unsupportedMediaType("A form is posted as application/x-www-form-urlencoded");
    }
    const fields = request.body;
    if ([...fields.keys()].length > MAX_FIELDS) throw badRequest("The form has too many fields");
    const html = await options.pageHtml(route);
    const page = html === undefined ? null : FormPage.read(html, route, language);
    if (!page) throw notFound(`Route POST:${request.url} not found`);
    const fn = app.functionRegistry.get(form.functionName);
    if (!fn) throw notFound(`Function ${form.functionName} not found`);

    const parsed = fn.input.safeParse({ ...form.inputOf(fields), language });
    if (!parsed.success) {
      const problems = new Map<string, FieldProblem>();
      for (const issue of parsed.error.issues) {
        const control = form.controlOf(issue.path);
        // One message per field, the first, as the scripted form shows them.
        if (!problems.has(control)) problems.set(control, { control, message: issue.message });
      }
      return send(reply, 422, page.invalid(fields, [...problems.values()]));
    }
    const input = parsed.data as Record<string, unknown>;
    const success = form.successOf(input);
    const tokens = tokensOf(input, language);
    try {
      const idempotencyKey = () => contentKey(form, input);
      await fn.handler({ app, request, caller: request.caller, files: [], idempotencyKey }, input);
    } catch (error) {
      const status = error instanceof ApiError ? error.statusCode : 500;
      // A refusal the schema did not foresee (the record's own validation) is an error as for the API;
      // a fault of the server's (the database out) keeps the visitor's answers on the page.
      if (status < 500) throw error;
      request.log.error({ err: error }, `${form.functionName} posted without scripts failed`);
      // The scripted assessment shows the results whatever became of the submission; so does this.
      const answer =
        form.functionName === "submitAssessment" ? page.success(success, tokens, true) : page.failed(fields);
      return send(reply, status, answer);
    }
    return send(reply, 200, page.success(success, tokens));
  });
}

/** What the assessment's results page fills in: the scores in the page's language, the name, the address. */
function tokensOf(input: Record<string, unknown>, language: string): (name: string) => string | undefined {
  return (name) => {
    if (name === "contact:first_name" || name === "contact:email") {
      const value = input[name.slice("contact:".length)];
      return typeof value === "string" ? value : undefined;
    }
    const score = /^score:(\d+)$/.exec(name);
    return score ? scoreOf(input, Number(score[1]), language) : undefined;
  };
}

/**
 * The score the results were prerendered with as N (packages/web's no-script-assessment.tsx): 100 overall,
 * 101 to 105 by category in the domain's order.
 */
function scoreOf(input: Record<string, unknown>, token: number, language: string): string | undefined {
  if (input.answers === undefined) return undefined;
  const scores = scoreAssessment(input.answers as AssessmentAnswers);
  if (token === 100) return scoreInLanguage(language, scores.overall);
  const category = assessmentCategoryKeys[token - 101];
  return category === undefined ? undefined : scoreInLanguage(language, scores.categories[category]);
}
