import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedPrompt {
  readonly model: string;
  readonly messages: readonly { readonly role: string; readonly content: string }[];
  /** The output cap the client sent, if any. */
  readonly max_tokens?: number;
}

export type FakeMode =
  | { readonly kind: "reply"; readonly content: string }
  | { readonly kind: "status"; readonly status: number }
  | { readonly kind: "slow"; readonly delayMs: number; readonly content: string }
  /** The reply computed from the request, e.g. a translation of each text of the batch. */
  | {
      readonly kind: "respond";
      readonly respond: (prompt: RecordedPrompt) => string;
      /** A delay for every answer, or one per request (e.g. only for one kind of prompt). */
      readonly delayMs?: number | ((prompt: RecordedPrompt) => number | undefined);
      /** Answers only once this settles: the test holds the model's answer while it acts. */
      readonly held?: Promise<unknown>;
    }
  /**
   * The whole assistant message computed from the whole request: tool calls (the OpenAI tools protocol)
   * or content. The request's messages include the tool results sent back.
   */
  | { readonly kind: "chat"; readonly respond: (request: ChatRequestBody) => AssistantMessage }
  | { readonly kind: "hang-up" }
  /** A 200 whose body is not a chat completion: the provider answering garbage. */
  | { readonly kind: "garbage"; readonly body: string };

/** A chat-completions request as the client sent it, tools and tool messages included. */
export interface ChatRequestBody {
  readonly model: string;
  readonly messages: readonly Record<string, unknown>[];
  readonly tools?: readonly { readonly type: string; readonly function: { readonly name: string } }[];
}

export interface AssistantMessage {
  readonly content: string | null;
  readonly tool_calls?: readonly {
    readonly id: string;
    readonly type: "function";
    readonly function: { readonly name: string; readonly arguments: string };
  }[];
}

export interface FakeOpenAi {
  /** For LLM_BASE_URL: the API root the official client appends /chat/completions to. */
  readonly baseUrl: string;
  readonly prompts: RecordedPrompt[];
  mode: FakeMode;
  stop(): Promise<void>;
}

/**
 * The one fake the tests allow (a hosted model cannot run here): a local HTTP server speaking the OpenAI chat-completions
 * protocol over a real socket, so the real `openai` client and our provider run unchanged. It records
 * every prompt (its count is the number of model calls) and can answer, fail, stall or hang up.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const prompts: RecordedPrompt[] = [];
  const fake: FakeOpenAi = {
    baseUrl: "",
    prompts,
    mode: { kind: "reply", content: "A reply from the model." },
    stop: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as RecordedPrompt;
      prompts.push({
        model: body.model,
        messages: body.messages,
        ...(body.max_tokens === undefined ? {} : { max_tokens: body.max_tokens }),
      });
      const mode = fake.mode;
      if (mode.kind === "hang-up") return req.socket.destroy();
      if (mode.kind === "garbage") {
        res.writeHead(200, { "content-type": "application/json" }).end(mode.body);
        return;
      }
      if (mode.kind === "status") {
        res.writeHead(mode.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "the model is down", type: "server_error" } }));
        return;
      }
      const message: AssistantMessage =
        mode.kind === "chat"
          ? mode.respond(body as unknown as ChatRequestBody)
          : {
              content:
                mode.kind === "respond"
                  ? mode.respond({ model: body.model, messages: body.messages })
                  : mode.content,
            };
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${prompts.length}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: "assistant", ...message },
                finish_reason: message.tool_calls ? "tool_calls" : "stop",
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      const delayMs =
        mode.kind === "slow"
          ? mode.delayMs
          : mode.kind === "respond"
            ? typeof mode.delayMs === "function"
              ? mode.delayMs({ model: body.model, messages: body.messages })
              : mode.delayMs
            : undefined;
      const held = mode.kind === "respond" ? mode.held : undefined;
      if (held) void held.then(answer, answer);
      else if (delayMs !== undefined) setTimeout(answer, delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A loopback URL where nothing listens: connection refused. */
export async function closedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
