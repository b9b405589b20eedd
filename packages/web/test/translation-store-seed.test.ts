import { describe, expect, it, vi } from "vitest";
import { TranslationStore } from "../src/i18n/translation-store.ts";

describe("a store seeded with what the head script showed", () => {
  it("answers the seeded texts at hydration and after, and never asks for them again", async () => {
    const translate = vi.fn(async (_language: string, texts: string[]) => ({
      translations: texts.map((t) => `[es] ${t}`),
      provider: "llm" as const,
    }));
    const store = new TranslationStore(translate);
    store.seed("es", new Map([["Find your people", "Encuentra a tu gente"]]), "llm");
    expect(store.lookupSeeded("es", "Find your people")).toBe("Encuentra a tu gente");
    expect(store.lookup("es", "Find your people")).toBe("Encuentra a tu gente");
    // Only what the page showed is seeded: another language, or another text, is not.
    expect(store.lookupSeeded("fr", "Find your people")).toBeUndefined();
    expect(store.lookupSeeded("es", "Another text")).toBeUndefined();
    store.request("es", "Find your people");
    store.request("es", "Another text");
    await store.whenIdle();
    expect(translate).toHaveBeenCalledTimes(1);
    expect(translate).toHaveBeenCalledWith("es", ["Another text"]);
    expect(store.providerMissing).toBe(false);
  });

  it("learns from the head script that the server has no model", () => {
    const store = new TranslationStore(async () => ({ translations: [], provider: "none" }));
    store.seed("de", new Map(), "none");
    expect(store.providerMissing).toBe(true);
  });
});
