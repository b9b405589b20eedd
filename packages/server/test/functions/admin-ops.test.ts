import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textHash } from "../../src/ember-app/translation/translation-service.ts";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import { createUser } from "../../src/platform/auth/users.ts";
import type { Mailer } from "../../src/platform/mail/mailer.ts";
import { engines } from "../setup/databases.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";
import { invoke, validApplication } from "./submission-fixtures.ts";

/** The local mailbox, except that addresses at fail.test are refused while `failing` is set. */
function switchableMailer() {
  const state = { failing: true };
  const mailer: Mailer = {
    transport: "local",
    send: async (message) =>
      state.failing && message.to.endsWith("@fail.test")
        ? { ok: false, permanent: true, error: "550 mailbox unavailable" }
        : { ok: true },
  };
  return { mailer, state };
}

/** `client.entities.Badge`, typed: the SDK's index signature says it may be undefined, a Proxy never is. */
const badges = (client: Base44Client) => client.entities.Badge as EntityHandler<Record<string, unknown>>;

/** A valid call of each console function, for the access checks. */
const calls: readonly (readonly [string, Record<string, unknown>])[] = [
  ["adminListEmails", {}],
  ["adminReadEmail", { id: "missing" }],
  ["adminRetryEmail", { id: "missing" }],
  ["adminListUsers", {}],
  ["adminRemoveAccess", { user_id: "missing" }],
  ["adminListTranslations", { language: "es" }],
  ["adminCorrectTranslation", { language: "es", text_hash: "0".repeat(64), translation: "Hola" }],
  ["adminExportCorrections", {}],
];

