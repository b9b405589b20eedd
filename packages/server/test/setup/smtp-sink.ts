import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMime } from "./mime.ts";

export interface ReceivedMail extends ParsedMail {
  readonly envelopeTo: readonly string[];
  readonly raw: string;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Refuse RCPT TO for these addresses with a permanent 550. */
  readonly rejectRecipients: Set<string>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, keeping every message's raw MIME.
 * STARTTLS and AUTH are off, so nodemailer talks plain SMTP to it, as to a local relay.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const rejectRecipients = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address)) {
        const error = Object.assign(new Error("No such user here"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          ...parseMime(raw),
          raw,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    rejectRecipients,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until the condition holds (or fails the test after the timeout). */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = "condition",
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
