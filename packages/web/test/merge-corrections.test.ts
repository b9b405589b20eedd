import { describe, expect, it } from "vitest";
import { mergeCorrections } from "../scripts/merge-corrections.ts";

describe("merging the staff's corrections into a translation file", () => {
  it("replaces corrected entries in place, appends new texts, and keeps everything else", () => {
    const { merged, replaced, added } = mergeCorrections(
      { "Our Team": "Nuestro equipo", "About Us": "Sobre nosotros", FAQ: "Preguntas frecuentes" },
      {
        "About Us": "Quiénes somos",
        "A new text": "Un texto nuevo",
        FAQ: "Preguntas frecuentes",
        Empty: " ",
      },
    );
    expect(Object.entries(merged)).toEqual([
      ["Our Team", "Nuestro equipo"],
      ["About Us", "Quiénes somos"],
      ["FAQ", "Preguntas frecuentes"],
      ["A new text", "Un texto nuevo"],
    ]);
    expect({ replaced, added }).toEqual({ replaced: 1, added: 1 });
  });
});
