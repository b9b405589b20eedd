import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../errors.ts";
import { authThrottle, guessRules } from "../auth/throttle-rules.ts";
import { verifyCredentials } from "../auth/users.ts";
import { html } from "../mail/html.ts";
import { dashboardTarget, formBody } from "./dashboard-access.ts";
import { notice, sendPage } from "./dashboard-page.ts";
import {
  checkDashboardSession,
  clearSessionCookie,
  endDashboardSession,
  issueDashboardSession,
  setSessionCookie,
} from "./dashboard-session.ts";

interface SignInState {
  readonly next: string;
  readonly email?: string;
  readonly problem?: string;
  readonly done?: string;
}

function signInPage(reply: FastifyReply, status: number, state: SignInState) {
  const described = state.problem ? html` aria-describedby="problem" aria-invalid="true"` : html``;
  return sendPage(reply, status, {
    title: "Sign in to the dashboard",
    body: html`${state.problem ? html`<p id="problem" class="problem" role="alert">${state.problem}</p>` : notice(undefined, state.done)}
<div class="card">
<p>The dashboard shows the apps this server hosts. Sign in with the e-mail and password of an admin of this server.</p>
<form method="post" action="/apps/sign-in?next=${encodeURIComponent(state.next)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${state.email ?? ""}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<p><button type="submit">Sign in</button></p>
</form>
</div>`,
  });
}

type SignInRequest = FastifyRequest<{ Querystring: { next?: unknown; signed_out?: unknown } }>;

/**
 * Signing in to the dashboard with an e-mail and password, as /device does: a page rendered by the
 * server cannot read the token the staff console keeps in the browser. The password is checked and
 * throttled as on every sign-in form; success gives a cookie of the dashboard's own (dashboard-session.ts).
 */
export async function signInRoutes(app: FastifyInstance) {
  app.get("/apps/sign-in", async (request: SignInRequest, reply) => {
    const next = dashboardTarget(request.query.next);
    if ((await checkDashboardSession(request)).kind === "admin") return reply.redirect(next, 303);
    return signInPage(reply, 200, {
      next,
      ...(request.query.signed_out === "1" ? { done: "You are signed out." } : {}),
    });
  });

  app.post("/apps/sign-in", async (request: SignInRequest, reply) => {
    // Another site's page must not sign the admin's browser in to an account of its choosing.
    const form = formBody(request);
    const next = dashboardTarget(request.query.next);
    const email = (form.get("email") ?? "").trim().slice(0, 320);
    const password = (form.get("password") ?? "").slice(0, 1024);
    if (!email || !password) {
      return signInPage(reply, 400, { next, email, problem: "Enter your e-mail and your password." });
    }
    let attempt: Awaited<ReturnType<ReturnType<typeof authThrottle>["attempt"]>>;
    try {
      attempt = await authThrottle(app).attempt(guessRules(app, request, "login", email), reply);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
      return signInPage(reply, 429, { next, email, problem: error.message });
    }
    const user = await verifyCredentials(app.db, email, password);
    if (!user) return signInPage(reply, 400, { next, email, problem: "Invalid email or password" });
    await attempt.succeeded();
    if (user.role !== "admin" || !user.is_verified) {
      return signInPage(reply, 403, {
        next,
        email,
        problem: "Only an admin of this server can use the dashboard. You were not signed in.",
      });
    }
    const session = await issueDashboardSession(app, user);
    setSessionCookie(reply, session.token, session.maxAge);
    request.log.info({ user: user.id }, "dashboard sign-in");
    return reply.header("cache-control", "no-store").redirect(next, 303);
  });

  app.post("/apps/sign-out", async (request, reply) => {
    formBody(request);
    const session = await checkDashboardSession(request);
    if (session.kind === "admin") await endDashboardSession(app, session.admin);
    clearSessionCookie(reply);
    return reply.header("cache-control", "no-store").redirect("/apps/sign-in?signed_out=1", 303);
  });
}
