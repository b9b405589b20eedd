import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A gzip tar made by the system's tar from a folder prepared by `fill`, with extra tar arguments. */
export async function tarball(fill: (dir: string) => Promise<void>, args: string[] = ["."]): Promise<Buffer> {
  const work = await mkdtemp(path.join(tmpdir(), "ember-tar-"));
  const dir = path.join(work, "dist");
  await mkdir(dir);
  await fill(dir);
  const out = path.join(work, "dist.tar.gz");
  await run("tar", ["czf", out, "-P", ...args], { cwd: dir });
  return readFile(out);
}

/** A small built site: its index page and one asset. */
export const site = (html: string) => async (dir: string) => {
  await writeFile(path.join(dir, "index.html"), html);
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "app.js"), "console.log(1);\n");
};

/** A request as a browser on an app's own host name sends it (the name need not resolve here). */
export function viaHost(
  baseUrl: string,
  host: string,
  pathName: string,
): Promise<{ status: number; body: string }> {
  const url = new URL(pathName, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host: `${host}:${url.port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
