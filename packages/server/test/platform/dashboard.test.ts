import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, updateUser } from "../../src/platform/auth/users.ts";
import { DASHBOARD_CSS } from "../../src/platform/dashboard/dashboard-style.ts";
import { engines } from "../setup/databases.ts";
import { site, tarball, viaHost } from "../setup/hosted-site.ts";
import { entity } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";
import { memberPassword } from "../setup/users.ts";

// The platform's dashboard (decision 0084): who may sign in, what each page shows, and that every form
// refuses another site's page, a missing or forged session, and renders hostile names as text.

const XSS = `<script>alert("x")</script>`;
const note = {
  name: "Note",
  properties: { title: { type: "string" }, body: { type: "string" }, stars: { type: "number" } },
  rls: { create: true, read: true },
};
const userSchema = {
  name: "User",
  type: "object",
  properties: { role: { type: "string", enum: ["user", "admin", "editor"] } },
};
const fnConfig = {
  name: "nightly",
  entry: "entry.ts",
  automations: [
    {
      type: "scheduled",
      name: "every-night",
      schedule_mode: "recurring",
      schedule_type: "cron",
      cron_expression: "0 3 * * *",
    },
  ],
};
const agent = {
  name: "helper",
  description: `Helps ${XSS}`,
  instructions: "Be kind.",
  tool_configs: [{ entity_name: "Note", allowed_operations: ["read"] }],
};

interface Hosted {
  readonly id: string;
  readonly name: string;
}

