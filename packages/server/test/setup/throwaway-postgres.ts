import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface ThrowawayPostgres {
  /** Superuser URL of the cluster's `postgres` database. */
  readonly url: string;
  /** Stops the server (fast shutdown: sessions are cut), keeping its data. */
  pause(): void;
  /** Starts the paused server again on the same port and data. */
  resume(): void;
  stop(): void;
}

/**
 * A real PostgreSQL cluster from Debian's binaries in a temporary directory, on a free loopback port.
 * initdb refuses to run as root, so as root every command runs as the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "ember-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${cmd} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
    }
  };
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  run(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--no-instructions",
  ]);
  const start = () =>
    run(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      "-w",
      "start",
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    resume: start,
    stop() {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function findPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(root, v, "bin");
    if (existsSync(path.join(bin, "initdb"))) return bin;
  }
  try {
    return path.dirname(execFileSync("which", ["initdb"], { encoding: "utf8" }).trim());
  } catch {
    throw new Error(
      "No PostgreSQL found for the tests: set DATABASE_URL, or install Debian's postgresql package " +
        "(apt-get install postgresql), which .ci/run does on a fresh machine.",
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
