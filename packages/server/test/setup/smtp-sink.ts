import type { Socket } from "node:net";
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
  /** While true, every message is refused with a transient 451 ("try again later") at MAIL FROM. */
  refusing: boolean;
  /** MAIL FROM commands refused while refusing was on. */
  readonly refused: number;
  /** TCP connections accepted so far (the pool's reuse shows here). */
  readonly connections: number;
  /**
   * Recipients whose next message loses its connection in the middle of DATA: the socket is destroyed
   * after the first bytes arrive and the message is not kept. Each address drops one message, then leaves.
   */
  readonly dropDuringData: Set<string>;
  stop(): Promise<void>;
}

/**
 * A received message, parsed the first time a test reads a parsed field: the load bench receives tens of
 * thousands and only counts Message-IDs in the raw text, and parsing each as it arrived made this process,
 * not the server under test, the limit on delivery throughput.
 */
function receivedMail(raw: string, envelopeTo: readonly string[]): ReceivedMail {
  let parsed: ParsedMail | undefined;
  const mime = () => {
    parsed ??= parseMime(raw);
    return parsed;
  };
  return {
    raw,
    envelopeTo,
    get headers() {
      return mime().headers;
    },
    get subject() {
      return mime().subject;
    },
    get to() {
      return mime().to;
    },
    get text() {
      return mime().text;
    },
    get html() {
      return mime().html;
    },
  };
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, keeping every message's raw MIME.
 * STARTTLS and AUTH are off, so nodemailer talks plain SMTP to it, as to a local relay.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const rejectRecipients = new Set<string>();
  let refused = 0;
  let connections = 0;
  const dropDuringData = new Set<string>();
  const sockets = new Map<number, Socket>();
  const state = { refusing: false };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    // Stopping does not wait 30 s for a client's idle pooled connection to go.
    closeTimeout: 100,
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refusing) {
        refused++;
        const error = Object.assign(new Error("Service busy, try again later"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address)) {
        const error = Object.assign(new Error("No such user here"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const dropped = session.envelope.rcptTo.find((r) => dropDuringData.has(r.address));
      if (dropped) {
        dropDuringData.delete(dropped.address);
        stream.once("data", () => sockets.get(session.remotePort)?.destroy());
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push(
          receivedMail(
            raw,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  server.server.on("connection", (socket: Socket) => {
    connections++;
    const remotePort = socket.remotePort ?? 0;
    sockets.set(remotePort, socket);
    socket.once("close", () => sockets.delete(remotePort));
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
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    get refused() {
      return refused;
    },
    get connections() {
      return connections;
    },
    dropDuringData,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How many times each Message-ID arrived: a value above 1 is an e-mail delivered twice. */
export function messageIdCounts(received: readonly ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of received) {
    const id = mail.raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1] ?? `(none) ${mail.raw.length}`;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
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
