import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
}

export interface RequestLogProxy {
  /** http://127.0.0.1:<port>: the proxied server's address as its clients see it. */
  readonly baseUrl: string;
  /** Every request that passed, in order of arrival. */
  readonly requests: LoggedRequest[];
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of a server that notes every request's method and path, so a test can prove
 * what a client asked of that server. The Host header is passed on, so the server's own absolute URLs
 * (an upload's file_url) name the proxy. `target` null answers 404 to everything, a host that only logs.
 */
export async function startRequestLogProxy(target: string | null): Promise<RequestLogProxy> {
  const requests: LoggedRequest[] = [];
  const to = target ? new URL(target) : null;
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    requests.push({
      method: incoming.method ?? "",
      url: incoming.url ?? "",
      authorization: incoming.headers.authorization,
    });
    if (!to) {
      incoming.resume();
      outgoing.writeHead(404, { "content-type": "application/json" }).end('{"message":"nothing here"}');
      return;
    }
    const forwarded = httpRequest(
      {
        host: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
