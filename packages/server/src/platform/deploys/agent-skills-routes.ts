import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { conflict } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import { managedApp } from "../apps/managed-app.ts";
import { parseInput } from "../validate.ts";
import { writeFileAtomic } from "./project-writes.ts";

// The CLI's own limits on a skill (its name is also its file name).
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const name = z.string().max(64).regex(SKILL_NAME, "lower-case letters and digits joined by hyphens");
const content = { description: z.string().trim().min(1).max(1024), body: z.string().min(1).max(15_000) };
const newSkill = z.object({ name, ...content });
const changedSkill = z.object(content);
const SKILLS_BODY_LIMIT = 64 * 1024;

interface Skill {
  readonly name: string;
  readonly description: string;
  readonly body: string;
}

const folderOf = (project: string) => path.join(project, "base44", "agent-skills");

/** `agent-skills/<name>.md` as the CLI's layout has it: YAML front matter with the description, then the body. */
const skillText = (skill: Skill) =>
  `---\ndescription: ${JSON.stringify(skill.description)}\n---\n${skill.body}`;

function parseSkill(fileName: string, text: string): Skill | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  const line = match?.[1]?.split(/\r?\n/).find((l) => l.startsWith("description:"));
  if (!match || !line) return undefined;
  const value = line.slice("description:".length).trim();
  let description = value;
  if (value.startsWith('"')) {
    try {
      description = JSON.parse(value) as string;
    } catch {}
  }
  return { name: fileName.replace(/\.md$/, ""), description, body: match[2] ?? "" };
}

async function readSkills(project: string): Promise<Skill[]> {
  const dir = folderOf(project);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".md")).sort();
  const skills: Skill[] = [];
  for (const file of files) {
    const skill = parseSkill(file, await readFile(path.join(dir, file), "utf8"));
    if (skill && SKILL_NAME.test(skill.name)) skills.push(skill);
  }
  return skills;
}

/**
 * `base44 agent-skills push | pull` (and the skills step of `deploy`): skills kept in the app's project as
 * `base44/agent-skills/<name>.md`, faithfully stored and given back. This server's agents do not read
 * skills yet, so no restart follows a change.
 */
export async function agentSkillsRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  const limit = { bodyLimit: SKILLS_BODY_LIMIT };

  app.get<{ Params: { appId: string } }>("/api/apps/:appId/agent-skills", async (request) => {
    const { app: record } = await managedApp(request, host);
    const items = await readSkills(host.folders(record.id).project);
    return { items, total: items.length };
  });

  app.post<{ Params: { appId: string } }>("/api/apps/:appId/agent-skills", limit, async (request, reply) => {
    const { app: record } = await managedApp(request, host);
    const skill = parseInput(newSkill, request.body ?? {});
    return host.deploys.run(record.id, async () => {
      const file = path.join(folderOf(host.folders(record.id).project), `${skill.name}.md`);
      const existing = await readFile(file, "utf8").catch(() => undefined);
      if (existing !== undefined) {
        // The same skill sent again is what it asks for; a different one must be changed with PUT.
        if (existing === skillText(skill)) return reply.code(200).send(skill);
        throw conflict(`Skill ${skill.name} exists: change it with PUT`);
      }
      await writeFileAtomic(file, skillText(skill));
      return reply.code(201).send(skill);
    });
  });

  app.put<{ Params: { appId: string; name: string } }>(
    "/api/apps/:appId/agent-skills/:name",
    limit,
    async (request) => {
      const { app: record } = await managedApp(request, host);
      const skill = {
        name: parseInput(name, request.params.name),
        ...parseInput(changedSkill, request.body ?? {}),
      };
      return host.deploys.run(record.id, async () => {
        await writeFileAtomic(
          path.join(folderOf(host.folders(record.id).project), `${skill.name}.md`),
          skillText(skill),
        );
        return skill;
      });
    },
  );

  app.delete<{ Params: { appId: string; name: string } }>(
    "/api/apps/:appId/agent-skills/:name",
    async (request) => {
      const { app: record } = await managedApp(request, host);
      const skillName = parseInput(name, request.params.name);
      return host.deploys.run(record.id, async () => {
        const file = path.join(folderOf(host.folders(record.id).project), `${skillName}.md`);
        // Idempotent: the CLI retries a DELETE, and a skill already gone is what it asked for.
        await rm(file, { force: true });
        return { success: true };
      });
    },
  );
}
