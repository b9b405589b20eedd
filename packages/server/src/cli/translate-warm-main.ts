import { runWarmCommand } from "./translate-warm.ts";

// `npm run translate:warm -- --lang es`: the process only; the command is translate-warm.ts.
process.exitCode = await runWarmCommand(process.argv.slice(2), process.env);
