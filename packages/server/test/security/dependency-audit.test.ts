import path from "node:path";
import { describe, expect, it } from "vitest";
import { judgeAudit, readAllowList } from "../../src/cli/dependency-audit.ts";

const root = path.resolve(import.meta.dirname, "../../../..");

/** An `npm audit --json` report (npm 10's shape) with one advisory of the given severity. */
const report = (severity: string, id = "GHSA-abcd-efgh-ijkl") =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {
      "some-lib": {
        name: "some-lib",
        severity,
        via: [
          {
            source: 1099999,
            name: "some-lib",
            title: "Bad thing",
            url: `https://github.com/advisories/${id}`,
            severity,
          },
        ],
      },
      "uses-lib": { name: "uses-lib", severity, via: ["some-lib"] },
    },
    metadata: { vulnerabilities: { [severity]: 1 } },
  });

const listed = {
  id: "GHSA-abcd-efgh-ijkl",
  package: "some-lib",
  reason: "Only its CLI is affected; Ember never runs it.",
};

describe("the dependency audit (npm run audit:deps, a step of .ci/run)", () => {
  it("fails on an unlisted high or critical advisory and names it", () => {
    for (const severity of ["high", "critical"]) {
      const outcome = judgeAudit(report(severity), []);
      expect(outcome).toEqual({
        kind: "vulnerable",
        unlisted: [{ id: "GHSA-abcd-efgh-ijkl", package: "some-lib", severity, title: "Bad thing" }],
      });
    }
  });

  it("passes a listed advisory, lower severities, and a clean report; reports stale entries", () => {
    expect(judgeAudit(report("critical"), [listed])).toMatchObject({ kind: "clean", stale: [] });
    expect(judgeAudit(report("moderate"), [])).toMatchObject({ kind: "clean", allowed: [] });
    const clean = JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} });
    expect(judgeAudit(clean, [listed])).toEqual({ kind: "clean", allowed: [], stale: [listed] });
  });

  it("never passes when the audit endpoint did not answer", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST …/advisories/bulk",
      statusCode: 405,
    });
    expect(judgeAudit(refused, []).kind).toBe("unreachable");
    expect(judgeAudit("npm ERR! network", []).kind).toBe("unreachable");
    expect(judgeAudit("", []).kind).toBe("unreachable");
  });

  it("reads the checked-in allow-list: every entry has an advisory id, a package and a reason", async () => {
    const list = await readAllowList(path.join(root, "security/audit-allowlist.json"));
    for (const entry of list) expect(entry.reason.length).toBeGreaterThanOrEqual(20);
  });
});
