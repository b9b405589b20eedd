import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validationError } from "../../errors.ts";
import { parseAgentConfig } from "../app-project/agent-config.ts";
import { loadAppProject } from "../app-project/load-app-project.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import { managedApp } from "../apps/managed-app.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import { parseInput } from "../validate.ts";
import { jsonText, replaceFolder } from "./project-writes.ts";

const AGENTS_BODY_LIMIT = 2 * 1024 * 1024;
const pushBody = z.array(z.record(z.string(), z.unknown())).max(100);

const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/**
 * `base44 agents push | pull`: `PUT {app}/agent-configs` replaces the app's agents (`base44/agents/<name>.jsonc`,
 * each checked as the project loader checks it, the folder replaced by rename, the app rebuilt);
 * `GET {app}/agent-configs` gives each back as it was pushed.
 */
export async function agentsRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  app.put<{ Params: { appId: string } }>(
    "/api/apps/:appId/agent-configs",
    { bodyLimit: AGENTS_BODY_LIMIT },
    async (request) => {
      const { app: record } = await managedApp(request, host);
      const agents = parseInput(pushBody, request.body);
      return host.deploys.run(record.id, async () => {
        const project = host.folders(record.id).project;
        const current = await loadAppProject(project);
        const entityNames = new Set(current.entities.keys());
        const problems: { field: string; message: string }[] = [];
        const names = new Set<string>();
        for (const [i, raw] of agents.entries()) {
          const parsed = parseAgentConfig(raw, `agents[${i}]`, entityNames);
          for (const problem of parsed.problems) problems.push({ field: `agents[${i}]`, message: problem });
          if (parsed.agent && names.has(parsed.agent.name)) {
            problems.push({ field: `agents[${i}]`, message: `agent ${parsed.agent.name} is given twice` });
          }
          if (parsed.agent) names.add(parsed.agent.name);
        }
        if (problems.length > 0) throw validationError(problems);
        const before = new Map(current.agents.map((agent) => [agent.name, agent.raw]));
        const pushed = new Map(agents.map((raw) => [String(raw.name), raw]));
        const created = [...pushed.keys()].filter((name) => !before.has(name));
        const updated = [...pushed.keys()].filter(
          (name) => before.has(name) && canonical(before.get(name)) !== canonical(pushed.get(name)),
        );
        const deleted = [...before.keys()].filter((name) => !pushed.has(name));
        if (created.length + updated.length + deleted.length > 0) {
          // Agent names are lower-case letters, digits and _ (checked above): safe as file names.
          await replaceFolder(path.join(project, "base44", "agents"), async (staging) => {
            for (const [name, raw] of pushed)
              await writeFile(path.join(staging, `${name}.jsonc`), jsonText(raw));
          });
          await host.restart(record.id);
          await host.store.touch(record.id);
        }
        return { created, updated, deleted };
      });
    },
  );

  app.get<{ Params: { appId: string } }>("/api/apps/:appId/agent-configs", async (request) => {
    const { app: record } = await managedApp(request, host);
    const project = await loadAppProject(host.folders(record.id).project);
    const items = project.agents.map((agent) => agent.raw);
    return { items, total: items.length };
  });
}
