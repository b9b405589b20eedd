import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./throwaway-postgres.ts";

export const serverDir = fileURLToPath(new URL("../..", import.meta.url));
export const bundle = path.join(serverDir, "dist", "main.js");
export const builtAdmin = { email: "ops@ember.test", password: "ops-password-1" } as const;

export interface BuiltServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

export interface SpawnOptions {
  /** Run as this user and group (as root, to make a directory truly unwritable to the server). */
  readonly uid?: number;
  /** RLIMIT_FSIZE in 1 KiB blocks: writes past it fail with EFBIG, as on a full disk. */
  readonly fileSizeLimitKb?: number;
}

/** Builds dist/main.js (the tests run the bundle production runs). */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(serverDir, "build.mjs")], { stdio: "pipe" });
}

/** `node dist/main.js` as production runs it, on PGlite in dataDir unless DATABASE_URL is given. */
export async function spawnServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    WEB_DIR: "",
    JWT_SECRET: "",
    LOG_LEVEL: "info",
    ADMIN_EMAIL: builtAdmin.email,
    ADMIN_PASSWORD: builtAdmin.password,
    ...extraEnv,
  };
  // As production starts it: without Object.prototype.__proto__, a key named so can never reach a prototype.
  const nodeArgs = ["--disable-proto=delete", bundle];
  const [file, args] =
    options.fileSizeLimitKb === undefined
      ? [process.execPath, nodeArgs]
      : [
          "/bin/sh",
          // POSIX sh (dash, bash as sh) counts `ulimit -f` in 512-byte blocks.
          ["-c", `ulimit -f ${options.fileSizeLimitKb * 2} && exec "$0" "$@"`, process.execPath, ...nodeArgs],
        ];
  const child = spawn(file, args, {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** spawnServer, then waits until /readyz says ready (a fresh PGlite takes seconds on a busy machine). */
export async function startBuiltServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<BuiltServer> {
  const server = await spawnServer(dataDir, extraEnv);
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited early (${server.child.exitCode}):\n${server.output()}`);
    }
    const ready = await fetch(`${server.baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill("SIGKILL");
  throw new Error(`server never became ready:\n${server.output()}`);
}

/** A call to the app's API: status and JSON body. */
export async function callApi(
  baseUrl: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}/api/apps/ember${route}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const loginBuiltAdmin = async (baseUrl: string) =>
  (await callApi(baseUrl, "POST", "/auth/login", undefined, builtAdmin)).body.access_token as string;
