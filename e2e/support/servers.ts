import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const serverEntry = path.join(root, "packages/server/dist/main.js");

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  /** The server process's id (the bench reads its memory from /proc). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** Another build to run (bench/submit-ab.ts compares two), and options for its Node (e.g. --cpu-prof). */
export interface ServerProcessOptions {
  readonly entry?: string;
  readonly nodeArgs?: readonly string[];
}

/** Starts the built server as a real process, as `npm start` does, and waits until /readyz answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { entry = serverEntry, nodeArgs = [] }: ServerProcessOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ember-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["--disable-proto=delete", ...nodeArgs, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A generous deadline: on a busy machine three servers starting at once (and their embedded databases
  // initialising) can take minutes; the loop waits for readiness, not for the time.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server on ${port} not ready within 240 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
