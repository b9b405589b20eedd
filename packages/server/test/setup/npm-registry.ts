import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** One version of a package: its package.json fields and its files (path -> content). */
export interface PackageVersion {
  readonly name: string;
  readonly version: string;
  readonly manifest?: Readonly<Record<string, unknown>>;
  readonly files: Readonly<Record<string, string>>;
}

export interface NpmRegistry {
  /** http://127.0.0.1:<port>/ */
  readonly url: string;
  /** Every path asked for, in order (packuments and tarballs). */
  readonly requests: string[];
  close(): Promise<void>;
}

/** A package's tarball as `npm pack` makes it: its files under `package/`, gzipped. */
async function packed(pkg: PackageVersion): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "ember-npm-"));
  try {
    const root = path.join(dir, "package");
    const manifest = { name: pkg.name, version: pkg.version, ...pkg.manifest };
    const files = { "package.json": JSON.stringify(manifest), ...pkg.files };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), content);
    }
    await run("tar", ["-czf", path.join(dir, "package.tgz"), "-C", dir, "package"]);
    return await readFile(path.join(dir, "package.tgz"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An npm registry on this machine, serving the given packages by the registry protocol (a packument per
 * package at `/<name>`, scoped names as `@scope%2fname`, and tarballs with their integrity), so the
 * server's installer fetches from it exactly as from registry.npmjs.org.
 */
export async function startNpmRegistry(versions: readonly PackageVersion[]): Promise<NpmRegistry> {
  const tarballs = new Map<string, Buffer>();
  for (const pkg of versions) tarballs.set(`${pkg.name}@${pkg.version}`, await packed(pkg));
  const requests: string[] = [];
  let url = "";
  const packument = (name: string) => {
    const own = versions.filter((v) => v.name === name);
    if (own.length === 0) return undefined;
    const entries = own.map((pkg) => {
      const bytes = tarballs.get(`${pkg.name}@${pkg.version}`) as Buffer;
      const file = `${pkg.name.split("/").pop()}-${pkg.version}.tgz`;
      return [
        pkg.version,
        {
          name: pkg.name,
          version: pkg.version,
          ...pkg.manifest,
          dist: {
            tarball: `${url}${pkg.name}/-/${file}`,
            shasum: createHash("sha1").update(bytes).digest("hex"),
            integrity: `sha512-${createHash("sha512").update(bytes).digest("base64")}`,
          },
        },
      ] as const;
    });
    return {
      name,
      "dist-tags": { latest: own[own.length - 1]?.version },
      versions: Object.fromEntries(entries),
    };
  };
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    requests.push(pathname);
    const tarball = /^\/(.+)\/-\/.+-(\d+\.\d+\.\d+)\.tgz$/.exec(pathname);
    if (tarball) {
      const bytes = tarballs.get(`${tarball[1]}@${tarball[2]}`);
      if (bytes) {
        response.writeHead(200, { "content-type": "application/octet-stream" });
        return response.end(bytes);
      }
    } else {
      const body = packument(pathname.slice(1));
      if (body) {
        response.writeHead(200, { "content-type": "application/json" });
        return response.end(JSON.stringify(body));
      }
    }
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: "Not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const esm = { type: "module", main: "index.js" } as const;

/** A package that imports another, in two versions: what a function's npm import brings in the tests. */
export const greetingPackages: readonly PackageVersion[] = [
  {
    name: "ember-words",
    version: "1.2.0",
    manifest: esm,
    files: { "index.js": 'export const hello = "Hello";' },
  },
  ...["1.0.0", "2.0.0"].map((version) => ({
    name: "ember-greeting",
    version,
    manifest: { ...esm, dependencies: { "ember-words": "^1.0.0" } },
    files: {
      "index.js": `import { hello } from "ember-words";\nexport const greet = (n) => \`\${hello}, \${n} (v${version[0]})\`;`,
    },
  })),
];
