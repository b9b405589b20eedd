// Writes .br (brotli, max quality) and .gz (gzip level 9) siblings for text assets of the client build,
// so the server can send precompressed files. Only node:zlib; no dependencies.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const root = resolve(fileURLToPath(new URL("..", import.meta.url)), "build/client");
const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const minBytes = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path) {
  const data = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return { raw: data.length, br: br.length, gz: gzipped.length };
}

async function main() {
  try {
    await stat(root);
  } catch {
    console.error(`precompress: ${root} does not exist; run react-router build first`);
    process.exit(1);
  }
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for await (const path of walk(root)) {
    if (!compressible.has(extname(path))) continue;
    const { size } = await stat(path);
    if (size <= minBytes) continue;
    const sizes = await compressFile(path);
    totals.files += 1;
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  process.stdout.write(
    `precompress: ${totals.files} files in ${relative(process.cwd(), root) || "."}: ${kib(totals.raw)} -> br ${kib(totals.br)}, gz ${kib(totals.gz)}\n`,
  );
}

await main();
