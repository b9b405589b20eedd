import path from "node:path";
import { runWarmCommand, webPackageAt } from "./translate-warm.ts";

// `npm run translate:warm -- --lang es`: the process only; the command is translate-warm.ts. It runs under tsx
// in a checkout (it writes the repository's translation files, and runs after a build that stopped for a
// missing translation, so the server's bundle may not exist); the web package is found from this file.
const serverDir = path.resolve(import.meta.dirname, "../..");

process.exitCode = await runWarmCommand(
  process.argv.slice(2),
  process.env,
  webPackageAt(path.join(serverDir, "../web")),
);
