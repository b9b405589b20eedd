import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  localizedPath,
  prefixedLanguages,
  splitLanguagePath,
} from "../src/language-paths.ts";

describe("language addresses", () => {
  it("keeps English at the bare path and puts every other language's code first", () => {
    expect(localizedPath("en", "/Team")).toBe("/Team");
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("es", "/Team")).toBe("/es/Team");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(prefixedLanguages).toHaveLength(9);
    expect(prefixedLanguages).not.toContain("en");
  });

  it("reads the language and the page back from an address", () => {
    expect(splitLanguagePath("/es/Team")).toEqual({ language: "es", path: "/Team" });
    expect(splitLanguagePath("/zh")).toEqual({ language: "zh", path: "/" });
    expect(splitLanguagePath("/zh/")).toEqual({ language: "zh", path: "/" });
    expect(splitLanguagePath("/Team")).toEqual({ language: "en", path: "/Team" });
    expect(splitLanguagePath("/")).toEqual({ language: "en", path: "/" });
    for (const code of prefixedLanguages) {
      expect(splitLanguagePath(localizedPath(code, "/FAQ"))).toEqual({ language: code, path: "/FAQ" });
    }
  });

  it("takes no code it does not know, nor English, nor another case, as a language", () => {
    expect(languageOfPath("/en/Team")).toBe("en");
    expect(languageOfPath("/ES/Team")).toBe("en");
    expect(languageOfPath("/xx/Team")).toBe("en");
    expect(languageOfPath("/esTeam")).toBe("en");
    expect(languageOfPath("/faq")).toBe("en");
  });
});
