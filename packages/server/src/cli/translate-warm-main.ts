import path from "node:path";
import { runWarmCommand } from "./translate-warm.ts";

// `npm run translate:warm -- --lang es`: the process only; the command is translate-warm.ts. It runs bundled,
// as packages/server/dist/translate-warm.js (a production image has no tsx), where the built pages are
// found from this file as main.ts finds them; under tsx it is packages/server/src/cli/translate-warm-main.ts.
const serverDir = path.resolve(import.meta.dirname, import.meta.filename.endsWith(".ts") ? "../.." : "..");
const builtWeb = path.join(serverDir, "../web/build/client");

process.exitCode = await runWarmCommand(process.argv.slice(2), {
  ...process.env,
  WEB_DIR: process.env.WEB_DIR || builtWeb,
});
