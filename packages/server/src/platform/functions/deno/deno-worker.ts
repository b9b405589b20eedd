import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { Agent } from "node:http";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { denoBinary } from "./deno-binary.ts";
import { logLinePrefix, readyLine, type WorkerConfig, type WorkerLogLine } from "./worker-protocol.ts";

/** One line of a worker's output: a function's console (tagged with the function) or Deno's own. */
export interface FunctionOutput {
  readonly function: string | null;
  readonly level: WorkerLogLine["l"];
  readonly message: string;
}

export interface WorkerOptions {
  /** The worker's working folder, where Deno finds the app's package.json and node_modules. */
  readonly appDir: string;
  /** The only paths a function may read: its modules and the app's node_modules. */
  readonly readPaths: readonly string[];
  /** Function name -> absolute path of its module. */
  readonly functions: Readonly<Record<string, string>>;
  readonly secrets: Readonly<Record<string, string>>;
  readonly memoryMb: number;
  /** DENO_DIR: Deno's compile cache, in the server's data folder rather than a home folder. */
  readonly cacheDir: string;
  /** An import map file redirecting the functions' npm pins to what node_modules holds (npm-pins.ts). */
  readonly importMap?: string;
  readonly log: FastifyBaseLogger;
  /** Also receives every line of output (a hosted app's function logs, apps/function-logs.ts). */
  readonly onOutput?: (line: FunctionOutput) => void;
}

/** A line of stdout as the functions' output: the host's tagged console lines, or anything else Deno printed. */
function outputOf(line: string): FunctionOutput {
  if (line.startsWith(logLinePrefix)) {
    try {
      const parsed = JSON.parse(line.slice(logLinePrefix.length)) as WorkerLogLine;
      return { function: parsed.f, level: parsed.l, message: String(parsed.m).slice(0, LOG_LINE_MAX) };
    } catch {
      // Kept as it came. (A function writing to stdout itself can forge a tag, in its own app's log only.)
    }
  }
  return { function: null, level: "info", message: line.slice(0, LOG_LINE_MAX) };
}

// A Deno start takes well under a second; this only stops a worker that hangs before listening.
const START_TIMEOUT_MS = 30_000;
const LOG_LINE_MAX = 4000;

/** The host script beside this module: worker-host.js in the built server, the TypeScript source otherwise. */
const hostScript = (() => {
  const built = fileURLToPath(new URL("./worker-host.js", import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL("./worker-host.ts", import.meta.url));
})();

const denoArguments = (options: WorkerOptions) => [
  "run",
  "--quiet",
  "--no-prompt",
  // npm: imports resolve from the app's own node_modules, offline; nothing is installed at run time.
  "--node-modules-dir=manual",
  ...(options.importMap ? [`--import-map=${options.importMap}`] : []),
  `--allow-read=${options.readPaths.join(",")}`,
  // The environment holds only the app's secrets (spawned with a clean one; the host removes Deno's own).
  "--allow-env",
  // Functions call the server back through the SDK and call outside APIs.
  "--allow-net",
  "--deny-write",
  "--deny-run",
  "--deny-ffi",
  "--deny-sys",
  `--v8-flags=--max-old-space-size=${options.memoryMb}`,
  hostScript,
];

/**
 * One Deno process serving one call at a time (the pool sees to that) on 127.0.0.1:`port`, to callers
 * presenting `secret`. Its stdout and stderr after the ready line are the functions' console output, logged.
 */
export class DenoWorker {
  readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  #alive = true;

  private constructor(
    readonly process: ChildProcess,
    readonly port: number,
    readonly secret: string,
    /** Settles when the process has ended, whatever ended it. */
    readonly exited: Promise<void>,
  ) {
    void exited.then(() => {
      this.#alive = false;
      this.agent.destroy();
    });
  }

  get alive(): boolean {
    return this.#alive;
  }

  /** Ends the process at once: a function in an endless loop would not hear a polite signal. */
  kill(): void {
    this.#alive = false;
    this.agent.destroy();
    this.process.kill("SIGKILL");
  }

  static async start(options: WorkerOptions): Promise<DenoWorker> {
    const secret = randomBytes(32).toString("base64url");
    const child = spawn(denoBinary(), denoArguments(options), {
      cwd: options.appDir,
      // A clean environment: the server's own (DATABASE_URL, JWT_SECRET, SMTP_URL...) never reaches a function.
      env: { ...options.secrets, DENO_DIR: options.cacheDir, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const config: WorkerConfig = {
      secret,
      functions: Object.fromEntries(
        Object.entries(options.functions).map(([name, file]) => [name, pathToFileURL(file).href]),
      ),
      secretNames: Object.keys(options.secrets),
    };
    child.stdin?.on("error", () => {});
    child.stdin?.end(JSON.stringify(config));
    const log = options.log.child({ denoWorker: child.pid });
    const errors: string[] = [];
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on("line", (line) => {
      if (errors.length < 20) errors.push(line);
      log.warn(line.slice(0, LOG_LINE_MAX));
      options.onOutput?.({ function: null, level: "error", message: line.slice(0, LOG_LINE_MAX) });
    });
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("the Deno worker did not start in time")),
        START_TIMEOUT_MS,
      );
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      let ready = false;
      lines.on("line", (line) => {
        const match = ready ? null : new RegExp(`^${readyLine} (\\d+)$`).exec(line);
        if (match) {
          ready = true;
          clearTimeout(timer);
          resolve(Number(match[1]));
        } else {
          const output = outputOf(line);
          const fields = output.function === null ? {} : { function: output.function };
          if (output.level === "warning" || output.level === "error") log.warn(fields, output.message);
          else log.info(fields, output.message);
          options.onOutput?.(output);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the Deno worker ended before it was ready: ${errors.join(" | ")}`));
      });
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    }).catch((error: unknown) => {
      child.kill("SIGKILL");
      throw error;
    });
    return new DenoWorker(child, port, secret, exited);
  }
}
