import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../errors.ts";
import { assertSiteOrigin } from "../functions/site-origin.ts";
import { sendHtmlPage } from "../html-page-reply.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { sameOriginPath } from "./safe-redirect.ts";
import { authThrottle, guessRules } from "./throttle-rules.ts";
import { issueAccessToken } from "./tokens.ts";
import { verifyCredentials } from "./users.ts";

export interface SignInPageOptions {
  /** The app's name, as the page's heading says it. */
  readonly appName: string;
  /**
   * The app's built front end. A `/login` without `from_url` is the app's own route then (many apps have a
   * Login page of their own); the SDK's redirects always carry `from_url` and get this page.
   */
  readonly appSiteRoot?: string;
}

// The page has no script and posts only to itself, so its policy can forbid everything else.
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

interface PageState {
  readonly fromUrl: string;
  readonly email?: string;
  readonly problem?: string;
}

const page = (appName: string, state: PageState, provider: string | undefined): SafeHtml => {
  const action = `/login?from_url=${encodeURIComponent(state.fromUrl)}`;
  // The configured OpenID Connect provider (OIDC_ISSUER), started as the SDK's loginWithProvider does.
  const providerLink = provider
    ? html`<p class="or">or</p><a class="provider" href="/api/apps/auth/login?from_url=${encodeURIComponent(state.fromUrl)}">Sign in with ${provider}</a>`
    : html``;
  const problem = state.problem
    ? html`<p id="problem" class="problem" role="alert">${state.problem}</p>`
    : html``;
  const described = state.problem ? html` aria-describedby="problem" aria-invalid="true"` : html``;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in to ${appName}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f4;color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{width:100%;max-width:24rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 10px 30px rgba(0,0,0,.08)}
h1{margin:0 0 1.25rem;font-size:1.5rem;line-height:1.25}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #78716c;border-radius:.5rem}
button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1c1917;border:0;border-radius:.5rem;cursor:pointer}
input:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.or{margin:1.25rem 0 .5rem;text-align:center;color:#57534e}
.provider{display:block;padding:.65rem;text-align:center;font-weight:600;color:#1c1917;border:1px solid #1c1917;border-radius:.5rem;text-decoration:none}
.provider:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.problem{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fef2f2;color:#991b1b}
</style>
</head>
<body><main>
<h1>Sign in to ${appName}</h1>
${problem}<form method="post" action="${action}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${state.email ?? ""}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button>
</form>
${providerLink}
</main></body>
</html>
`;
};

type LoginRequest = FastifyRequest<{ Querystring: { from_url?: unknown } }>;

/**
 * The sign-in page of a hosted Base44 project. The SDK sends a signed-out visitor to
 * `{appBaseUrl}/login?from_url=…` (`auth.redirectToLogin`, 0.1's `auth.login`, `requiresAuth`), which on
 * Base44 is the platform's page, not the app's. It is a plain form, served without script: a post checks
 * the password like `auth/login` (same throttle, same answers), then sends the browser back to `from_url`
 * (this site only) with `?access_token=…`, which both the SDK and the templates' app-params read, store
 * and take out of the address bar (the server's log redacts it).
 */
export async function signInPage(app: FastifyInstance, options: SignInPageOptions) {
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
  }
  const origins = (request: FastifyRequest) => [
    `${request.protocol}://${request.host}`,
    new URL(app.config.publicUrl).origin,
  ];
  const send = (reply: FastifyReply, status: number, state: PageState) =>
    sendHtmlPage(reply, status, CSP, page(options.appName, state, app.config.oidc?.name).value);

  app.get("/login", async (request: LoginRequest, reply) => {
    if (request.query.from_url === undefined && options.appSiteRoot) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", options.appSiteRoot);
    }
    return send(reply, 200, { fromUrl: sameOriginPath(request.query.from_url, origins(request)) });
  });

  app.post("/login", async (request: LoginRequest, reply) => {
    // Another site's page must not sign a visitor in to an account of its choosing.
    assertSiteOrigin(request, app.config);
    const fromUrl = sameOriginPath(request.query.from_url, origins(request));
    if (!(request.body instanceof URLSearchParams)) {
      throw new ApiError(
        415,
        "The sign-in form is posted as application/x-www-form-urlencoded",
        "HTTPException",
      );
    }
    const email = (request.body.get("email") ?? "").trim().slice(0, 320);
    const password = (request.body.get("password") ?? "").slice(0, 1024);
    if (!email || !password) {
      return send(reply, 400, { fromUrl, email, problem: "Enter your e-mail and your password." });
    }
    let attempt: Awaited<ReturnType<ReturnType<typeof authThrottle>["attempt"]>>;
    try {
      attempt = await authThrottle(app).attempt(guessRules(app, request, "login", email), reply);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
      return send(reply, 429, { fromUrl, email, problem: error.message });
    }
    const user = await verifyCredentials(app.db, email, password);
    if (!user) return send(reply, 400, { fromUrl, email, problem: "Invalid email or password" });
    await attempt.succeeded();
    if (!user.is_verified) {
      return send(reply, 403, {
        fromUrl,
        email,
        problem: "Please confirm your e-mail address first: open the link or code we sent you.",
      });
    }
    const target = new URL(fromUrl, "http://origin.invalid");
    // Back to the sign-in page would be a loop.
    if (target.pathname === "/login") target.href = "http://origin.invalid/";
    target.searchParams.set("access_token", await issueAccessToken(app, user));
    return reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .redirect(`${target.pathname}${target.search}${target.hash}`, 303);
  });
}
