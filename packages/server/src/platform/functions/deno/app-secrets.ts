import { readFile } from "node:fs/promises";
import { secretNamePattern as secretName } from "../../secrets/app-secrets-store.ts";

/**
 * The app's secrets from a dotenv-style file (APP_SECRETS_FILE): `NAME=value` lines, `#` comments, blank
 * lines, an optional `export `, and values in single or double quotes (double quotes read \n, \" and \\).
 * The server's first app keeps its secrets here; a hosted app's are in its schema. A line that is none of these is
 * an error naming its number, never its text, which may hold a secret.
 */
export function parseSecrets(text: string): Record<string, string> {
  const secrets: Record<string, string> = Object.create(null);
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const match = /^(?:export\s+)?([^=\s]+)\s*=\s*(.*)$/.exec(line);
    const name = match?.[1];
    if (!match || !name || !secretName.test(name) || name.startsWith("DENO_")) {
      problems.push(`line ${index + 1} is not NAME=value (names: letters, digits and _, not DENO_*)`);
      return;
    }
    const value = unquote(match[2] ?? "");
    if (value === undefined) problems.push(`line ${index + 1}: the value's quote is not closed`);
    else secrets[name] = value;
  });
  if (problems.length > 0) throw new Error(`APP_SECRETS_FILE: ${problems.join("; ")}`);
  return secrets;
}

function unquote(value: string): string | undefined {
  const quote = value[0];
  if (quote !== '"' && quote !== "'") return value.replace(/\s+#.*$/, "");
  const end = value.lastIndexOf(quote);
  if (end === 0) return undefined;
  const inner = value.slice(1, end);
  if (quote === "'") return inner;
  return inner.replace(/\\([n"\\])/g, (_, c: string) => (c === "n" ? "\n" : c));
}

/** The secrets of the file, or none without one; a missing or malformed file stops the start. */
export async function readSecretsFile(file: string | undefined): Promise<Record<string, string>> {
  if (!file) return Object.create(null);
  return parseSecrets(await readFile(file, "utf8"));
}
