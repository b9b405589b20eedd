import { runBackupCommand } from "./backup.ts";

// `npm run backup -- --out FILE`: the process only; the command is backup.ts.
process.exitCode = await runBackupCommand(process.argv.slice(2), process.env);
