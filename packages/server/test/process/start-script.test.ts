import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const startScript = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts.start as string;

// A `node` of our own first on PATH: it prints the environment the script gives it, so the script runs as
// npm runs it (in sh) without starting a server.
const bin = mkdtempSync(path.join(tmpdir(), "ember-start-"));
writeFileSync(path.join(bin, "node"), '#!/bin/sh\nenv | grep "^MALLOC_"\n');
chmodSync(path.join(bin, "node"), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function start(env: Record<string, string>): Record<string, string> {
  const { MALLOC_ARENA_MAX: _a, MALLOC_MMAP_THRESHOLD_: _m, ...inherited } = process.env;
  const run = spawnSync("sh", ["-c", startScript], {
    cwd: root,
    env: { ...inherited, PATH: `${bin}:${process.env.PATH}`, ...env },
    encoding: "utf8",
  });
  expect(run.status).toBe(0);
  return Object.fromEntries(
    run.stdout
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

describe("npm start's memory settings (docs/deploy.md, Memory)", () => {
  it("gives the server two malloc arenas and a 32 KiB mmap threshold by default", () => {
    const seen = start({});
    expect(seen.MALLOC_ARENA_MAX).toBe("2");
    expect(seen.MALLOC_MMAP_THRESHOLD_).toBe("32768");
  });

  it("keeps an operator's own values", () => {
    const seen = start({ MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(seen.MALLOC_ARENA_MAX).toBe("4");
    expect(seen.MALLOC_MMAP_THRESHOLD_).toBe("131072");
  });
});
