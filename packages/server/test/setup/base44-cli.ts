import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The official Base44 CLI, as teams run it, for tests: fetched from npm at a pinned version with
 * `npm pack` (its dependencies are never installed: `bin/run.js` runs one bundled file), kept in the
 * temp directory outside the repository, and run with Node in an isolated home, without telemetry,
 * without its npm version check, and without a terminal.
 */
export const CLI_VERSION = "0.1.18";
// The registry's own integrity of that tarball: a different file is refused rather than run.
const CLI_INTEGRITY =
  "sha512-hEdlhAeieHN3EG/c4KpTN6cz1iRyfeO+gloprkGlYy1x7CIhyFDiM2CwfhegZpJuMPbojXrFprLBq0AFR+oc4g==";
const cacheDir = path.join(tmpdir(), `ember-base44-cli-${CLI_VERSION}`);
const run = promisify(execFile);

async function fetchCli(): Promise<string> {
  const bin = path.join(cacheDir, "bin", "run.js");
  if (existsSync(bin)) return bin;
  const work = await mkdtemp(path.join(tmpdir(), "ember-base44-cli-fetch-"));
  try {
    const { stdout } = await run("npm", ["pack", `base44@${CLI_VERSION}`, "--silent"], {
      cwd: work,
      timeout: 120_000,
    });
    const tarball = path.join(work, stdout.trim().split("\n").pop() ?? "");
    const digest = `sha512-${createHash("sha512")
      .update(await readFile(tarball))
      .digest("base64")}`;
    if (digest !== CLI_INTEGRITY) throw new Error(`base44@${CLI_VERSION} from npm has integrity ${digest}`);
    await run("tar", ["xzf", tarball, "-C", work], { timeout: 60_000 });
    try {
      // Published whole or not at all, so parallel test files never run half a copy.
      await rename(path.join(work, "package"), cacheDir);
    } catch (error) {
      if (!["EEXIST", "ENOTEMPTY"].includes((error as { code?: string }).code ?? "")) throw error;
    }
    return bin;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

let fetched: Promise<string> | undefined;
/** The path of the CLI's `bin/run.js`, fetched on first use. */
export const base44Cli = (): Promise<string> => {
  fetched ??= fetchCli();
  return fetched;
};

/** A fresh home for the CLI: its login lives in `<home>/.base44/auth/auth.json`. */
export const newCliHome = (): Promise<string> => mkdtemp(path.join(tmpdir(), "ember-cli-home-"));

export interface CliOptions {
  /** BASE44_API_URL, HOME (a fresh one when absent), BASE44_API_KEY, …: added to a minimal environment. */
  readonly env?: Record<string, string>;
  /** Where it runs (the project folder); HOME when absent. */
  readonly cwd?: string;
  /** Written to its stdin, which is then closed. */
  readonly input?: string;
  /** Killed after this long (default 60 s), and the run fails with everything it printed. */
  readonly timeoutMs?: number;
}

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunningCli {
  /** Everything printed so far, stdout then stderr. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects if the CLI exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Resolves when it exits; rejects when it had to be killed at the timeout. */
  readonly result: Promise<CliResult>;
  /** Ends it (a `logs --follow`), as Ctrl-C would. */
  stop(): void;
}

/** Starts `base44 <args>`; for commands that wait on something the test does (a login). */
export async function startCli(args: readonly string[], options: CliOptions = {}): Promise<RunningCli> {
  const bin = await base44Cli();
  const home = options.env?.HOME ?? (await newCliHome());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    // Exactly "1": anything else still sends failures, request bodies included, to the vendor.
    BASE44_DISABLE_TELEMETRY: "1",
    // The only switch for the `npm view base44 version` it runs before every command.
    BASE44_CLI_TEST_OVERRIDES: JSON.stringify({ latestVersion: null }),
    NO_COLOR: "1",
    ...options.env,
  };
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? home,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
    changed();
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    changed();
  });
  child.stdin.end(options.input ?? "");
  const output = () => `${stdout}${stderr}`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  let timedOut = false;
  let closed = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, timeoutMs);
  const result = new Promise<CliResult>((resolve, reject) => {
    child.once("close", (code) => {
      clearTimeout(timer);
      closed = true;
      changed();
      if (timedOut) {
        reject(
          new Error(
            `base44 ${args.join(" ")} was killed after ${timeoutMs} ms.\nstdout:\n${stdout}\nstderr:\n${stderr}`,
          ),
        );
      } else {
        resolve({ code, stdout, stderr });
      }
    });
  });
  // A rejection nobody awaited yet must not fail the run on its own: waitFor or the test reports it.
  result.catch(() => {});
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output().match(pattern);
        if (match) {
          listeners.delete(check);
          resolve(match);
        } else if (closed) {
          listeners.delete(check);
          reject(new Error(`base44 ${args.join(" ")} ended before printing ${pattern}:\n${output()}`));
        }
      };
      listeners.add(check);
      check();
    });
  return { output, waitFor, result, stop: () => child.kill("SIGINT") };
}

/** Runs `base44 <args>` to its end: its exit code and what it printed. */
export async function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return (await startCli(args, options)).result;
}

/** The CLI's stored login (`~/.base44/auth/auth.json`), or null when it has none. */
export async function storedLogin(home: string): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(await readFile(path.join(home, ".base44", "auth", "auth.json"), "utf8"));
  } catch {
    return null;
  }
}
