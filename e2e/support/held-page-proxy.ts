import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface HeldPageProxy {
  readonly url: string;
  /** Sends the rest of the held page. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A slow network in front of a real server: everything passes through at once, except the HTML of
 * `path`, of which only the part before `cutOf(html)` is sent until `release()`. So a test can see what
 * a browser shows of a page that is still arriving.
 */
export async function startHeldPageProxy(
  upstream: string,
  path: string,
  cutOf: (html: string) => number,
): Promise<HeldPageProxy> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer(async (request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && !["host", "connection", "accept-encoding"].includes(name)) {
        headers.set(name, value);
      }
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const sent = ["GET", "HEAD"].includes(request.method ?? "GET") ? undefined : Buffer.concat(chunks);
    const answer = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers,
      body: sent,
      // A redirect goes back to the browser as it is, as it would without the proxy.
      redirect: "manual",
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const passed = [...answer.headers].filter(
      ([name]) => !["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name),
    );
    response.writeHead(answer.status, Object.fromEntries(passed));
    if (request.url !== path) {
      response.end(body);
      return;
    }
    const html = body.toString("utf8");
    const cut = Buffer.byteLength(html.slice(0, cutOf(html)));
    response.write(body.subarray(0, cut));
    await released;
    response.end(body.subarray(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
