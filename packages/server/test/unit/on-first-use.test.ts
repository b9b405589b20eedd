import { describe, expect, it } from "vitest";
import { onFirstUse } from "../../src/platform/on-first-use.ts";

describe("onFirstUse", () => {
  it("loads nothing until the first call, then once for every caller", async () => {
    let loads = 0;
    const module = onFirstUse(async () => {
      loads += 1;
      return { answer: 42 };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([module(), module()]);
    expect(await module()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it("tries again after a failed load instead of failing for the life of the process", async () => {
    let attempts = 0;
    const module = onFirstUse(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("not installed yet");
      return "loaded";
    });
    await expect(module()).rejects.toThrow("not installed yet");
    expect(await module()).toBe("loaded");
    expect(attempts).toBe(2);
  });

  it("imports a real library on first use", async () => {
    const excel = onFirstUse(async () => (await import("exceljs")).default);
    const workbook = new (await excel()).Workbook();
    workbook.addWorksheet("one");
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["one"]);
  });
});
