import type { SmtpSink } from "./smtp-sink.ts";
import { waitFor } from "./smtp-sink.ts";

/** The newest e-mail delivered to the address whose subject matches, once it has arrived. */
export async function deliveredMail(sink: SmtpSink, to: string, subject: RegExp) {
  const find = () =>
    [...sink.received].reverse().find((m) => m.envelopeTo.includes(to) && subject.test(m.subject));
  await waitFor(() => find() !== undefined, 15_000, `an e-mail to ${to} matching ${subject}`);
  return find() as NonNullable<ReturnType<typeof find>>;
}

/** The 6-digit code of a verification e-mail, read from its plain text. */
export const codeIn = (text: string): string => {
  const code = /^\s+(\d{6})\s*$/m.exec(text)?.[1];
  if (!code) throw new Error(`no code in:\n${text}`);
  return code;
};

/** The token of a reset or invitation link in an e-mail's plain text. */
export const linkTokenIn = (text: string): { url: URL; token: string } => {
  const match = /(https?:\/\/\S+\/reset-password#\S+)/.exec(text)?.[1];
  if (!match) throw new Error(`no link in:\n${text}`);
  const url = new URL(match);
  return { url, token: new URLSearchParams(url.hash.slice(1)).get("token") ?? "" };
};
