import { type AdminIo, runAdminCommand } from "../../src/cli/admin.ts";

/** What `npm run admin` printed: stdout and stderr lines apart, as a shell's $(…) would see them. */
export function captureIo(stdin = ""): AdminIo & { out_: string[]; err_: string[] } {
  const out_: string[] = [];
  const err_: string[] = [];
  return {
    out_,
    err_,
    out: (line) => out_.push(line),
    err: (line) => err_.push(line),
    interactive: false,
    askHidden: async () => "",
    readStdin: async () => stdin,
  };
}

/**
 * As an operator does before the first start: the first admin, then a workspace key for the CLI, both
 * with `npm run admin` on the server's settings. Returns the key (the one line the command prints).
 */
export async function adminWithKey(
  env: Record<string, string>,
  admin: { readonly email: string; readonly password: string },
  name = "deploys",
): Promise<string> {
  const created = captureIo(admin.password);
  if ((await runAdminCommand(["create", "--email", admin.email, "--password-stdin"], env, created)) !== 0) {
    throw new Error(`admin create failed: ${created.err_.join("\n")}`);
  }
  const made = captureIo();
  if ((await runAdminCommand(["api-key", "create", "--name", name], env, made)) !== 0) {
    throw new Error(`api-key create failed: ${made.err_.join("\n")}`);
  }
  const [key] = made.out_;
  if (made.out_.length !== 1 || !key) throw new Error(`api-key create printed ${made.out_.length} lines`);
  return key;
}