describe.each(engines)("the dashboard (%s)", (engine) => {
  let t: TestApp;
  let offsetMs = 0;
  let hosted: Hosted;
  let adminCookie: string;
  const member = { email: "member@ember.test", password: memberPassword };

  const url = (p: string) => `${t.baseUrl}${p}`;
  const get = (p: string, cookie?: string) =>
    fetch(url(p), { redirect: "manual", headers: cookie ? { cookie } : {} });
  const post = (p: string, fields: Record<string, string>, cookie?: string, origin = t.baseUrl) =>
    fetch(url(p), {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  async function signIn(email: string, password: string): Promise<string> {
    const response = await post("/apps/sign-in?next=%2Fapps", { email, password });
    expect(response.status).toBe(303);
    return cookieOf(response);
  }
  const appCount = async () =>
    (await t.app.db.query<{ n: number }>("select count(*)::int as n from hosted_apps")).rows[0]?.n;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { cliAuth: { now: () => Date.now() + offsetMs } });
    await createUser(t.app.db, { ...member, role: "user", is_member: true, is_verified: true });
    adminCookie = await signIn(testAdmin.email, testAdmin.password);
    const created = await post(
      "/apps",
      { name: `Notes ${XSS}`, visibility: "public_without_login" },
      adminCookie,
    );
    expect(created.status).toBe(303);
    const id = /^\/apps\/([0-9a-f]{24})\/editor\/workspace\/overview$/.exec(
      created.headers.get("location") ?? "",
    )?.[1];
    if (!id) throw new Error(`no app in ${created.headers.get("location")}`);
    hosted = { id, name: `Notes ${XSS}` };
    const base44 = path.join(t.app.appsHost.folders(id).project, "base44");
    await mkdir(path.join(base44, "entities"), { recursive: true });
    await mkdir(path.join(base44, "functions", "nightly"), { recursive: true });
    await mkdir(path.join(base44, "agents"), { recursive: true });
    await writeFile(path.join(base44, "entities", "note.jsonc"), JSON.stringify(note));
    await writeFile(path.join(base44, "entities", "user.jsonc"), JSON.stringify(userSchema));
    await writeFile(path.join(base44, "functions", "nightly", "function.jsonc"), JSON.stringify(fnConfig));
    await writeFile(
      path.join(base44, "functions", "nightly", "entry.ts"),
      "Deno.serve(() => new Response('ok'));\n",
    );
    await writeFile(path.join(base44, "agents", "helper.jsonc"), JSON.stringify(agent));
    await t.app.appsHost.restart(id);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("signing in", () => {
    it("sends a signed-out visitor to the sign-in page and back", async () => {
      const overview = `/apps/${hosted.id}/editor/workspace/overview`;
      const response = await get(overview);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/apps/sign-in?next=${encodeURIComponent(overview)}`);
      const page = await get("/apps/sign-in");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<input id="password" name="password" type="password"');
    });

    it("gives an admin an HttpOnly, same-site cookie of the dashboard's own", async () => {
      const response = await post("/apps/sign-in?next=%2Fapps%2Fsettings%2Fapi-keys", testAdmin);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/apps/settings/api-keys");
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^ember_dashboard=[\w-]+\.[\w-]+\.[\w-]+; /);
      expect(cookie).toContain("Path=/apps");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Strict");
      expect(cookie).toContain("Max-Age=14400");
      // PUBLIC_URL is http here: a Secure cookie would never come back.
      expect(cookie).not.toContain("Secure");
      expect((await get("/apps", cookieOf(response))).status).toBe(200);
    });

    it("never sends the admin off the dashboard after signing in", async () => {
      for (const next of ["https://evil.example/apps", "//evil.example/apps", "/admin", "/apps/../admin"]) {
        const response = await post(`/apps/sign-in?next=${encodeURIComponent(next)}`, testAdmin);
        expect(response.headers.get("location")).toBe("/apps");
      }
    });

    it("refuses a wrong password and someone who is not an admin, with no cookie", async () => {
      const wrong = await post("/apps/sign-in", { email: testAdmin.email, password: "not-the-password" });
      expect(wrong.status).toBe(400);
      expect(wrong.headers.get("set-cookie")).toBeNull();
      expect(await wrong.text()).toContain("Invalid email or password");
      const notAdmin = await post("/apps/sign-in", member);
      expect(notAdmin.status).toBe(403);
      expect(notAdmin.headers.get("set-cookie")).toBeNull();
      expect(await notAdmin.text()).toContain("Only an admin of this server");
    });

    it("refuses a sign-in posted by another site's page", async () => {
      const response = await post("/apps/sign-in", testAdmin, undefined, "https://evil.example");
      expect(response.status).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.json()).toMatchObject({ message: expect.stringContaining("another site") });
    });

    it("refuses a tampered cookie, another server's, an app's token and a CLI token", async () => {
      const token = adminCookie.slice("ember_dashboard=".length);
      const [head, payload, signature] = token.split(".");
      const flipped = `${signature?.slice(0, -2)}${signature?.endsWith("AA") ? "BB" : "AA"}`;
      const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<
        string,
        unknown
      >;
      const promoted = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString(
        "base64url",
      );
      // Another server signs with its own secret: the same claims, another key.
      const elsewhere = await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(randomBytes(48));
      const appToken = await login(t.baseUrl, t.config.appId, testAdmin.email, testAdmin.password);
      for (const forged of [
        `${head}.${payload}.${flipped}`,
        `${head}.${promoted}.${signature}`,
        elsewhere,
        appToken,
        "not-a-token",
      ]) {
        const response = await get("/apps", `ember_dashboard=${forged}`);
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toMatch(/^\/apps\/sign-in/);
        const write = await post("/apps", { name: "forged" }, `ember_dashboard=${forged}`);
        expect(write.status).toBe(401);
      }
      expect(await appCount()).toBe(1);
    });

    it("ends a session after four hours", async () => {
      const cookie = await signIn(testAdmin.email, testAdmin.password);
      offsetMs = 4 * 60 * 60 * 1000 + 1000;
      try {
        expect((await get("/apps", cookie)).status).toBe(303);
      } finally {
        offsetMs = 0;
      }
      expect((await get("/apps", cookie)).status).toBe(200);
    });

    it("shuts out an admin who is no longer one, at once", async () => {
      const former = { email: "former@ember.test", password: "former-password-1" };
      const user = await createUser(t.app.db, {
        ...former,
        role: "admin",
        is_member: true,
        is_verified: true,
      });
      const cookie = await signIn(former.email, former.password);
      await updateUser(t.app.db, user.id, { role: "user" });
      const page = await get("/apps", cookie);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("not an admin of this server");
      const before = await appCount();
      expect((await post("/apps", { name: "by a former admin" }, cookie)).status).toBe(403);
      expect(await appCount()).toBe(before);
    });

    it("signs out for good: the same cookie is refused afterwards", async () => {
      const cookie = await signIn(testAdmin.email, testAdmin.password);
      expect((await post("/apps/sign-out", {}, cookie, "https://evil.example")).status).toBe(403);
      expect((await get("/apps", cookie)).status).toBe(200);
      const out = await post("/apps/sign-out", {}, cookie);
      expect(out.status).toBe(303);
      expect(out.headers.get("location")).toBe("/apps/sign-in?signed_out=1");
      expect(out.headers.get("set-cookie")).toMatch(/^ember_dashboard=; Path=\/apps; Max-Age=0/);
      expect((await get("/apps", cookie)).status).toBe(303);
    });
  });

  describe("pages", () => {
    it("serves every page with a policy that allows its own stylesheet and nothing else", async () => {
      const response = await get("/apps", adminCookie);
      const csp = response.headers.get("content-security-policy") ?? "";
      const hash = createHash("sha256").update(DASHBOARD_CSS).digest("base64");
      expect(csp).toContain(`style-src 'sha256-${hash}'`);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("script-src");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(await response.text()).toContain(`<style>${DASHBOARD_CSS}</style>`);
    });

    it("lists the apps with their addresses, names escaped", async () => {
      const html = await (await get("/apps", adminCookie)).text();
      expect(html).toContain("Notes &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(html).not.toContain(XSS);
      expect(html).toContain(`<code>${hosted.id}</code>`);
      expect(html).toContain(t.app.appsHost.urlOf(hosted.id));
      expect(html).toContain("Public, no sign-in needed");
    });

    it("creates an app only from its own page, with a name", async () => {
      const before = await appCount();
      expect(
        (await post("/apps", { name: "From elsewhere" }, adminCookie, "https://evil.example")).status,
      ).toBe(403);
      const empty = await post("/apps", { name: "  " }, adminCookie);
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain("Give the app a name");
      const badVisibility = await post("/apps", { name: "x", visibility: "everyone" }, adminCookie);
      expect(badVisibility.status).toBe(400);
      const json = await fetch(url("/apps"), {
        method: "POST",
        headers: { "content-type": "application/json", origin: t.baseUrl, cookie: adminCookie },
        body: JSON.stringify({ name: "as json" }),
      });
      expect(json.status).toBe(415);
      expect(await appCount()).toBe(before);
    });

    it("shows the app at the CLI's address: counts, sections and what is not wired yet", async () => {
      const ada = "ada@example.org";
      const instance = await t.app.appsHost.instance(hosted.id);
      if (!instance) throw new Error("not running");
      await createUser(instance.db, {
        email: ada,
        password: "hosted-password-1",
        role: "user",
        is_member: true,
        is_verified: true,
      });
      const token = await login(t.baseUrl, hosted.id, ada, "hosted-password-1");
      const sdk = createClient({ serverUrl: t.baseUrl, appId: hosted.id, token });
      await entity(sdk, "Note").create({ title: "first", body: `<img src=x onerror=alert(1)>`, stars: 3 });
      await entity(sdk, "Note").create({ title: "second", body: "plain words" });
      const page = await get(`/apps/${hosted.id}/editor/workspace/overview`, adminCookie);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<th scope="row"><a href="[^"]+\/entities\/Note">Note<\/a><\/th><td>2<\/td>/);
      expect(html).toContain(`<h1>Notes &lt;script&gt;`);
      expect(html).toContain("No site deployed yet.");
      expect(html).toContain("No secrets.");
      expect(html).toMatch(/Functions<\/a><strong>1<\/strong>/);
      expect(html).toMatch(/Agents<\/a><strong>1<\/strong>/);
      expect(html).toMatch(/Users<\/a><strong>1<\/strong>/);
      expect((await get(`/apps/${hosted.id}`, adminCookie)).headers.get("location")).toBe(
        `/apps/${hosted.id}/editor/workspace/overview`,
      );
    });

    it("browses records: a table from the schema, a search, pages and a record's JSON, all escaped", async () => {
      const base = `/apps/${hosted.id}/editor/workspace/entities/Note`;
      const html = await (await get(base, adminCookie)).text();
      expect(html).toContain('<th scope="col">title</th><th scope="col">body</th><th scope="col">stars</th>');
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(html).not.toContain("<img src=x");
      const found = await (await get(`${base}?q=ONERROR`, adminCookie)).text();
      expect(found).toContain(">first<");
      expect(found).not.toContain(">second<");
      // Regular-expression characters are searched as text.
      const literal = await (await get(`${base}?q=${encodeURIComponent(".*")}`, adminCookie)).text();
      expect(literal).toContain("No record matches the search.");
      const id = /records\/([0-9a-f]+)">/.exec(found)?.[1];
      const detail = await get(`${base}/records/${id}`, adminCookie);
      expect(detail.status).toBe(200);
      const json = await detail.text();
      expect(json).toContain("&quot;body&quot;: &quot;&lt;img src=x onerror=alert(1)&gt;&quot;");
      expect((await get(`${base}/records/000000000000000000000000`, adminCookie)).status).toBe(404);
      const badCursor = await get(`${base}?cursor=garbage`, adminCookie);
      expect(badCursor.status).toBe(400);
      expect(await badCursor.text()).toContain("Start from the first page");
    });

    it("pages through records with a next link", async () => {
      const instance = await t.app.appsHost.instance(hosted.id);
      if (!instance) throw new Error("not running");
      const sdk = createClient({
        serverUrl: t.baseUrl,
        appId: hosted.id,
        token: await login(t.baseUrl, hosted.id, "ada@example.org", "hosted-password-1"),
      });
      await entity(sdk, "Note").bulkCreate(Array.from({ length: 30 }, (_, i) => ({ title: `bulk ${i}` })));
      const base = `/apps/${hosted.id}/editor/workspace/entities/Note`;
      const first = await (await get(base, adminCookie)).text();
      expect(first.match(/<tr>\n<th scope="row">/g)).toHaveLength(25);
      const next = /<a href="([^"]+)" rel="next">/.exec(first)?.[1]?.replaceAll("&amp;", "&");
      expect(next).toBeDefined();
      const second = await (await get(next ?? "", adminCookie)).text();
      expect(second.match(/<tr>\n<th scope="row">/g)).toHaveLength(7);
      expect(second).not.toContain('rel="next"');
    });

    it("answers unknown apps, entities and pages with the dashboard's 404", async () => {
      for (const p of [
        "/apps/0123456789abcdef01234567/editor/workspace/overview",
        `/apps/${encodeURIComponent(XSS)}/editor/workspace/overview`,
        `/apps/${hosted.id}/editor/workspace/entities/${encodeURIComponent(XSS)}`,
        `/apps/${hosted.id}/editor/workspace/nothing-here`,
      ]) {
        const response = await get(p, adminCookie);
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).toContain("<h1>Not found</h1>");
        expect(html).not.toContain("<script>");
      }
    });

    it("lists users and changes a role among the app's roles, from its own page only", async () => {
      const instance = await t.app.appsHost.instance(hosted.id);
      if (!instance) throw new Error("not running");
      const bob = await createUser(instance.db, {
        email: "bob@example.org",
        full_name: `<b>Bob</b>`,
        password: "hosted-password-1",
        role: "user",
        is_member: true,
        is_verified: true,
      });
      const usersPath = `/apps/${hosted.id}/editor/workspace/users`;
      const html = await (await get(usersPath, adminCookie)).text();
      expect(html).toContain("&lt;b&gt;Bob&lt;/b&gt;");
      expect(html).toContain('<option value="editor">editor</option>');
      const rolePath = `${usersPath}/${bob.id}/role`;
      const roleOf = async () =>
        (await instance.db.query<{ role: string }>("select role from users where id = $1", [bob.id])).rows[0]
          ?.role;
      expect((await post(rolePath, { role: "admin" }, adminCookie, "https://evil.example")).status).toBe(403);
      expect((await post(rolePath, { role: "admin" })).status).toBe(401);
      const invalid = await post(rolePath, { role: "owner" }, adminCookie);
      expect(invalid.status).toBe(422);
      expect(await invalid.text()).toContain("owner is not one of the app&#39;s roles.");
      expect(await roleOf()).toBe("user");
      const changed = await post(rolePath, { role: "editor" }, adminCookie);
      expect(changed.status).toBe(303);
      expect(changed.headers.get("location")).toBe(`${usersPath}?changed=1`);
      expect(await roleOf()).toBe("editor");
      // The server's own admin is no user of the hosted app.
      const missing = await post(
        `${usersPath}/000000000000000000000000/role`,
        { role: "admin" },
        adminCookie,
      );
      expect(missing.status).toBe(404);
    });

    it("shows secrets by name only, and the site's deployments with a restore that needs a same-site form", async () => {
      const api = (p: string, init: RequestInit) =>
        fetch(url(p), { ...init, headers: { authorization: `Bearer ${t.adminToken}`, ...init.headers } });
      const secret = await api(`/api/apps/${hosted.id}/secrets`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ MAPS_KEY: "value-never-shown" }),
      });
      expect(secret.status).toBe(200);
      for (const version of ["one", "two"]) {
        const form = new FormData();
        const bytes = await tarball(site(`<!doctype html><title>${version}</title>`));
        form.append("file", new Blob([bytes], { type: "application/gzip" }), "dist.tar.gz");
        expect((await api(`/api/apps/${hosted.id}/deploy-dist`, { method: "POST", body: form })).status).toBe(
          200,
        );
      }
      const overview = await (await get(`/apps/${hosted.id}/editor/workspace/overview`, adminCookie)).text();
      expect(overview).toContain("<code>MAPS_KEY</code>");
      expect(overview).not.toContain("value-never-shown");
      expect(overview).toMatch(/<code>2<\/code><\/th>.*Live/s);
      const restore = `/apps/${hosted.id}/editor/workspace/site-deployments/1/restore`;
      expect(overview).toContain(`action="${restore}"`);
      expect((await post(restore, {}, adminCookie, "https://evil.example")).status).toBe(403);
      const restored = await post(restore, {}, adminCookie);
      expect(restored.status).toBe(303);
      const site1 = await viaHost(t.baseUrl, `${hosted.id}.localhost`, "/");
      expect(site1.body).toContain("<title>one</title>");
      expect(
        (await post(`/apps/${hosted.id}/editor/workspace/site-deployments/9/restore`, {}, adminCookie))
          .status,
      ).toBe(404);
    });

    it("lists functions with their automations, agents, and says what connections lack", async () => {
      const functions = await (
        await get(`/apps/${hosted.id}/editor/workspace/functions`, adminCookie)
      ).text();
      expect(functions).toContain("<code>nightly</code>");
      expect(functions).toContain("<code>base44/functions/nightly/entry.ts</code>");
      expect(functions).toContain("every-night: cron 0 3 * * * (UTC)");
      expect(functions).toContain("No log lines yet.");
      expect(functions).toContain("No automation has run yet.");
      const agents = await (await get(`/apps/${hosted.id}/editor/workspace/agents`, adminCookie)).text();
      expect(agents).toContain("<code>helper</code>");
      expect(agents).toContain("Helps &lt;script&gt;");
      expect(agents).toContain("Note: read");
      const connections = await get(`/apps/${hosted.id}/editor/workspace/app-connections`, adminCookie);
      expect(connections.status).toBe(200);
      expect(await connections.text()).toContain("not available on this server");
    });
  });

  describe("settings", () => {
    it("creates a key shown once, lists it with its last use, and revokes it", async () => {
      const keyCount = async () =>
        (await t.app.db.query<{ n: number }>("select count(*)::int as n from platform_api_keys")).rows[0]?.n;
      const before = await keyCount();
      const forged = await post(
        "/apps/settings/api-keys",
        { name: "stolen" },
        adminCookie,
        "https://evil.example",
      );
      expect(forged.status).toBe(403);
      expect((await post("/apps/settings/api-keys", { name: "no session" })).status).toBe(401);
      expect(await keyCount()).toBe(before);
      const created = await post("/apps/settings/api-keys", { name: `CI ${XSS}` }, adminCookie);
      expect(created.status).toBe(201);
      const html = await created.text();
      const key = /<code class="key" id="new-key">(b44k_[\w-]+)<\/code>/.exec(html)?.[1] ?? "";
      expect(key).toMatch(/^b44k_/);
      expect(html).toContain("CI &lt;script&gt;");
      const listApps = () => fetch(url("/api/apps"), { headers: { api_key: key } });
      expect((await listApps()).status).toBe(200);
      const listed = await (await get("/apps/settings/api-keys", adminCookie)).text();
      expect(listed).not.toContain(key);
      expect(listed).toContain(`${key.slice(0, 9)}…`);
      expect(listed).not.toMatch(/<td>never<\/td>\n<td><form/);
      const keyId = /api-keys\/([0-9a-f]+)\/revoke/.exec(listed)?.[1] ?? "";
      const revokePath = `/apps/settings/api-keys/${keyId}/revoke`;
      expect((await post(revokePath, {}, adminCookie, "https://evil.example")).status).toBe(403);
      expect((await listApps()).status).toBe(200);
      const revoked = await post(revokePath, {}, adminCookie);
      expect(revoked.status).toBe(303);
      expect((await listApps()).status).toBe(401);
      const again = await post(revokePath, {}, adminCookie);
      expect(again.status).toBe(404);
      expect((await post("/apps/settings/api-keys", { name: "" }, adminCookie)).status).toBe(400);
    });

    it("approves a waiting CLI login by the code the terminal shows, never listing the codes", async () => {
      const start = async () =>
        (await (
          await fetch(url("/oauth/device/code"), {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ client_id: "base44_cli" }),
          })
        ).json()) as { device_code: string; user_code: string };
      const first = await start();
      const second = await start();
      const page = await (await get("/apps/settings/sign-ins", adminCookie)).text();
      expect(page).toContain("Login 2");
      expect(page).not.toContain(first.user_code);
      expect(page).not.toContain(second.user_code);
      expect(
        (
          await post(
            "/apps/settings/sign-ins",
            { user_code: first.user_code, decision: "approve" },
            adminCookie,
            "https://evil.example",
          )
        ).status,
      ).toBe(403);
      const wrong = await post(
        "/apps/settings/sign-ins",
        { user_code: "BBBB-BBBB", decision: "approve" },
        adminCookie,
      );
      expect(wrong.status).toBe(400);
      const approved = await post(
        "/apps/settings/sign-ins",
        { user_code: first.user_code.toLowerCase(), decision: "approve" },
        adminCookie,
      );
      expect(approved.status).toBe(200);
      expect(await approved.text()).toContain(`signed in as ${testAdmin.email}`);
      const poll = (deviceCode: string) =>
        fetch(url("/oauth/token"), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "urn:ietf:params:oauth:grant-type:device_code",
            device_code: deviceCode,
            client_id: "base44_cli",
          }),
        });
      expect((await poll(first.device_code)).status).toBe(200);
      const waiting = await (await get("/apps/settings/sign-ins", adminCookie)).text();
      const login = /name="login" value="([^"]+)"/.exec(waiting)?.[1] ?? "";
      const denied = await post("/apps/settings/sign-ins/deny", { login }, adminCookie);
      expect(denied.status).toBe(200);
      expect(((await (await poll(second.device_code)).json()) as { error: string }).error).toBe(
        "access_denied",
      );
      expect((await post("/apps/settings/sign-ins/deny", { login }, adminCookie)).status).toBe(404);
    });
  });
});

describe("the dashboard's sign-in throttle", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { RATE_LIMIT_LOGIN_PER_ACCOUNT: "2" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts wrong passwords as every sign-in form does, and then refuses even the right one", async () => {
    const attempt = (password: string) =>
      fetch(`${t.baseUrl}/apps/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
        body: new URLSearchParams({ email: testAdmin.email, password }),
      });
    expect((await attempt("wrong-password-1")).status).toBe(400);
    expect((await attempt("wrong-password-2")).status).toBe(400);
    const refused = await attempt(testAdmin.password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("set-cookie")).toBeNull();
  });
});
