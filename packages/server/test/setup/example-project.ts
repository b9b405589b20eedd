import { cp, mkdir, mkdtemp, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** examples/tool-library, the Base44 app in the CLI layout that the platform tests move in. */
export const exampleDir = fileURLToPath(new URL("../../../../examples/tool-library", import.meta.url));
const repoModules = fileURLToPath(new URL("../../../../node_modules", import.meta.url));

/**
 * A copy of the example as a team holds its app before moving it: the project without its link to an app
 * (`base44/.app.jsonc`, which `link --create` writes), its build output or installed packages. Its
 * node_modules is the repository's, standing in for the `npm install` a team has run, so that its own
 * build (`npm run build`, which `deploy --build` runs) works offline. Only the packages the build and the
 * functions import are linked, not the whole folder: the CLI looks for `.app.jsonc` anywhere below the
 * project, and the repository's workspace links lead to the example's own.
 */
export async function copyExampleProject(prefix = "ember-move-in-"): Promise<string> {
  const project = path.join(await mkdtemp(path.join(tmpdir(), prefix)), "tool-library");
  await cp(exampleDir, project, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(exampleDir, source);
      return !["node_modules", "dist", path.join("base44", ".app.jsonc")].includes(relative);
    },
  });
  for (const name of ["esbuild", "react", "react-dom", "@base44/sdk"]) {
    const link = path.join(project, "node_modules", name);
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(path.join(repoModules, name), link, "dir");
  }
  return project;
}
