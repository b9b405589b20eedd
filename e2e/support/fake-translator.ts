import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake model puts before each text it "translates", so a page shows which texts came back. */
export const translatedMark = "⟦t⟧ ";

interface Counts {
  requests: number;
  texts: number;
}

export interface FakeTranslator {
  /** For LLM_BASE_URL. */
  readonly baseUrl: string;
  /** Model requests so far, and texts they carried; also per target language (browser tests run at once). */
  readonly counts: Counts & { byLanguage: Record<string, Counts> };
  stop(): Promise<void>;
}

/** How the fake model "translates" one text into a language (by its code). */
export type FakeTranslation = (text: string, language: string) => string;

/** The tests' translation: the original, marked, so a page shows which texts came back. */
const markText: FakeTranslation = (text) => `${translatedMark}${text}`;

/**
 * A local model speaking the OpenAI chat-completions protocol over a real socket (the one fake the
 * tests allow: a hosted model cannot run here). Asked to translate a JSON array of texts, it answers the
 * same array with each text marked (or as `translate` makes it); anything else gets a short fixed reply. It counts requests
 * and texts, which is what the translation-cost bench and the browser tests measure.
 */
export async function startFakeTranslator(translate: FakeTranslation = markText): Promise<FakeTranslator> {
  const counts: FakeTranslator["counts"] = { requests: 0, texts: 0, byLanguage: {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      // Tests in other processes read the counts over the same socket.
      if (req.method === "GET" && req.url === "/counts") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(counts));
        return;
      }
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        model: string;
        messages: { role: string; content: string }[];
      };
      counts.requests++;
      // The translation prompt names its target as `language code "xx"`.
      const language = /language code "(\w+)"/.exec(body.messages[0]?.content ?? "")?.[1] ?? "none";
      const ofLanguage = counts.byLanguage[language] ?? { requests: 0, texts: 0 };
      counts.byLanguage[language] = ofLanguage;
      ofLanguage.requests++;
      const last = body.messages.at(-1)?.content ?? "";
      let content = "A reply from the model.";
      try {
        const texts: unknown = JSON.parse(last);
        if (Array.isArray(texts) && texts.every((t) => typeof t === "string")) {
          counts.texts += texts.length;
          ofLanguage.texts += texts.length;
          content = JSON.stringify(texts.map((text) => translate(text, language)));
        }
      } catch {
        // Not a translation batch: the fixed reply.
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${counts.requests}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    counts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
