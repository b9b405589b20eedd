import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";

/** One advisory the project has looked at and recorded as not applying (security/audit-allowlist.json). */
export interface AllowedAdvisory {
  /** The GitHub advisory id (GHSA-…), as in the audit report's URL. */
  readonly id: string;
  readonly package: string;
  /** Why it does not apply to Ember: the code path, the configuration, or the fix being waited for. */
  readonly reason: string;
}

export interface Finding {
  readonly id: string;
  readonly package: string;
  readonly severity: string;
  readonly title: string;
}

export type AuditOutcome =
  | {
      readonly kind: "clean";
      readonly allowed: readonly Finding[];
      readonly stale: readonly AllowedAdvisory[];
    }
  | { readonly kind: "vulnerable"; readonly unlisted: readonly Finding[] }
  /** The audit endpoint could not answer: nothing is known, which is not a pass. */
  | { readonly kind: "unreachable"; readonly reason: string };

const BLOCKING = new Set(["high", "critical"]);

interface AuditVia {
  readonly source?: number;
  readonly name?: string;
  readonly title?: string;
  readonly url?: string;
  readonly severity?: string;
}

/** The advisory id of a report entry: the GHSA id from its URL, else npm's numeric source. */
const advisoryId = (via: AuditVia): string =>
  /GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/i.exec(via.url ?? "")?.[0] ?? String(via.source ?? "unknown");

/**
 * Reads `npm audit --json` output against the allow-list: every high or critical advisory must be listed
 * by id, or the audit fails. An error report (no `vulnerabilities`, or npm's `error`/`message`) means the
 * registry's audit endpoint did not answer.
 */
export function judgeAudit(reportText: string, allowList: readonly AllowedAdvisory[]): AuditOutcome {
  let report: { vulnerabilities?: Record<string, { via?: (AuditVia | string)[] }>; message?: string };
  try {
    report = JSON.parse(reportText);
  } catch {
    return { kind: "unreachable", reason: `npm audit printed no report: ${reportText.slice(0, 200)}` };
  }
  if (!report.vulnerabilities) {
    return { kind: "unreachable", reason: report.message ?? "npm audit answered without a report" };
  }
  const findings = new Map<string, Finding>();
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    for (const via of entry.via ?? []) {
      if (typeof via === "string" || !BLOCKING.has(via.severity ?? "")) continue;
      const id = advisoryId(via);
      findings.set(id, {
        id,
        package: via.name ?? name,
        severity: via.severity ?? "",
        title: via.title ?? "",
      });
    }
  }
  const listed = new Set(allowList.map((a) => a.id.toUpperCase()));
  const unlisted = [...findings.values()].filter((f) => !listed.has(f.id.toUpperCase()));
  if (unlisted.length > 0) return { kind: "vulnerable", unlisted };
  const found = new Set([...findings.keys()].map((id) => id.toUpperCase()));
  return {
    kind: "clean",
    allowed: [...findings.values()],
    stale: allowList.filter((a) => !found.has(a.id.toUpperCase())),
  };
}

/** The allow-list file, checked: every entry names an advisory id, a package and a reason. */
export async function readAllowList(file: string): Promise<AllowedAdvisory[]> {
  const parsed = JSON.parse(await readFile(file, "utf8")) as { advisories?: unknown };
  if (!Array.isArray(parsed.advisories)) throw new Error(`${file}: expected { "advisories": [...] }`);
  return parsed.advisories.map((entry, i) => {
    const a = entry as Partial<AllowedAdvisory>;
    if (
      !a.id ||
      !/^(GHSA-[0-9a-z-]{14}|\d+)$/i.test(a.id) ||
      !a.package ||
      !a.reason ||
      a.reason.length < 20
    ) {
      throw new Error(`${file}: entry ${i} needs an advisory id (GHSA-…), the package and a reason`);
    }
    return { id: a.id, package: a.package, reason: a.reason };
  });
}

/** `npm audit --omit=dev --json`, its output whatever the exit code (npm exits 1 when it finds anything). */
export function runNpmAudit(cwd: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["audit", "--omit=dev", "--json"],
      { cwd, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => resolve(stdout.trim() || stderr.trim()),
    );
  });
}
