import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../errors.ts";
import { authThrottle, guessRules } from "../auth/throttle-rules.ts";
import { createApiKey, keyName, listApiKeys, MAX_KEY_NAME, revokeApiKey } from "../cli-auth/api-keys.ts";
import { answerUserCode, normalizeUserCode } from "../cli-auth/device-codes.ts";
import { platformNow } from "../cli-auth/platform-caller.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { formBody, signedInAdmin } from "./dashboard-access.ts";
import { notice, sendPage, when } from "./dashboard-page.ts";
import type { DashboardAdmin } from "./dashboard-session.ts";

const KEYS = "/apps/settings/api-keys";
const SIGN_INS = "/apps/settings/sign-ins";

type KeyRequest = FastifyRequest<{ Params: { keyId: string }; Querystring: { revoked?: unknown } }>;

async function keysPage(
  app: FastifyInstance,
  reply: FastifyReply,
  status: number,
  admin: DashboardAdmin,
  state: {
    readonly problem?: string;
    readonly done?: string;
    readonly created?: { name: string; key: string };
  },
) {
  const keys = await listApiKeys(app.db, { userId: admin.userId });
  const rows = keys.map(
    (key) => html`<tr>
<th scope="row">${key.name}</th>
<td><code>${key.prefix}…</code></td>
<td>${when(key.created_date)}</td>
<td>${when(key.last_used_date)}</td>
<td><form method="post" action="${KEYS}/${encodeURIComponent(key.id)}/revoke"><button class="quiet" type="submit" aria-label="Revoke the key ${key.name}">Revoke</button></form></td>
</tr>`,
  );
  const created: SafeHtml = state.created
    ? html`<div class="card" role="status"><p>Your new key <strong>${state.created.name}</strong>. Copy it now: it is shown only this once.</p>
<code class="key" id="new-key">${state.created.key}</code>
<p class="note">Use it as <code>BASE44_API_KEY</code> with the official CLI.</p></div>`
    : html``;
  return sendPage(reply, status, {
    title: "API keys",
    admin,
    current: "api-keys",
    body: html`${notice(state.problem, state.done)}${created}
<p>A key lets the official Base44 CLI (<code>BASE44_API_KEY</code>) and scripts manage this server's apps as you. These are the keys you made; revoke one the moment it may have leaked.</p>
${
  keys.length === 0
    ? html`<p class="card">You have no live keys.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="keys-caption" tabindex="0"><table>
<caption id="keys-caption">Your live API keys</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Starts with</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="note">Action</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>`
}
<h2 id="create-key">Create a key</h2>
<form class="card" method="post" action="${KEYS}" aria-labelledby="create-key">
<label for="key-name">Name (what it is for)</label>
<input id="key-name" name="name" required maxlength="${MAX_KEY_NAME}">
<p><button type="submit">Create the key</button></p>
</form>`,
  });
}

interface PendingLogin {
  readonly device_code_hash: string;
  readonly scope: string;
  readonly created_date: Date | string;
  readonly expires_at: Date | string;
  readonly last_polled_at: Date | string | null;
}

async function signInsPage(
  app: FastifyInstance,
  reply: FastifyReply,
  status: number,
  admin: DashboardAdmin,
  state: { readonly problem?: string; readonly done?: string; readonly code?: string },
) {
  const { rows: pending } = await app.db.query<PendingLogin>(
    `select device_code_hash, scope, created_date, expires_at, last_polled_at from platform_device_codes
      where status = 'pending' and user_id is null and expires_at > $1::timestamptz
      order by created_date desc limit 100`,
    [new Date(platformNow(app)).toISOString()],
  );
  const rows = pending.map(
    (login, i) => html`<tr>
<th scope="row">Login ${i + 1}</th>
<td>${when(login.created_date)}</td>
<td>${when(login.expires_at)}</td>
<td>${login.last_polled_at ? `Waiting (last asked ${when(login.last_polled_at)})` : "Waiting"}</td>
<td><form method="post" action="${SIGN_INS}/deny"><input type="hidden" name="login" value="${login.device_code_hash}"><button class="quiet" type="submit" aria-label="Deny login ${i + 1}">Deny</button></form></td>
</tr>`,
  );
  return sendPage(reply, status, {
    title: "CLI sign-ins",
    admin,
    current: "sign-ins",
    body: html`${notice(state.problem, state.done)}
<p><code>base44 login</code> shows a code in the terminal and waits for an admin of this server to approve it. Type the code your own terminal shows: codes are not listed here, because anyone can start a login and hope a busy admin approves it.</p>
<form class="card" method="post" action="${SIGN_INS}">
<label for="user_code">Code shown in the terminal</label>
<input id="user_code" name="user_code" required autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="20" value="${state.code ?? ""}">
<p class="inline"><button type="submit" name="decision" value="approve">Approve</button> <button class="quiet" type="submit" name="decision" value="deny">Deny</button></p>
</form>
<h2>Logins waiting</h2>
${
  pending.length === 0
    ? html`<p class="card">No login is waiting.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="logins-caption" tabindex="0"><table>
<caption id="logins-caption">Logins waiting for an answer, newest first</caption>
<thead><tr><th scope="col">Login</th><th scope="col">Started</th><th scope="col">Expires</th><th scope="col">State</th><th scope="col"><span class="note">Action</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>`
}
<p class="note">A terminal without this dashboard can also be approved at <a href="/device">/device</a>.</p>`,
  });
}

