import { type AdminIo, runAdminCommand } from "./admin.ts";

// `npm run admin -- <command>`: the process and its terminal only; the commands are admin.ts.

/** Reads one line from the terminal in raw mode, so nothing typed is echoed. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        // Raw mode turns Ctrl-C into a character: honour it as the interrupt it means.
        if (char === "\u0003") return finish(new Error("Interrupted. Nothing was changed."));
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    process.stderr.write(prompt);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

const terminal: AdminIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  interactive: process.stdin.isTTY === true,
  askHidden,
  readStdin,
};

process.exitCode = await runAdminCommand(process.argv.slice(2), process.env, terminal);
