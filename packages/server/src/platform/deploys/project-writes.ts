import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const suffix = () => randomBytes(6).toString("hex");

/**
 * Replaces a folder of the project with one built beside it: `fill` writes the new content into a
 * temporary sibling, which then takes the folder's place by rename. A reader (an instance starting)
 * sees the old folder or the new one, never half of either; a failure while filling leaves the old.
 */
export async function replaceFolder(target: string, fill: (staging: string) => Promise<void>): Promise<void> {
  const staging = `${target}.staging-${suffix()}`;
  await mkdir(staging, { recursive: true });
  try {
    await fill(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const old = `${target}.old-${suffix()}`;
  const moved = await rename(target, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );
  await mkdir(path.dirname(target), { recursive: true });
  await rename(staging, target);
  if (moved) await rm(old, { recursive: true, force: true });
}

/** Writes a file by writing a temporary sibling and renaming it over the file. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${suffix()}`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** Application -> application, UserProfile -> user-profile: the CLI's file names for resources. */
export const kebabName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();

export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
