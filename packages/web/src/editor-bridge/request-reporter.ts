type Post = (message: Record<string, unknown>) => void;

const MAX_TEXT = 10_000;
// Sign-in, registration and password calls carry passwords and tokens: the editor sees that they
// happened, not what they carried.
const secretPath = /\/auth\/|\/sso\//;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return clip(text);
  }
}

function bodyOf(body: unknown): unknown {
  if (body == null) return null;
  if (typeof body === "string") return parsed(clip(body));
  if (body instanceof URLSearchParams) return clip(body.toString());
  return `[${Object.prototype.toString.call(body).slice(8, -1)}]`;
}

let sequence = 0;

/** Only the site's own API: the requests the editor can do something about. */
function isApiRequest(url: string): boolean {
  try {
    const target = new URL(url, window.location.href);
    return target.origin === window.location.origin && target.pathname.startsWith("/api/");
  } catch {
    return false;
  }
}

/**
 * Reports each API request the page makes to the editor (SPEC 4.10): api-request-start with url, method
 * and body, api-request-end with statusCode and response. The SDK sends through XMLHttpRequest (axios),
 * functions.fetch through fetch; both are wrapped.
 */
export function reportRequests(post: Post): void {
  const start = (url: string, method: string, body: unknown) => {
    const requestId = ++sequence;
    const secret = secretPath.test(url);
    post({ type: "api-request-start", requestId, url, method, body: secret ? null : bodyOf(body) });
    return (statusCode: number, response: string) =>
      post({
        type: "api-request-end",
        requestId,
        url,
        method,
        statusCode,
        response: secret ? null : parsed(clip(response)),
      });
  };

  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    if (!isApiRequest(url)) return originalFetch(input, init);
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const end = start(url, method, init?.body);
    try {
      const response = await originalFetch(input, init);
      response
        .clone()
        .text()
        .then((text) => end(response.status, text))
        .catch(() => end(response.status, ""));
      return response;
    } catch (error) {
      end(0, String(error));
      throw error;
    }
  };

  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const requests = new WeakMap<XMLHttpRequest, { url: string; method: string }>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    const [method, url] = args as [string, string | URL];
    requests.set(this, { url: String(url), method: String(method).toUpperCase() });
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    const info = requests.get(this);
    if (info && isApiRequest(info.url)) {
      const end = start(info.url, info.method, body);
      this.addEventListener("loadend", () => {
        const text = this.responseType === "" || this.responseType === "text" ? this.responseText : "";
        end(this.status, text);
      });
    }
    return send.call(this, body);
  };
}
