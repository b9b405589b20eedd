import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, unsupportedMediaType } from "../../errors.ts";
import { authThrottle, guessRules } from "../auth/throttle-rules.ts";
import { verifyCredentials } from "../auth/users.ts";
import { assertSiteOrigin } from "../functions/site-origin.ts";
import { sendHtmlPage } from "../html-page-reply.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { answerUserCode, normalizeUserCode } from "./device-codes.ts";
import { platformNow } from "./platform-caller.ts";

// No script, and the form posts only to this page: the policy forbids everything else.
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

interface PageState {
  readonly userCode: string;
  readonly email?: string;
  readonly problem?: string;
  /** The outcome, once an admin has answered: the form is not shown again. */
  readonly done?: string;
}

const STYLE = html`<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f4;color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{width:100%;max-width:26rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 10px 30px rgba(0,0,0,.08)}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #78716c;border-radius:.5rem}
#user_code{font:600 1.5rem/1.2 ui-monospace,monospace;letter-spacing:.15em;text-align:center;text-transform:uppercase}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;padding:.7rem;font:inherit;font-weight:600;border-radius:.5rem;cursor:pointer}
.approve{color:#fff;background:#1c1917;border:0}
.deny{color:#1c1917;background:#fff;border:1px solid #1c1917}
input:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.problem{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fef2f2;color:#991b1b}
.done{margin:0;padding:.75rem;border-radius:.5rem;background:#f0fdf4;color:#166534}
</style>`;

const page = (state: PageState): SafeHtml => {
  const problem = state.problem
    ? html`<p id="problem" class="problem" role="alert">${state.problem}</p>`
    : html``;
  const body = state.done
    ? html`<p class="done" role="status">${state.done}</p>`
    : html`${problem}<p>A terminal asks to sign the Base44 CLI in to this server as you. Approve only if this
code is the one your terminal shows, and only if you started that login yourself.</p>
<form method="post" action="/device">
<label for="user_code">Code shown in the terminal</label>
<input id="user_code" name="user_code" required autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="20" value="${state.userCode}">
<label for="email">Your e-mail (a platform admin)</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${state.email ?? ""}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button class="deny" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign the Base44 CLI in</title>
${STYLE}
</head>
<body><main>
<h1>Sign the Base44 CLI in</h1>
${body}
</main></body>
</html>
`;
};

const send = (reply: FastifyReply, status: number, state: PageState) =>
  sendHtmlPage(reply, status, CSP, page(state).value);

/** A throttle's 429 as the page's problem, anything else thrown on. */
async function counted<T>(
  attempt: () => Promise<T>,
  onLimit: (message: string) => unknown,
): Promise<T | null> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
    onLimit(error.message);
    return null;
  }
}

/**
 * The verification page of `base44 login`: a platform admin enters (or finds filled in) the code their
 * terminal shows, with their e-mail and password, and approves or denies the login. It asks for the
 * password itself because the console keeps its sign-in in the browser, out of the server's sight, and a
 * page without script cannot read it; the password proves the approval is the admin's own. Passwords are
 * throttled as on every sign-in form, and wrong codes as one-time codes are, so neither can be guessed.
 */
export async function devicePage(app: FastifyInstance) {
  type DeviceGet = FastifyRequest<{ Querystring: { user_code?: unknown } }>;
  app.get("/device", async (request: DeviceGet, reply) => {
    const given = request.query.user_code;
    // Only a well-formed code is echoed back, and nothing says whether it exists.
    return send(reply, 200, { userCode: normalizeUserCode(given) ?? "" });
  });

  app.post("/device", async (request, reply) => {
    // Another site's page must not approve a login its owner started, with a password the browser filled in.
    assertSiteOrigin(request, app.config);
    if (!(request.body instanceof URLSearchParams)) {
      throw unsupportedMediaType("The form is posted as application/x-www-form-urlencoded");
    }
    const form = request.body;
    const typedCode = (form.get("user_code") ?? "").slice(0, 40);
    const email = (form.get("email") ?? "").trim().slice(0, 320);
    const password = (form.get("password") ?? "").slice(0, 1024);
    const decision = form.get("decision");
    const state = { userCode: typedCode, email };
    if (!typedCode || !email || !password || (decision !== "approve" && decision !== "deny")) {
      return send(reply, 400, { ...state, problem: "Enter the code, your e-mail and your password." });
    }
    let refused: string | null = null;
    const login = await counted(
      () => authThrottle(app).attempt(guessRules(app, request, "login", email), reply),
      (message) => {
        refused = message;
      },
    );
    if (!login) return send(reply, 429, { ...state, problem: refused ?? "Too many attempts." });
    const user = await verifyCredentials(app.db, email, password);
    if (!user) return send(reply, 400, { ...state, problem: "Invalid email or password" });
    await login.succeeded();
    if (user.role !== "admin" || !user.is_verified) {
      return send(reply, 403, {
        ...state,
        problem: "Only a platform admin can sign the CLI in to this server. Nothing was approved.",
      });
    }
    // Wrong codes count like wrong one-time codes, per account and address and per address.
    const guess = await counted(
      () => authThrottle(app).attempt(guessRules(app, request, "otp", email), reply),
      (message) => {
        refused = message;
      },
    );
    if (!guess) return send(reply, 429, { ...state, problem: refused ?? "Too many attempts." });
    const userCode = normalizeUserCode(typedCode);
    const answered =
      userCode !== null &&
      (await answerUserCode(app.db, {
        userCode,
        userId: user.id,
        approve: decision === "approve",
        now: platformNow(app),
      }));
    if (!answered) {
      return send(reply, 400, {
        ...state,
        problem:
          "That code is not valid: it may be mistyped, expired or already used. Run `base44 login` again.",
      });
    }
    await guess.succeeded();
    return send(reply, 200, {
      ...state,
      done:
        decision === "approve"
          ? `Approved: the terminal is now signed in as ${user.email}. You can close this page.`
          : "Denied: the terminal's login has been refused. You can close this page.",
    });
  });
}
