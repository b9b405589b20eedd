#!/usr/bin/env node
/**
 * `npm run dev`: the site with reloading, for working on it (docs/running.md, "Working on Ember";
 * docs/decisions/0061-first-admin-setup-link-and-dev-loop.md).
 *
 *   server  esbuild rebuilds the server bundle on every change to its sources or the domain package
 *           (packages/server/build.mjs --watch, into dist/dev/), and `node --watch` restarts the server
 *           when the bundle changes: the same bundle as production, and no dependency beyond esbuild.
 *   web     React Router's Vite development server (hot reload), which passes /api and the realtime
 *           socket on to the server (packages/web/vite.config.ts), so the page stays same-origin.
 *   data    the embedded database in data/dev, with a demo admin and a few demo records
 *           (`npm run admin -- seed-demo`), and sign-up codes shown on the page (DEV_SHOW_CODES).
 *
 * Refused under NODE_ENV=production. Ctrl-C stops everything: the children run in process groups of their
 * own and each gets one SIGTERM from here. Were they in the terminal's group, the server would get Ctrl-C
 * twice (from the terminal, and from `node --watch` passing it on) and the second would cut short the
 * clean close of its database.
 */
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = (line) => process.stdout.write(`[dev] ${line}\n`);

if (process.env.NODE_ENV === "production") {
  console.error(
    "npm run dev refuses to run when NODE_ENV=production: it seeds an admin whose password is published.",
  );
  process.exit(1);
}

const apiPort = Number(process.env.DEV_API_PORT ?? 3001);
const webPort = Number(process.env.DEV_WEB_PORT ?? 5173);
const webUrl = `http://localhost:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const { DATABASE_URL, ...inherited } = process.env;
if (DATABASE_URL) log("DATABASE_URL is ignored: npm run dev uses the embedded database in data/dev.");
const serverEnv = {
  ...inherited,
  DATA_DIR: path.resolve(root, process.env.DEV_DATA_DIR ?? "data/dev"),
  PORT: String(apiPort),
  // Only this machine: the demo admin's password is in the repository.
  HOST: "127.0.0.1",
  // Links in e-mails (and the local mailbox) lead to the development server's pages.
  PUBLIC_URL: webUrl,
  // The API alone: the pages come from Vite.
  WEB_DIR: "",
  DEV_SHOW_CODES: "true",
};

const serverDir = path.join(root, "packages/server");
const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill("SIGTERM");
  Promise.all(running.map((child) => new Promise((resolve) => child.once("exit", resolve)))).then(() =>
    process.exit(code),
  );
  // A child that ignores SIGTERM must not keep the terminal.
  setTimeout(() => {
    for (const child of running) child.kill("SIGKILL");
    process.exit(code);
  }, 15_000).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

/** Starts a long-running child; when one ends on its own, the others are stopped too. */
function start(name, args, options) {
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
    ...options,
  });
  children.push(child);
  child.once("exit", (code, signal) => {
    if (stopping) return;
    log(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code || 1);
  });
  return child;
}

// 1. The server bundle, rebuilt on every change; the first build is awaited before anything runs it.
const bundler = start("the server bundler", ["build.mjs", "--watch"], {
  cwd: serverDir,
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => {
  let first = true;
  bundler.stdout.setEncoding("utf8");
  bundler.stdout.on("data", (text) => {
    process.stdout.write(text);
    if (first && text.includes("bundle written")) {
      first = false;
      resolve();
    }
  });
});
if (stopping) await new Promise(() => {});

// 2. The demo admin and records, before the server holds the database (it opens in one process only).
const seeded = spawnSync(process.execPath, ["dist/dev/admin.js", "seed-demo"], {
  cwd: serverDir,
  env: serverEnv,
  encoding: "utf8",
});
process.stdout.write(seeded.stdout);
process.stderr.write(seeded.stderr);
if (seeded.status !== 0) {
  log("seeding the demo data failed; stopping.");
  stop(1);
  await new Promise(() => {});
}
const demoAdmin = /Demo admin: .*/.exec(seeded.stdout)?.[0] ?? "";

// 3. The server, restarted by Node whenever the bundle changes.
start(
  "the server",
  [
    "--watch",
    "--watch-preserve-output",
    "--disable-warning=ExperimentalWarning",
    "--disable-proto=delete",
    "dist/dev/main.js",
  ],
  { cwd: serverDir, env: serverEnv },
);

// 4. The web app's development server.
const requireWeb = createRequire(path.join(root, "packages/web/package.json"));
const reactRouterBin = path.join(
  path.dirname(requireWeb.resolve("@react-router/dev/package.json")),
  "bin.js",
);
start("the web development server", [reactRouterBin, "dev", "--port", String(webPort), "--strictPort"], {
  cwd: path.join(root, "packages/web"),
  env: { ...inherited, EMBER_DEV_API_URL: apiUrl },
});

// 5. Once both answer, say where to go, after their own start-up lines.
async function answers(url) {
  for (let i = 0; i < 600 && !stopping; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
if ((await answers(`${apiUrl}/readyz`)) && (await answers(webUrl))) {
  log(`Open ${webUrl} (the staff console: ${webUrl}/admin)`);
  log(`${demoAdmin} (development only)`);
  log("Server sources reload on save (restart), pages hot-reload; Ctrl-C stops both.");
}