/**
 * The server's own settings: the signed-in admin's API keys (api-keys.ts, shown once, revoked at will)
 * and the CLI logins waiting for an answer (device-codes.ts).
 */
export async function settingsPages(app: FastifyInstance) {
  app.get(KEYS, async (request, reply) => {
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const revoked = (request as KeyRequest).query.revoked === "1";
    return keysPage(app, reply, 200, admin, revoked ? { done: "The key was revoked." } : {});
  });

  app.post(KEYS, async (request, reply) => {
    const form = formBody(request);
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const name = keyName(form.get("name"));
    if (name === null) {
      return keysPage(app, reply, 400, admin, {
        problem: `Give the key a name of 1 to ${MAX_KEY_NAME} characters.`,
      });
    }
    const created = await createApiKey(app.db, { userId: admin.userId, name, now: platformNow(app) });
    request.log.info({ key: created.id }, "API key created from the dashboard");
    return keysPage(app, reply, 201, admin, { created: { name: created.name, key: created.key } });
  });

  app.post(`${KEYS}/:keyId/revoke`, async (request: KeyRequest, reply) => {
    formBody(request);
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const revoked = await revokeApiKey(app.db, request.params.keyId.slice(0, 100), {
      userId: admin.userId,
      now: platformNow(app),
    });
    if (!revoked) {
      return keysPage(app, reply, 404, admin, {
        problem: "No such key of yours: it may have been revoked already.",
      });
    }
    request.log.info({ key: request.params.keyId }, "API key revoked from the dashboard");
    return reply.redirect(`${KEYS}?revoked=1`, 303);
  });

  app.get(SIGN_INS, async (request, reply) => {
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    return signInsPage(app, reply, 200, admin, {});
  });

  app.post(SIGN_INS, async (request, reply) => {
    const form = formBody(request);
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const typed = (form.get("user_code") ?? "").slice(0, 40);
    const decision = form.get("decision");
    if (!typed || (decision !== "approve" && decision !== "deny")) {
      return signInsPage(app, reply, 400, admin, {
        code: typed,
        problem: "Enter the code, then approve or deny it.",
      });
    }
    // Wrong codes count as wrong one-time codes do, so a stolen session cannot guess its way to a login.
    let guess: Awaited<ReturnType<ReturnType<typeof authThrottle>["attempt"]>>;
    try {
      guess = await authThrottle(app).attempt(guessRules(app, request, "otp", admin.email), reply);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
      return signInsPage(app, reply, 429, admin, { code: typed, problem: error.message });
    }
    const userCode = normalizeUserCode(typed);
    const answered =
      userCode !== null &&
      (await answerUserCode(app.db, {
        userCode,
        userId: admin.userId,
        approve: decision === "approve",
        now: platformNow(app),
      }));
    if (!answered) {
      return signInsPage(app, reply, 400, admin, {
        code: typed,
        problem:
          "That code is not valid: it may be mistyped, expired or already used. Run `base44 login` again.",
      });
    }
    await guess.succeeded();
    request.log.info({ decision }, "CLI login answered from the dashboard");
    return signInsPage(app, reply, 200, admin, {
      done:
        decision === "approve"
          ? `Approved: the terminal is now signed in as ${admin.email}.`
          : "Denied: the terminal's login has been refused.",
    });
  });

  app.post(`${SIGN_INS}/deny`, async (request, reply) => {
    const form = formBody(request);
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const login = (form.get("login") ?? "").slice(0, 100);
    const { rowCount } = await app.db.query(
      `update platform_device_codes set status = 'denied', user_id = $2
        where device_code_hash = $1 and status = 'pending' and user_id is null and expires_at > $3::timestamptz`,
      [login, admin.userId, new Date(platformNow(app)).toISOString()],
    );
    if (rowCount !== 1) {
      return signInsPage(app, reply, 404, admin, { problem: "That login is no longer waiting." });
    }
    return signInsPage(app, reply, 200, admin, { done: "Denied: that terminal's login has been refused." });
  });
}
