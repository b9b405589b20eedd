/**
 * What the server and a Deno worker (worker-host.ts) say to each other besides the call itself. Both
 * sides import this file: the host is run by Deno, so it holds only constants.
 */

/** The headers the server adds to a call for the worker; the host strips them before the function runs. */
export const workerHeaders = {
  secret: "x-ember-worker-secret",
  function: "x-ember-worker-function",
  url: "x-ember-worker-url",
  client: "x-ember-worker-client",
  /** On the host's own answer when the function could not answer: load, handler or response. */
  failure: "x-ember-worker-failure",
} as const;

export const workerHeaderPrefix = "x-ember-worker-";

/** The first line a worker writes on stdout, followed by its port; everything after is the functions' output. */
export const readyLine = "ember-worker-ready";

/**
 * Prefixes a line of a function's console output, as JSON `{f, l, m}`: the function the worker was last
 * serving, the level (debug, info, warning, error) and the text. Other lines are Deno's own output.
 */
export const logLinePrefix = "ember-worker-log ";

export interface WorkerLogLine {
  readonly f: string | null;
  readonly l: "debug" | "info" | "warning" | "error";
  readonly m: string;
}

/** The configuration the server writes on a worker's stdin, which it reads once before any function loads. */
export interface WorkerConfig {
  readonly secret: string;
  /** Function name -> file URL of its module. */
  readonly functions: Readonly<Record<string, string>>;
  /** The environment a function may see: every other variable is removed before any function loads. */
  readonly secretNames: readonly string[];
}
