/**
 * The app parameters (product.md#addresses; the names the official SDK reads), read once at start in
 * the browser.
 * A value in the address bar wins, then the one saved by an earlier visit, then the default. Values found
 * in the address bar are saved under `base44_` + the snake_case name: the prefix the SDK itself uses for
 * `base44_access_token`, so a token saved here is the SDK's token too.
 */
export interface AppParams {
  readonly appId: string;
  /** "" means same origin: the SDK then calls `/api` on this site. */
  readonly serverUrl: string;
  readonly token: string | null;
  readonly fromUrl: string;
  readonly functionsVersion: string | null;
}

const storagePrefix = "base44_";
/** The second key the platform's SDK writes the token to. */
const legacyTokenKey = "token";

/** The app id when neither the address bar nor storage names one; the server's default APP_ID. */
export const defaultAppId: string = import.meta.env.VITE_BASE44_APP_ID ?? "ember";

export function toSnakeCase(name: string): string {
  return name.replace(/([A-Z])/g, "_$1").toLowerCase();
}

export function storageKeyOf(paramName: string): string {
  return `${storagePrefix}${toSnakeCase(paramName)}`;
}

/** What reading the parameters touches; the browser's own objects in the app, fakes in tests. */
export interface ParamsEnvironment {
  readonly location: Pick<Location, "search" | "pathname" | "hash" | "href">;
  readonly history: Pick<History, "replaceState" | "state">;
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  /** Where the sign-in page leaves the state its redirect must carry back (this tab only). */
  readonly session: Pick<Storage, "getItem" | "removeItem"> | null;
  readonly title: string;
}

/** The sessionStorage key of the one-time value a sign-in redirect must carry back with its token. */
export const signInStateKey = "ember_sign_in_state";

function readParam(
  search: URLSearchParams,
  storage: ParamsEnvironment["storage"],
  paramName: string,
  defaultValue: string | null = null,
): string | null {
  const fromUrl = search.get(paramName);
  const key = storageKeyOf(paramName);
  if (fromUrl) {
    storage?.setItem(key, fromUrl);
    return fromUrl;
  }
  return storage?.getItem(key) || defaultValue;
}

/**
 * The token a sign-in on this site handed back in the fragment (never sent to a server or written in
 * its logs), when it carries the state this tab's sign-in page stored before leaving; null otherwise. The
 * state is spent either way, so a link cannot replay it.
 */
function tokenFromFragment(fragment: URLSearchParams, session: ParamsEnvironment["session"]): string | null {
  const expected = session?.getItem(signInStateKey) ?? null;
  session?.removeItem(signInStateKey);
  const state = fragment.get("state");
  return expected && state === expected ? fragment.get("access_token") || null : null;
}

/**
 * Reads the parameters: saves what the address bar carries, and takes tokens and the app id out of the
 * address bar (replacing the history entry). A token is taken only from this site's own sign-in redirect:
 * `?access_token=` in a link would sign the visitor in as whoever made the link, so it is dropped. The
 * site serves one app, so `?app_id=` is dropped too (kept, it would point every later visit elsewhere).
 */
export function readAppParams(env: ParamsEnvironment): AppParams {
  const { location, history, storage } = env;
  const search = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const fromSignIn = fragment.has("access_token");
  const urlToken = fromSignIn ? tokenFromFragment(fragment, env.session) : null;
  const dropped = ["access_token", "app_id"].filter((name) => search.has(name));
  for (const name of dropped) search.delete(name);
  if (dropped.length > 0 || fromSignIn) {
    const query = search.toString();
    const then = fromSignIn ? fragment.get("then") : null;
    const hash = fromSignIn ? (then ? `#${then}` : "") : location.hash;
    history.replaceState(history.state, env.title, `${location.pathname}${query ? `?${query}` : ""}${hash}`);
  }
  storage?.removeItem(storageKeyOf("app_id"));
  let token: string | null;
  if (urlToken) {
    storage?.setItem(storageKeyOf("access_token"), urlToken);
    storage?.setItem(legacyTokenKey, urlToken);
    token = urlToken;
  } else {
    token = storage?.getItem(storageKeyOf("access_token")) || null;
  }
  return {
    appId: defaultAppId,
    serverUrl: readParam(search, storage, "server_url", "") ?? "",
    token,
    fromUrl: readParam(search, storage, "from_url", location.href) ?? location.href,
    functionsVersion: readParam(search, storage, "functions_version"),
  };
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let cached: AppParams | null = null;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The app parameters of this page load, read once. Browser only. */
export function getAppParams(): AppParams {
  cached ??= readAppParams({
    location: window.location,
    history: window.history,
    storage: browserStorage(),
    session: sessionStorageOrNull(),
    title: document.title,
  });
  return cached;
}

/** Forgets the token in both keys the platform uses (logout, product.md#start-up-and-the-gate). */
export function clearStoredToken(): void {
  const storage = browserStorage();
  storage?.removeItem(storageKeyOf("access_token"));
  storage?.removeItem(legacyTokenKey);
  if (cached) cached = { ...cached, token: null };
}
