import { runRestoreCommand } from "./backup.ts";

// `npm run restore -- FILE`: the process only; the command is backup.ts.
process.exitCode = await runRestoreCommand(process.argv.slice(2), process.env);
