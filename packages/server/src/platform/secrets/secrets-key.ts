import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import { newSecretsKey, secretsKeyBytes } from "./secret-box.ts";

const loaded = new Map<string, Promise<Buffer>>();

/**
 * The server's key for the apps' secrets: SECRETS_KEY when set, else the key file under the server's
 * DATA_DIR, written on first use with mode 0600 (never in the database, beside what it encrypts). Losing
 * the file loses every stored secret: it is backed up apart from the database (docs/deploy.md).
 */
export function secretsKey(config: Pick<Config, "secretsKey">): Promise<Buffer> {
  const { given, file } = config.secretsKey;
  if (given !== undefined) {
    const bytes = secretsKeyBytes(given);
    if (!bytes) return Promise.reject(new Error("SECRETS_KEY is not 32 bytes of base64 or hex"));
    return Promise.resolve(bytes);
  }
  let key = loaded.get(file);
  if (!key) {
    key = readOrCreate(file);
    loaded.set(file, key);
    key.catch(() => loaded.delete(file));
  }
  return key;
}

async function readOrCreate(file: string): Promise<Buffer> {
  try {
    return parse(await readFile(file, "utf8"), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // wx: a second server starting on the same DATA_DIR at once keeps the first one's key.
    await writeFile(file, `${newSecretsKey().toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return parse(await readFile(file, "utf8"), file);
}

function parse(text: string, file: string): Buffer {
  const bytes = secretsKeyBytes(text);
  if (!bytes) throw new Error(`${file} does not hold a secrets key (32 bytes of base64)`);
  return bytes;
}
