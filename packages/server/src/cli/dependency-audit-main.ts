import path from "node:path";
import { judgeAudit, readAllowList, runNpmAudit } from "./dependency-audit.ts";

/**
 * `npm run audit`: production dependencies against the registry's advisories and security/audit-allowlist.json
 * (docs/decisions/0033). Exit 0 clean, 1 an unlisted high or critical advisory, 2 the audit endpoint did not
 * answer (`.ci/run` reports that loudly; AUDIT_REQUIRED=1 makes it fail).
 */
const root = path.resolve(import.meta.dirname, "../../../..");
const allowList = await readAllowList(path.join(root, "security/audit-allowlist.json"));
const outcome = judgeAudit(await runNpmAudit(root), allowList);
if (outcome.kind === "clean") {
  process.stdout.write(
    `npm audit: no unlisted high or critical advisory (${outcome.allowed.length} allowed by the list)\n`,
  );
  for (const a of outcome.stale)
    process.stdout.write(`npm audit: allow-list entry ${a.id} (${a.package}) no longer matches: remove it\n`);
  process.exitCode = 0;
} else if (outcome.kind === "vulnerable") {
  for (const f of outcome.unlisted)
    process.stderr.write(`npm audit: ${f.severity} ${f.id} in ${f.package}: ${f.title}\n`);
  process.stderr.write(
    "npm audit: fix these, or record each in security/audit-allowlist.json with why it does not apply\n",
  );
  process.exitCode = 1;
} else {
  process.stderr.write(`npm audit: UNREACHABLE, NOTHING CHECKED: ${outcome.reason}\n`);
  process.exitCode = 2;
}