describe.each(engines)("the staff console's operations (%s)", (engine) => {
  let t: TestApp;
  let memberToken: string;
  const { mailer, state } = switchableMailer();
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const asAdmin = (name: string, input: unknown) => invoke(t, name, input, auth(t.adminToken));

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000" },
      { mail: { mailer, worker: { pollIntervalMs: 50, baseDelayMs: 50, maxDelayMs: 100, maxAttempts: 2 } } },
    );
    memberToken = (await createMember(t, "member@ember.test", { is_member: true })).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses every console function to anonymous callers (401) and non-admins (403), even with bad input", async () => {
    for (const [name, input] of calls) {
      expect((await invoke(t, name, input)).status, name).toBe(401);
      expect((await invoke(t, name, input, auth(memberToken))).status, name).toBe(403);
      expect((await invoke(t, name, { bad: 1 }, auth(memberToken))).status, name).toBe(403);
      const admin = await asAdmin(name, input);
      expect([200, 404], name).toContain(admin.status);
      expect((await asAdmin(name, { ...input, bad: 1 })).status, name).toBe(422);
    }
  });

  it("lets the service role call them too", async () => {
    const service = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      serviceToken: await issueServiceToken(t.app),
    });
    const answer = await service.asServiceRole.functions.invoke("adminListUsers", {});
    expect((answer.data as { total: number }).total).toBeGreaterThanOrEqual(2);
  });

  describe("badges, through the SDK's Badge entity", () => {
    const board = async () =>
      (await invoke(t, "badgeBoard", {})).body as unknown as {
        recent: { id: string; badge_name: string }[];
      };
    let awardedId = "";
    const badge = {
      user_email: "Awarded@Example.org",
      badge_name: "Became Official Mentor",
      badge_category: "mentor",
      description: "Awarded by staff",
    };

    it("awards a badge that the public board shows at once, and a second award of that name is a 409", async () => {
      await board(); // fills the board cache, which the award must invalidate
      const admin = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token: t.adminToken });
      const created = await badges(admin).create(badge);
      expect(created).toMatchObject({ badge_name: "Became Official Mentor" });
      expect((await board()).recent[0]).toEqual({
        id: (created as { id: string }).id,
        badge_name: "Became Official Mentor",
        badge_category: "mentor",
        description: "Awarded by staff",
        created_date: (created as { created_date: string }).created_date,
      });
      const again = await badges(admin)
        .create({ ...badge, user_email: "awarded@example.org" })
        .catch((e: unknown) => e);
      expect(again).toMatchObject({ status: 409 });
      expect(await badges(admin).filter({ user_email: { $regex: "awarded@", $options: "i" } })).toHaveLength(
        1,
      );

      await badges(admin).delete((created as { id: string }).id);
      expect((await board()).recent.some((b) => b.id === (created as { id: string }).id)).toBe(false);
      // Revoked, it may be awarded again.
      awardedId = ((await badges(admin).create(badge)) as { id: string }).id;
    });

    it("refuses badge awards, lists and revocations to anonymous callers and non-admins", async () => {
      for (const token of [undefined, memberToken]) {
        const client = createClient({
          serverUrl: t.baseUrl,
          appId: t.config.appId,
          ...(token ? { token } : {}),
        });
        const refused = await badges(client)
          .create({ ...badge, user_email: "x@example.org" })
          .catch((e: unknown) => e);
        // The records API answers 403 to anonymous callers too, as Base44 does for a rule that admits no one.
        expect(refused).toMatchObject({ status: 403 });
        // A list under a read rule that admits no one is empty, as on Base44.
        expect(await badges(client).list()).toEqual([]);
        const revoked = await badges(client)
          .delete(awardedId)
          .catch((e: unknown) => e);
        // A record the caller may not read is not there for them: 404, and it stays.
        expect(revoked).toMatchObject({ status: 404 });
        const admin = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token: t.adminToken });
        expect(await badges(admin).get(awardedId)).toMatchObject({ id: awardedId });
      }
    });
  });

  describe("the outbox", () => {
    it("lists the e-mails of a submission with their status and shows a message with both parts", async () => {
      expect((await invoke(t, "submitApplication", validApplication("ada@example.org"))).status).toBe(200);
      await waitFor(
        async () => ((await asAdmin("adminListEmails", { status: "sent" })).body.total as number) >= 2,
        10_000,
        "the welcome and staff e-mails delivered",
      );
      const { emails } = (await asAdmin("adminListEmails", { status: "sent", limit: 10 }))
        .body as unknown as {
        emails: { id: string; to: string; subject: string; attempts: number; delivered_via: string }[];
      };
      const welcome = emails.find((e) => e.to === "ada@example.org");
      expect(welcome).toMatchObject({ attempts: 1, delivered_via: "local" });
      const message = (await asAdmin("adminReadEmail", { id: welcome?.id })).body;
      expect(message.html).toContain("<");
      expect(message.text).toEqual(expect.any(String));
      expect(message.history).toEqual([expect.objectContaining({ attempt: 1, outcome: "sent" })]);
      expect((await asAdmin("adminListEmails", { status: "bogus" })).status).toBe(422);
      expect((await asAdmin("adminListEmails", { limit: 101 })).status).toBe(422);
    });

    it("retries a failed e-mail: pending again, then delivered by the worker; other e-mails are refused", async () => {
      expect((await invoke(t, "submitApplication", validApplication("bounce@fail.test"))).status).toBe(200);
      const failedOne = async () => {
        const { emails } = (await asAdmin("adminListEmails", { status: "failed" })).body as unknown as {
          emails: { id: string; to: string; last_error: string }[];
        };
        return emails.find((e) => e.to === "bounce@fail.test");
      };
      await waitFor(async () => (await failedOne()) !== undefined, 10_000, "the welcome e-mail failing");
      const failed = await failedOne();
      expect(failed?.last_error).toContain("550");
      state.failing = false;
      const retried = await asAdmin("adminRetryEmail", { id: failed?.id });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ status: "pending", attempts: 0 });
      await waitFor(
        async () => (await asAdmin("adminReadEmail", { id: failed?.id })).body.status === "sent",
        10_000,
        "the retried e-mail delivered",
      );
      const sent = await asAdmin("adminRetryEmail", { id: failed?.id });
      expect(sent.status).toBe(409);
      expect((await asAdmin("adminRetryEmail", { id: "no-such-mail" })).status).toBe(404);
      const history = (await asAdmin("adminReadEmail", { id: failed?.id })).body.history as {
        outcome: string;
      }[];
      expect(history.map((h) => h.outcome)).toEqual(["failed", "sent"]);
    });
  });

  describe("the team", () => {
    it("lists accounts, removes one's access (its token stops working), and an invitation gives it back", async () => {
      const { user, token } = await createMember(t, "leaving@ember.test", { is_member: true });
      const list = (await asAdmin("adminListUsers", { search: "LEAVING" })).body;
      expect(list).toMatchObject({
        total: 1,
        users: [{ email: "leaving@ember.test", role: "user", disabled: false }],
      });
      const removed = await asAdmin("adminRemoveAccess", { user_id: user.id });
      expect(removed.body).toMatchObject({ disabled: true, is_member: false, role: "user" });
      const me = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/User/me`, {
        headers: auth(token),
      });
      expect(me.status).toBe(401);
      const invited = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/users/invite-user`, {
        method: "POST",
        headers: { "content-type": "application/json", ...auth(t.adminToken) },
        body: JSON.stringify({ user_email: "leaving@ember.test", role: "admin" }),
      });
      expect(invited.status).toBe(200);
      const back = (await asAdmin("adminListUsers", { search: "leaving" })).body as unknown as {
        users: { role: string; disabled: boolean; is_member: boolean }[];
      };
      expect(back.users[0]).toMatchObject({ role: "admin", disabled: false, is_member: true });
    });

    it("never removes the caller themself, nor the last admin", async () => {
      const me = (await asAdmin("adminListUsers", { search: "admin@ember.test" })).body as unknown as {
        users: { id: string }[];
      };
      const adminId = me.users[0]?.id as string;
      const self = await asAdmin("adminRemoveAccess", { user_id: adminId });
      expect(self).toMatchObject({ status: 409, body: { extra_data: { reason: "self" } } });

      const other = await createUser(t.app.db, {
        email: "second-admin@ember.test",
        password: "second-password-1",
        role: "admin",
        is_member: true,
        is_verified: true,
      });
      // With two admins (three, counting the one invited above) one may go; the service role then
      // removes the others down to one, and the last is refused.
      const service = createClient({
        serverUrl: t.baseUrl,
        appId: t.config.appId,
        serviceToken: await issueServiceToken(t.app),
      });
      const remove = (id: string) =>
        service.asServiceRole.functions
          .invoke("adminRemoveAccess", { user_id: id })
          .catch((e: { response: unknown }) => e.response) as Promise<{ status: number; data: unknown }>;
      expect((await asAdmin("adminRemoveAccess", { user_id: other.id })).status).toBe(200);
      const admins = (await asAdmin("adminListUsers", { limit: 100 })).body as unknown as {
        users: { id: string; role: string; disabled: boolean }[];
      };
      const others = admins.users.filter((u) => u.role === "admin" && !u.disabled && u.id !== adminId);
      for (const u of others) expect((await remove(u.id)).status).toBe(200);
      expect(await remove(adminId)).toMatchObject({
        status: 409,
        data: { extra_data: { reason: "last_admin" } },
      });
      expect((await asAdmin("adminListUsers", {})).status).toBe(200);
      expect((await asAdmin("adminRemoveAccess", { user_id: "no-such-user" })).status).toBe(404);
    });
  });

  describe("translations", () => {
    const original = "Every story starts with a single spark.";
    const hash = textHash(original);

    it("lists a language's cache and a correction becomes human, served by translate", async () => {
      await t.app.db.query(
        `insert into translation_cache (language, text_hash, original, translation, source)
         values ('es', $1, $2, 'Traducción de máquina', 'machine')`,
        [hash, original],
      );
      const listed = (await asAdmin("adminListTranslations", { language: "es", search: "SPARK" })).body;
      expect(listed).toMatchObject({ total: 1, entries: [{ text_hash: hash, source: "machine" }] });
      expect((await asAdmin("adminListTranslations", { language: "fr" })).body).toMatchObject({ total: 0 });

      const corrected = await asAdmin("adminCorrectTranslation", {
        language: "es",
        text_hash: hash,
        translation: "Cada historia empieza con una sola chispa.",
      });
      expect(corrected.body).toMatchObject({
        source: "human",
        translation: "Cada historia empieza con una sola chispa.",
      });
      const served = await invoke(t, "translate", { language: "es", texts: [original] });
      expect(served.body.translations).toEqual(["Cada historia empieza con una sola chispa."]);
      expect(
        (await asAdmin("adminListTranslations", { language: "es", source: "human" })).body,
      ).toMatchObject({
        total: 1,
      });
      // The correction, exported in the format of the repository's translation files.
      expect((await asAdmin("adminExportCorrections", {})).body).toEqual({
        corrections: { es: { [original]: "Cada historia empieza con una sola chispa." } },
      });
    });

    it("refuses a correction of nothing, an empty one, or one in an unknown language", async () => {
      expect(
        (await asAdmin("adminCorrectTranslation", { language: "fr", text_hash: hash, translation: "x" }))
          .status,
      ).toBe(404);
      expect(
        (await asAdmin("adminCorrectTranslation", { language: "es", text_hash: hash, translation: "  " }))
          .status,
      ).toBe(422);
      expect(
        (await asAdmin("adminCorrectTranslation", { language: "xx", text_hash: hash, translation: "x" }))
          .status,
      ).toBe(422);
      expect(
        (await asAdmin("adminCorrectTranslation", { language: "es", text_hash: "nothex", translation: "x" }))
          .status,
      ).toBe(422);
    });
  });
});
