import { crisisLinesFor, hotlines } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { invoke } from "./submission-fixtures.ts";

/**
 * The server answers in English (it is not told the visitor's language): its safety replies name the US
 * lines the product requires, then the lines for English readers elsewhere from the domain's table
 * (decision 0063). The site shows each language's own lines under the reply.
 */
describe("the chat's crisis replies name the crisis lines", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { RATE_LIMIT_CHAT_PER_MINUTE: "1000", LLM_RISK_CHECK: "false" });
  });
  afterAll(() => t?.close());

  it.each([
    ["I want to kill myself tonight", 1],
    ["I'm having a panic attack right now", 3],
  ] as const)(
    "%j (tier %s): the US lines, then Canada, the UK, Ireland, Australia and India",
    async (message, tier) => {
      const answer = await invoke(t, "chat", { message });
      expect(answer.status).toBe(200);
      expect((answer.body.crisis as { tier: number }).tier).toBe(tier);
      const reply = String(answer.body.reply);
      expect(reply).toContain(`call or text ${hotlines.crisisLine}`);
      expect(reply).toContain(`text ${hotlines.textWord} to ${hotlines.textLine}`);
      expect(reply).toContain(`call ${hotlines.emergency}`);
      const outside = reply.indexOf("Outside the US:");
      expect(outside).toBeGreaterThan(reply.indexOf(hotlines.textLine));
      for (const line of crisisLinesFor("en").elsewhere) {
        for (const contact of line.contacts) {
          if (contact.kind !== "chat")
            expect(reply.indexOf(contact.number, outside), contact.number).toBeGreaterThan(0);
        }
      }
      expect(reply).toContain("in the UK, call 116 123 (Samaritans)");
      expect(reply).toContain("in India, call 14416 or 1-800-891-4416 (Tele-MANAS)");
    },
  );
});
