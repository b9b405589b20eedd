import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Base44Client, createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SocketHub } from "../../src/platform/realtime/socket-hub.ts";
import { engines } from "../setup/databases.ts";
import { type ChatRequestBody, type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { entity, type Row, sdkError } from "../setup/sdk-calls.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

/**
 * examples/tool-library, a Base44 app written as Base44 apps are, hosted by the platform (APP_DIR) and
 * used through the official SDK by two neighbours and an admin: its entity and field rules, its User
 * schema's role and custom field, its Deno functions and its agent.
 */
const exampleDir = fileURLToPath(new URL("../../../../examples/tool-library", import.meta.url));

/** The tool results the model was sent back in one request. */
const toolResults = (request: ChatRequestBody) =>
  request.messages.filter((m) => m.role === "tool").map((m) => JSON.parse(String(m.content)) as unknown);

describe.each(engines)("the tool library example on %s", (engine) => {
  let t: TestApp;
  let model: FakeOpenAi;
  let sdk: (token?: string) => Base44Client;
  let admin: Base44Client;
  let alice: { id: string; client: Base44Client };
  let bob: { id: string; client: Base44Client };
  let ladder: Row;

  beforeAll(async () => {
    // The front end as the app builds it (dist/), which also links the SDK its Deno functions import.
    execFileSync(process.execPath, [path.join(exampleDir, "scripts", "build.mjs")], { stdio: "pipe" });
    model = await startFakeOpenAi();
    t = await startTestApp(
      engine,
      {
        APP_DIR: exampleDir,
        AGENTS_FOR_USERS: "true",
        LLM_RISK_CHECK: "false",
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: "test-model",
      },
      { llm: { replyTimeoutMs: 5000 } },
    );
    sdk = (token) =>
      createClient({
        serverUrl: t.baseUrl,
        appId: t.config.appId,
        analytics: { enabled: false },
        ...(token ? { token } : {}),
      });
    admin = sdk(t.adminToken);
    const member = async (email: string, neighborhood: string) => {
      const { user, token } = await createMember(t, email, { is_member: true });
      const client = sdk(token);
      await client.auth.updateMe({ neighborhood });
      return { id: user.id, client };
    };
    alice = await member("alice@tools.test", "north");
    bob = await member("bob@tools.test", "south");
  });
  afterAll(async () => {
    // A client that subscribed holds a socket that would otherwise reconnect to the closed server.
    bob?.client.cleanup();
    await t?.close();
    await model?.stop();
  });

  it("lets a signed-in neighbour lend a tool that everyone may read and only its owner may change", async () => {
    expect((await sdkError(entity(sdk(), "Tool").create({ name: "Anonymous saw" }))).status).toBe(403);
    ladder = await entity(alice.client, "Tool").create({
      name: "Ladder",
      category: "hand_tool",
      neighborhood: "north",
      pickup_address: "12 Elm Street",
    });
    expect(ladder).toMatchObject({ created_by_id: alice.id, available: true, safety_checked: false });
    expect((await entity(sdk(), "Tool").list()).map((tool) => tool.name)).toEqual(["Ladder"]);

    expect((await sdkError(entity(bob.client, "Tool").update(ladder.id, { name: "Mine now" }))).status).toBe(
      404,
    );
    expect((await sdkError(entity(bob.client, "Tool").delete(ladder.id))).status).toBe(404);
    await entity(alice.client, "Tool").update(ladder.id, { description: "Three metres" });
    expect(await entity(admin, "Tool").get(ladder.id)).toMatchObject({
      name: "Ladder",
      description: "Three metres",
    });
  });

  it("keeps the safety check to stewards and admins, whoever owns the tool", async () => {
    const refused = entity(alice.client, "Tool").update(ladder.id, { safety_checked: true });
    await expect(refused).rejects.toMatchObject({ status: 403, message: /safety_checked/ });
    expect(await entity(admin, "Tool").get(ladder.id)).toMatchObject({ safety_checked: false });
    await entity(admin, "Tool").update(ladder.id, { safety_checked: true });
    expect(await entity(sdk(), "Tool").get(ladder.id)).toMatchObject({ safety_checked: true });
  });

  it("shows the pickup address to the owner, admins and neighbours of the same neighbourhood only", async () => {
    const address = async (client: Base44Client) =>
      (await entity(client, "Tool").get(ladder.id)).pickup_address;
    expect(await address(alice.client)).toBe("12 Elm Street");
    expect(await address(admin)).toBe("12 Elm Street");
    const [seenByBob] = await entity(bob.client, "Tool").filter({ name: "Ladder" });
    expect(seenByBob).toMatchObject({ name: "Ladder" });
    expect(seenByBob).not.toHaveProperty("pickup_address");
    expect(await entity(sdk(), "Tool").get(ladder.id)).not.toHaveProperty("pickup_address");
    // Asking by the hidden field is refused, not quietly answered.
    expect(
      (await sdkError(entity(bob.client, "Tool").filter({ pickup_address: "12 Elm Street" }))).status,
    ).toBe(403);

    // The rule reads the caller's custom field: moving to the north shows it.
    await bob.client.auth.updateMe({ neighborhood: "north" });
    expect(await address(bob.client)).toBe("12 Elm Street");
    await bob.client.auth.updateMe({ neighborhood: "south" });
    expect(await address(bob.client)).toBeUndefined();
  });

  it("gives the steward role, an app role below admin, the stewards' rights and no more", async () => {
    expect((await sdkError(entity(bob.client, "Notice").create({ title: "Repair café" }))).status).toBe(403);
    await entity(admin, "User").update(bob.id, { role: "steward" });
    expect(await bob.client.auth.me()).toMatchObject({ role: "steward", neighborhood: "south" });

    await entity(bob.client, "Notice").create({ title: "Repair café on Saturday", pinned: true });
    expect((await entity(sdk(), "Notice").list()).map((n) => n.title)).toEqual(["Repair café on Saturday"]);
    expect((await sdkError(entity(alice.client, "Notice").create({ title: "Not a steward" }))).status).toBe(
      403,
    );
    expect(await entity(bob.client, "Tool").get(ladder.id)).toMatchObject({
      pickup_address: "12 Elm Street",
    });
    // Not an admin role: other users' records stay closed to a steward.
    expect((await sdkError(entity(bob.client, "User").get(alice.id))).status).toBe(404);
    expect((await sdkError(entity(bob.client, "User").update(alice.id, { role: "steward" }))).status).toBe(
      404,
    );

    await entity(admin, "User").update(bob.id, { role: "user" });
    expect((await sdkError(entity(bob.client, "Notice").create({ title: "No longer" }))).status).toBe(403);
  });

  it("refuses a malformed loan with 422 and stores nothing", async () => {
    const bad = entity(bob.client, "Loan").create({
      tool_id: ladder.id,
      owner_id: alice.id,
      start_date: "next tuesday",
      end_date: "2026-12-03",
    });
    await expect(bad).rejects.toMatchObject({ status: 422, code: "VALIDATION_ERROR" });
    const missing = entity(bob.client, "Loan").create({ tool_id: ladder.id, owner_id: alice.id });
    await expect(missing).rejects.toMatchObject({ status: 422 });
    expect(await entity(admin, "Loan").count()).toBe(0);
  });

  it("shows a loan to its borrower and the tool's owner, who alone answers it", async () => {
    const loan = await entity(bob.client, "Loan").create({
      tool_id: ladder.id,
      tool_name: "Ladder",
      owner_id: alice.id,
      start_date: "2026-12-01",
      end_date: "2026-12-03",
    });
    expect(loan).toMatchObject({ status: "requested", created_by_id: bob.id });
    expect((await entity(alice.client, "Loan").list()).map((l) => l.id)).toEqual([loan.id]);
    expect((await sdkError(entity(bob.client, "Loan").update(loan.id, { status: "approved" }))).status).toBe(
      404,
    );
    await entity(alice.client, "Loan").update(loan.id, { status: "approved" });
    expect(await entity(bob.client, "Loan").get(loan.id)).toMatchObject({ status: "approved" });
  });

  it("has a librarian agent that looks tools up as the asking user, field rules included", async () => {
    const requests: ChatRequestBody[] = [];
    model.mode = {
      kind: "chat",
      respond: (request) => {
        requests.push(request);
        const [rows] = toolResults(request) as Row[][];
        if (!rows) {
          const args = JSON.stringify({ query: { name: "Ladder" } });
          return {
            content: null,
            tool_calls: [
              { id: "call_1", type: "function", function: { name: "read_Tool", arguments: args } },
            ],
          };
        }
        return {
          content: rows.map((row) => `${row.name}: ${row.available ? "free" : "on loan"}`).join("; "),
        };
      },
    };
    const conversation = await bob.client.agents.createConversation({ agent_name: "librarian" });
    await bob.client.agents.addMessage(conversation, { role: "user", content: "Is there a ladder?" });
    await t.app.agentReplies.settled();

    const reply = (await bob.client.agents.getConversation(conversation.id))?.messages.at(-1);
    expect(reply).toMatchObject({ role: "assistant", content: "Ladder: free", model: "test-model" });
    expect(requests[0]?.tools?.map((tool) => tool.function.name)).toEqual(["read_Tool"]);
    expect(requests[0]?.messages[0]).toMatchObject({ content: expect.stringMatching(/librarian/) });
    const [rows] = toolResults(requests[1] as ChatRequestBody) as Row[][];
    expect(rows).toEqual([expect.objectContaining({ name: "Ladder", neighborhood: "north" })]);
    // Bob lives in the south: the model is never told where the ladder is kept.
    expect(rows?.[0]).not.toHaveProperty("pickup_address");
  });

  it("answers each caller's loans as an .ics file, read as that caller", async () => {
    const calendar = async (client: Base44Client) => {
      const response = await client.functions.fetch("/loanCalendar", { method: "GET" });
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        text: await response.text(),
      };
    };
    const borrower = await calendar(bob.client);
    expect(borrower).toMatchObject({ status: 200, type: "text/calendar; charset=utf-8" });
    expect(borrower.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(borrower.text).toContain("X-WR-CALNAME:Tool loans of bob@tools.test\r\n");
    expect(borrower.text).toContain("SUMMARY:Borrowing Ladder\r\n");
    // All-day events end the day after the last day (RFC 5545).
    expect(borrower.text).toContain("DTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261204\r\n");
    const owner = await calendar(alice.client);
    expect(owner.text).toContain("X-WR-CALNAME:Tool loans of alice@tools.test\r\n");
    expect(owner.text).toContain("SUMMARY:Lending Ladder\r\n");
    expect(await calendar(sdk())).toMatchObject({ status: 401, text: /Sign in/ });
  });

  it("exports every loan as CSV for stewards, with names only the service role may read", async () => {
    const csv = async (client: Base44Client) => {
      const response = await client.functions.fetch("/exportLoans", { method: "GET" });
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        text: await response.text(),
      };
    };
    expect(await csv(alice.client)).toMatchObject({ status: 403, text: /Only stewards/ });
    await entity(admin, "User").update(bob.id, { role: "steward" });
    try {
      // Bob, a steward, may not read Alice's user record himself; the function reads it as the service role.
      expect((await sdkError(entity(bob.client, "User").get(alice.id))).status).toBe(404);
      const exported = await csv(bob.client);
      expect(exported).toMatchObject({ status: 200, type: "text/csv; charset=utf-8" });
      const [header, ...rows] = exported.text.trimEnd().split("\r\n");
      expect(header).toBe("loan_id,tool,borrower,owner,start_date,end_date,status");
      expect(rows).toEqual([
        expect.stringMatching(
          /^\w+,Ladder,bob@tools\.test,alice@tools\.test,2026-12-01,2026-12-03,approved$/,
        ),
      ]);
    } finally {
      await entity(admin, "User").update(bob.id, { role: "user" });
    }
  });

  it("takes an approved tool off the shelf and puts it back once returned (the Loan automation)", async () => {
    const available = async () => (await entity(sdk(), "Tool").get(ladder.id)).available;
    await expect.poll(available, { timeout: 15_000 }).toBe(false);
    const [loan] = await entity(alice.client, "Loan").filter({ tool_id: ladder.id });
    await entity(alice.client, "Loan").update(String(loan?.id), { status: "returned" });
    await expect.poll(available, { timeout: 15_000 }).toBe(true);
  });

  it("takes the automation's body only as a loan id: a forged event changes no tool", async () => {
    const call = (body: unknown) =>
      bob.client.functions.fetch("/updateToolAvailability", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const [loan] = await entity(bob.client, "Loan").filter({ tool_id: ladder.id });
    expect(loan).toMatchObject({ status: "returned" });
    const forged = await call({
      event: { type: "update", entity_name: "Loan", entity_id: loan?.id },
      data: { tool_id: ladder.id, status: "approved" },
    });
    expect(await forged.json()).toEqual({ changed: true, tool_id: ladder.id, available: true });
    expect(await entity(sdk(), "Tool").get(ladder.id)).toMatchObject({ available: true });
    expect((await call({ something: "else" })).status).toBe(400);
    expect((await call({ event: { entity_name: "Loan", entity_id: "no-such-loan" } })).status).toBe(404);
  });

  it("tells a subscriber of the app's tools about a new one, without the fields it may not read", async () => {
    const events: { type: string; data: Row }[] = [];
    const unsubscribe = entity(bob.client, "Tool").subscribe((event) => events.push(event));
    try {
      const room = `entities:${t.config.appId}:Tool`;
      await waitFor(() => (t.app.realtime as SocketHub).members(room) === 1, 10_000, "bob's join");
      const saw = await entity(alice.client, "Tool").create({
        name: "Saw",
        neighborhood: "north",
        pickup_address: "12 Elm Street",
      });
      await waitFor(() => events.length > 0, 10_000, "the create event");
      expect(events).toEqual([
        expect.objectContaining({
          type: "create",
          id: saw.id,
          data: expect.objectContaining({ name: "Saw" }),
        }),
      ]);
      // Bob lives in the south: the event carries the tool without its address.
      expect(events[0]?.data).not.toHaveProperty("pickup_address");
    } finally {
      unsubscribe();
    }
  });

  it("serves the built front end at the root, single-page routes included, with the API on the same origin", async () => {
    const home = await fetch(`${t.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await home.text();
    expect(html).toContain('<div id="root"></div>');
    const script = /<script type="module" src="(\/assets\/main-\w+\.js)">/.exec(html)?.[1];
    const bundle = await fetch(`${t.baseUrl}${script}`);
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    // The app id the build put in the bundle is the one the server answers to.
    expect(await bundle.text()).toContain(t.config.appId);
    const deep = await fetch(`${t.baseUrl}/tools/${ladder.id}`);
    expect(await deep.text()).toBe(html);
  });
});
