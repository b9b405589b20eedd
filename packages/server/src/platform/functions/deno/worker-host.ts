/**
 * Run by Deno, one process per worker (decision 0070). It reads its configuration from stdin, strips the
 * environment to the app's secrets, replaces `Deno.serve` so that importing a function's module hands
 * over its handler instead of opening a port, and serves the server's calls on 127.0.0.1 to those who
 * present the worker's secret. Functions load on their first call and stay loaded.
 */
import {
  logLinePrefix,
  readyLine,
  type WorkerConfig,
  type WorkerLogLine,
  workerHeaderPrefix,
  workerHeaders,
} from "./worker-protocol.ts";

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;

interface ServeOptions {
  readonly hostname: string;
  readonly port: number;
  onListen(address: { port: number }): void;
}

// The part of Deno's API this script uses: the server is type-checked against Node's types.
declare const Deno: {
  serve(options: ServeOptions, handler: (request: Request) => Promise<Response>): unknown;
  readonly stdin: { readonly readable: ReadableStream<Uint8Array> };
  readonly stdout: { writeSync(bytes: Uint8Array): number };
  readonly env: { toObject(): Record<string, string>; delete(name: string): void };
  inspect(value: unknown): string;
};
declare function addEventListener(
  type: "unhandledrejection" | "error",
  listener: (event: { preventDefault(): void; readonly reason?: unknown; readonly error?: unknown }) => void,
): void;

const config = JSON.parse(await new Response(Deno.stdin.readable).text()) as WorkerConfig;

// A worker serves one call at a time: what a function prints is tagged with the function being served
// (or last served, for work it left running), so the server can keep each function's log apart.
let serving: string | null = null;
const MESSAGE_MAX = 4000;
const encoder = new TextEncoder();
const writeAll = (bytes: Uint8Array) => {
  for (let at = 0; at < bytes.length; ) at += Deno.stdout.writeSync(bytes.subarray(at));
};
const consoleLevels: Record<string, WorkerLogLine["l"]> = {
  log: "info",
  info: "info",
  debug: "debug",
  trace: "debug",
  warn: "warning",
  error: "error",
};
for (const [method, level] of Object.entries(consoleLevels)) {
  Object.defineProperty(console, method, {
    value: (...args: unknown[]) => {
      const text = args.map((a) => (typeof a === "string" ? a : Deno.inspect(a))).join(" ");
      const line: WorkerLogLine = { f: serving, l: level, m: text.slice(0, MESSAGE_MAX) };
      writeAll(encoder.encode(`${logLinePrefix}${JSON.stringify(line)}\n`));
    },
  });
}

const keep = new Set(config.secretNames);
for (const name of Object.keys(Deno.env.toObject())) if (!keep.has(name)) Deno.env.delete(name);

// A promise a function forgot to await must not end the process and every call queued on it.
addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  console.error("unhandled rejection in a function:", event.reason);
});
addEventListener("error", (event) => {
  event.preventDefault();
  console.error("uncaught error in a function:", event.error);
});

const serve = Deno.serve.bind(Deno);
let captured: Handler | undefined;

/** Deno.serve(handler), (options, handler) and ({ handler }) all name the handler somewhere. */
function handlerOf(args: unknown[]): Handler | undefined {
  for (const arg of args) {
    if (typeof arg === "function") return arg as Handler;
    const handler = (arg as { handler?: unknown } | null)?.handler;
    if (typeof handler === "function") return handler as Handler;
  }
  return undefined;
}

// What Deno.serve returns, for a module that keeps it: the worker, not the function, owns the port.
const serverStandIn = {
  finished: new Promise<void>(() => {}),
  addr: { transport: "tcp", hostname: "127.0.0.1", port: 0 },
  shutdown: async () => {},
  ref() {},
  unref() {},
};
Object.defineProperty(Deno, "serve", {
  value: (...args: unknown[]) => {
    captured = handlerOf(args);
    return serverStandIn;
  },
});

const loaded = new Map<string, Promise<Handler>>();

async function importHandler(url: string): Promise<Handler> {
  captured = undefined;
  const module = (await import(url)) as { default?: unknown };
  const exported = module.default;
  // Base44 also runs a module whose default export is the handler itself, as real apps write it.
  const handler =
    captured ??
    (typeof exported === "function" ? exported : (exported as { fetch?: unknown } | undefined)?.fetch);
  if (typeof handler !== "function") {
    throw new Error("the module neither calls Deno.serve nor exports a handler (a function or { fetch })");
  }
  return handler as Handler;
}

const load = (name: string, url: string) => {
  let handler = loaded.get(name);
  if (!handler) {
    handler = importHandler(url);
    loaded.set(name, handler);
  }
  return handler;
};

function sameSecret(given: string | null): boolean {
  const expected = config.secret;
  if (given === null || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

const failure = (kind: "load" | "handler" | "response") =>
  new Response(null, { status: 500, headers: { [workerHeaders.failure]: kind } });

async function answer(incoming: Request): Promise<Response> {
  if (!sameSecret(incoming.headers.get(workerHeaders.secret))) return new Response(null, { status: 403 });
  const name = incoming.headers.get(workerHeaders.function) ?? "";
  const url = incoming.headers.get(workerHeaders.url) ?? "";
  const moduleUrl = Object.hasOwn(config.functions, name) ? config.functions[name] : undefined;
  if (!moduleUrl || !url) return new Response(null, { status: 400 });
  serving = name;
  let handler: Handler;
  try {
    handler = await load(name, moduleUrl);
  } catch (error) {
    console.error(`function ${name} could not be loaded:`, error);
    return failure("load");
  }
  const headers = new Headers();
  for (const [key, value] of incoming.headers)
    if (!key.startsWith(workerHeaderPrefix)) headers.append(key, value);
  const client = incoming.headers.get(workerHeaders.client) ?? "";
  const request = new Request(url, { method: incoming.method, headers, body: incoming.body });
  try {
    const response = await handler(request, {
      remoteAddr: { transport: "tcp", hostname: client, port: 0 },
      completed: new Promise<void>(() => {}),
    });
    if (response instanceof Response) return response;
    console.error(`function ${name} answered something other than a Response`);
    return failure("response");
  } catch (error) {
    console.error(`function ${name} failed:`, error);
    return failure("handler");
  }
}

serve(
  {
    hostname: "127.0.0.1",
    port: 0,
    onListen: ({ port }) => {
      Deno.stdout.writeSync(new TextEncoder().encode(`${readyLine} ${port}\n`));
    },
  },
  answer,
);
