import { runAppPull } from "./app-pull.ts";

// `npm run app:pull -- --from … --app …`: the process and its terminal only; the command is app-pull.ts.
process.exitCode = await runAppPull(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
