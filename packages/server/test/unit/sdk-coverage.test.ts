import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkReadme, checkTable, methodName } from "../../../../scripts/sdk-coverage/coverage-checks.ts";
import { renderPage, totalsLine, totalsOf } from "../../../../scripts/sdk-coverage/coverage-report.ts";
import {
  type CoverageTable,
  pagePath,
  parseTable,
  readmePath,
  readTable,
  testsRoot,
} from "../../../../scripts/sdk-coverage/coverage-table.ts";
import { sdkSurface, sdkVersion, walkSurface } from "../../../../scripts/sdk-coverage/sdk-surface.ts";

// The SDK coverage table (docs/sdk-coverage.jsonc, decision 0073) must name exactly the installed SDK's
// methods and cite tests that exist and call them; CI fails here when the SDK, the tests or the table
// drift apart.

const surface = sdkSurface();
const table = readTable();

/** A copy of the table to break in one way. */
const edited = (change: (t: CoverageTable) => void): CoverageTable => {
  const copy = structuredClone(table);
  change(copy);
  return copy;
};
const problemsOf = (t: CoverageTable, version = sdkVersion()) => checkTable(t, surface, version, testsRoot);

describe("the SDK coverage table", () => {
  it("names every method of the installed SDK once, and cites tests that exist and call them", () => {
    expect(problemsOf(table)).toEqual([]);
  });

  it("is rendered in docs/sdk-coverage.md as it stands (npm run sdk:coverage -- --write)", () => {
    expect(readFileSync(pagePath, "utf8")).toBe(renderPage(table));
  });

  it("has its totals stated in the README", () => {
    const totals = totalsLine(totalsOf(table));
    expect(checkReadme(readFileSync(readmePath, "utf8"), totals)).toEqual([]);
    expect(
      checkReadme("## SDK coverage\n\n1 complete, 2 partial,\n3 missing", "1 complete, 2 partial, 3 missing"),
    ).toEqual([]);
    expect(checkReadme("47 complete, 32 partial, 30 missing", "48 complete, 31 partial, 30 missing")).toEqual(
      ['README.md\'s "SDK coverage" section does not say "48 complete, 31 partial, 30 missing"'],
    );
  });

  it("counts every entry once", () => {
    const totals = totalsOf(table);
    expect(totals.complete + totals.partial + totals.missing).toBe(Object.keys(table.methods).length);
    expect(renderPage(table)).toContain(
      `**${totals.complete} complete, ${totals.partial} partial, ${totals.missing} missing**`,
    );
  });
});

describe("the SDK's surface, read from a real client", () => {
  it("reaches the Proxy modules through placeholders, the typed Core endpoints and asServiceRole", () => {
    expect(surface).toEqual(
      expect.arrayContaining([
        "entities.<Entity>.list",
        "entities.<Entity>.subscribe",
        "integrations.Core.InvokeLLM",
        "integrations.<Package>.<Endpoint>",
        "integrations.custom.call",
        "actors.<Actor>(instanceId).connect",
        "asServiceRole.entities.<Entity>.updateMany",
        "asServiceRole.sso.getIdToken",
        "auth.loginViaEmailPassword",
      ]),
    );
    // Core takes no other names: the SDK's type has no index signature there.
    expect(surface.filter((p) => p.startsWith("integrations.Core."))).toHaveLength(7);
    expect(new Set(surface).size).toBe(surface.length);
  });

  it("refuses a Proxy module it has no placeholder for, rather than skipping it", () => {
    const anyName = new Proxy({}, { get: (_, key) => (typeof key === "string" ? () => 1 : undefined) });
    expect(() => walkSurface({ widgets: anyName })).toThrow("widgets answers any name");
  });
});

describe("the checks catch drift", () => {
  it("a method of the SDK the table leaves out", () => {
    const broken = edited((t) => {
      delete t.methods["entities.<Entity>.upsert"];
    });
    expect(problemsOf(broken)).toEqual([
      "entities.<Entity>.upsert: a method of the SDK missing from the table",
    ]);
  });

  it("a method the SDK does not have, directly or as the `of` of a case", () => {
    const broken = edited((t) => {
      t.methods["entities.<Entity>.schema"] = { status: "missing", note: "never existed", tests: [] };
      t.methods["entities.User.schema"] = {
        of: "entities.<Entity>.schema",
        status: "missing",
        note: "never existed",
        tests: [],
      };
    });
    expect(problemsOf(broken)).toEqual([
      "entities.<Entity>.schema: it is not a method of the SDK",
      'entities.User.schema: its "of", entities.<Entity>.schema, is not a method of the SDK',
    ]);
  });

  it("a local method that the SDK dropped, or one listed twice", () => {
    const broken = edited((t) => {
      t.local["auth.getSsoAccessToken"] = "0.5.0 only";
      t.local["auth.me"] = "not local at all";
    });
    expect(problemsOf(broken)).toEqual([
      "auth.me: listed both as local and as a method",
      "auth.getSsoAccessToken: listed as local, not a method of the SDK",
    ]);
  });

  it("complete without a contract test, or partial without a note", () => {
    const broken = edited((t) => {
      t.methods["auth.me"] = { status: "complete", note: "", tests: ["platform/accounts.test.ts"] };
      t.methods["auth.resendOtp"] = { status: "partial", note: " ", tests: [] };
    });
    expect(problemsOf(broken).sort()).toEqual([
      "auth.me: complete needs a contract test that drives it through the SDK",
      "auth.me: platform/accounts.test.ts never calls .me",
      "auth.resendOtp: partial needs a note saying what is missing and what to do instead",
    ]);
  });

  it("a cited test that does not exist, lies outside the tests, or never calls the method", () => {
    const broken = edited((t) => {
      t.methods["auth.register"] = {
        status: "complete",
        note: "",
        tests: ["contract/gone.contract.test.ts", "../src/app.ts", "contract/uploads.contract.test.ts"],
      };
    });
    expect(problemsOf(broken)).toEqual([
      "auth.register: test file contract/gone.contract.test.ts does not exist under packages/server/test",
      "auth.register: test file ../src/app.ts does not exist under packages/server/test",
      "auth.register: contract/uploads.contract.test.ts never calls .register",
    ]);
  });

  it("another SDK version than the table describes", () => {
    expect(problemsOf(table, "0.9.0")).toEqual([
      `the table describes @base44/sdk ${table.sdk}, the installed one is 0.9.0: review every entry and update "sdk"`,
    ]);
  });

  it("names a method by its last named segment", () => {
    expect(methodName("actors.<Actor>(instanceId).connect")).toBe("connect");
    expect(methodName("fetchWithAuth")).toBe("fetchWithAuth");
    expect(methodName("asServiceRole.integrations.<Package>.<Endpoint>")).toBe("integrations");
  });
});

describe("the table's file", () => {
  const valid = '{"sdk": "0.8.50", "limits": [], "local": {}, "methods": {}}';

  it("reads comments, and refuses broken JSON, an unknown status or an unknown key", () => {
    expect(parseTable(`// a comment\n${valid}`).sdk).toBe("0.8.50");
    expect(() => parseTable('{"sdk": ')).toThrow(/docs\/sdk-coverage\.jsonc: /);
    const entry = (fields: string) => valid.replace('"methods": {}', `"methods": {"auth.me": {${fields}}}`);
    expect(() => parseTable(entry('"status": "done", "note": "", "tests": []'))).toThrow(
      /methods\.auth\.me\.status/,
    );
    expect(() => parseTable(entry('"status": "complete", "note": "", "tests": [], "owner": "x"'))).toThrow(
      /methods\.auth\.me/,
    );
  });
});
