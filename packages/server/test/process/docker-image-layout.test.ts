import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, bundle, serverDir } from "../setup/built-server.ts";
import { freePort } from "../setup/throwaway-postgres.ts";

const repo = path.resolve(serverDir, "../..");

interface Stage {
  readonly from: string;
  readonly lines: string[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
function stagesOf(dockerfile: string): Map<string, Stage> {
  const instructions = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages = new Map<string, Stage>();
  let current: Stage | undefined;
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = { from: from[1] as string, lines: [] };
      stages.set(from[2] ?? String(stages.size), current);
    } else current?.lines.push(line);
  }
  return stages;
}

/**
 * The image cannot be built here (no Docker daemon, no registry for the base image), so this builds the
 * runtime stage's file tree the way its COPY lines say, from the repository after `npm run build` (the
 * build stage's /app), and runs the image's own CMD and HEALTHCHECK in it. A file the server needs at run
 * time that the runtime stage forgets to copy fails here.
 */
describe("the Dockerfile's runtime stage", { timeout: 90_000 }, () => {
  let dockerfile: string;
  let runtime: Stage;
  let app: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    buildServer();
    dockerfile = await readFile(path.join(repo, "Dockerfile"), "utf8");
    runtime = stagesOf(dockerfile).get("runtime") as Stage;
    app = await mkdtemp(path.join(tmpdir(), "ember-image-"));
  }, 60_000);
  afterAll(async () => {
    if (server?.exitCode === null) server.kill("SIGKILL");
    await rm(app, { recursive: true, force: true });
  });

  it("is a second stage on Node 24, as the build, that runs as the unprivileged node user, with a health check", () => {
    expect(stagesOf(dockerfile).size).toBeGreaterThanOrEqual(2);
    // The active LTS line (docs/decisions/0062); native modules are installed by the build stage's Node.
    expect(runtime.from).toMatch(/^node:24\b/);
    expect(stagesOf(dockerfile).get("build")?.from).toBe(runtime.from);
    expect(runtime.lines).toContain("USER node");
    expect(runtime.lines.find((line) => line.startsWith("HEALTHCHECK"))).toMatch(/\/readyz/);
    expect(runtime.lines.at(-1)).toBe(
      'CMD ["node", "--disable-proto=delete", "packages/server/dist/main.js"]',
    );
  });

  it("needs no development dependency at run time (the build stage prunes them)", async () => {
    const manifest = JSON.parse(await readFile(path.join(serverDir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const code = await readFile(bundle, "utf8");
    // esbuild writes each external import on its own line; a dynamic import or require names its package too.
    const imports = [
      /^import\s[^;]*?\bfrom\s*"([^"]+)"/gm,
      /^import\s*"([^"]+)"/gm,
      /\bimport\(\s*"([^"./][^"]*)"\s*\)/g,
      /\brequire\(\s*"([^"./][^"]*)"\s*\)/g,
    ];
    const specifiers = new Set(
      imports.flatMap((pattern) => [...code.matchAll(pattern)].map(([, specifier]) => specifier as string)),
    );
    const packages = [...specifiers]
      .filter((s) => !s.startsWith(".") && !s.startsWith("node:"))
      .filter((s) => !builtinModules.includes(s.split("/")[0] as string))
      .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : (s.split("/")[0] as string)));
    expect(packages.length).toBeGreaterThan(5);
    expect(new Set(packages.filter((name) => !(name in manifest.dependencies)))).toEqual(new Set());
  });

  it("starts from exactly the files it copies, serves the site, and passes its own health check", async () => {
    const copies = runtime.lines.flatMap((line) => {
      const copy = /^COPY\s+--from=build\s+(.+)$/.exec(line);
      return copy ? [(copy[1] as string).split(/\s+/)] : [];
    });
    expect(copies.length).toBeGreaterThan(5);
    for (const parts of copies) {
      const dest = parts.at(-1) as string;
      for (const source of parts.slice(0, -1)) {
        const relative = path.relative("/app", source);
        const target = dest.endsWith("/")
          ? path.join(app, dest, path.basename(relative))
          : path.join(app, dest === "./" || dest === "." ? relative : dest);
        await mkdir(path.dirname(target), { recursive: true });
        // node_modules: the build stage's, pruned; ours holds the same packages and more (checked above).
        if (relative === "node_modules") await symlink(path.join(repo, relative), target, "dir");
        else await cp(path.join(repo, relative), target, { recursive: true });
      }
    }
    const env = Object.fromEntries(
      runtime.lines
        .filter((line) => line.startsWith("ENV "))
        .flatMap((line) => [...line.slice(4).matchAll(/(\w+)=(\S+)/g)].map(([, k, v]) => [k, v])),
    ) as Record<string, string>;
    const port = await freePort();
    const dataDir = path.join(app, "data");
    await mkdir(dataDir);
    const cmd = JSON.parse(runtime.lines.at(-1)?.slice("CMD ".length) ?? "[]") as string[];
    const imageEnv = {
      PATH: process.env.PATH ?? "",
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    };
    server = spawn(process.execPath, cmd.slice(1), { cwd: app, env: imageEnv, stdio: "ignore" });
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let attempt = 0; attempt < 300 && !ready && server.exitCode === null; attempt++) {
      ready = await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Ember");
    const asset = /\/assets\/[\w.-]+\.css/.exec(await (await fetch(`${base}/FAQ`)).text())?.[0];
    expect((await fetch(`${base}${asset}`)).status).toBe(200);

    // The image's HEALTHCHECK, run as Docker would: healthy now, unhealthy once the server is gone.
    const healthcheck = runtime.lines.find((line) => line.startsWith("HEALTHCHECK")) as string;
    const check = JSON.parse(healthcheck.slice(healthcheck.indexOf("CMD") + 3).trim()) as string[];
    const runCheck = () => promisify(execFile)(process.execPath, check.slice(1), { env: imageEnv });
    await expect(runCheck()).resolves.toMatchObject({ stdout: "" });
    server.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve));
    await expect(runCheck()).rejects.toMatchObject({ code: 1 });
  });
});
