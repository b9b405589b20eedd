import { runAppImport } from "./app-import.ts";

// `npm run app:import -- <project> …`: the process and its terminal only; the command is app-import.ts.
process.exitCode = await runAppImport(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
