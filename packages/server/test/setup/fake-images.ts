import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ImageRequest {
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

export type ImageMode =
  /** `{data: [{b64_json}]}` of these bytes. */
  | { readonly kind: "image"; readonly data: Uint8Array }
  | { readonly kind: "status"; readonly status: number };

export interface FakeImages {
  /** For IMAGE_BASE_URL: the API root the client appends /images/generations to. */
  readonly baseUrl: string;
  readonly requests: ImageRequest[];
  mode: ImageMode;
  stop(): Promise<void>;
}

/**
 * A local HTTP server speaking the OpenAI images protocol (`POST /v1/images/generations`, answering
 * `b64_json`) over a real socket, as fake-openai.ts does for chat completions: a hosted image model
 * cannot run here. It records every request.
 */
export async function startFakeImages(initial: ImageMode): Promise<FakeImages> {
  const requests: ImageRequest[] = [];
  const fake = { baseUrl: "", requests, mode: initial, stop: async () => {} } as FakeImages;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/images/generations") {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      requests.push({
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
      });
      const mode = fake.mode;
      if (mode.kind === "status") {
        res.writeHead(mode.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "the image model is down", type: "server_error" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: Buffer.from(mode.data).toString("base64"), revised_prompt: "a picture" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
