import { describe, expect, it, vi } from "vitest";
import { TranslationStore } from "../src/i18n/translation-store.ts";

describe("a store seeded with the reviewed translations the page carries", () => {
  it("answers the seeded texts at hydration and after, and never asks for them again", async () => {
    const translate = vi.fn(async (_language: string, texts: string[]) => ({
      translations: texts.map((t) => `[es] ${t}`),
      provider: "llm" as const,
    }));
    const store = new TranslationStore(translate);
    store.seed("es", new Map([["Find your people", "Encuentra a tu gente"]]));
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

  it("says a model is missing only when a text came back untranslated for want of one", async () => {
    const complete = new TranslationStore(async (_language, texts) => ({
      translations: texts.map((t) => `[de] ${t}`),
      provider: "none",
    }));
    complete.seed("de", new Map());
    complete.request("de", "Reviewed text");
    await complete.whenIdle();
    expect(complete.providerMissing).toBe(false);

    const partial = new TranslationStore(async (_language, texts) => ({
      translations: texts.map((t, i) => (i === 0 ? `[de] ${t}` : null)),
      provider: "none",
    }));
    partial.request("de", "Reviewed text");
    partial.request("de", "Newer than the reviewed translations");
    await partial.whenIdle();
    expect(partial.providerMissing).toBe(true);
  });

  it("notes, while prerendering, the translations a render read and the texts it found none for", () => {
    const store = new TranslationStore(async () => ({ translations: [], provider: "none" }));
    store.seed("ar", [["Our Team", "فريقنا"]]);
    expect(store.lookupSeeded("ar", "Our Team")).toBe("فريقنا");
    const recording = store.startRecording();
    store.lookupSeeded("ar", "Our Team");
    store.lookupSeeded("ar", "A sentence nobody translated");
    expect([...recording.used]).toEqual([["Our Team", "فريقنا"]]);
    expect([...recording.missing]).toEqual(["A sentence nobody translated"]);
    // A new page starts a new record.
    expect(store.startRecording().used.size).toBe(0);
  });
});
