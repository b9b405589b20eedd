/**
 * The app parameters of SPEC 2.1 / BASE44-API.md 5.1, read once at start in the browser.
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
/** The second key the platform's SDK writes the token to (BASE44-API.md 1.5). */
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
  readonly title: string;
}

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
 * Reads the parameters: saves what the address bar carries, and takes access_token out of the address
 * bar (replacing the history entry) after saving it under both platform keys.
 */
export function readAppParams(env: ParamsEnvironment): AppParams {
  const { location, history, storage } = env;
  const search = new URLSearchParams(location.search);
  const urlToken = search.get("access_token");
  if (search.has("access_token")) {
    search.delete("access_token");
    const query = search.toString();
    history.replaceState(
      history.state,
      env.title,
      `${location.pathname}${query ? `?${query}` : ""}${location.hash}`,
    );
  }
  let token: string | null;
  if (urlToken) {
    storage?.setItem(storageKeyOf("access_token"), urlToken);
    storage?.setItem(legacyTokenKey, urlToken);
    token = urlToken;
  } else {
    token = storage?.getItem(storageKeyOf("access_token")) || null;
  }
  return {
    appId: readParam(search, storage, "app_id", defaultAppId) ?? defaultAppId,
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

/** The app parameters of this page load, read once. Browser only. */
export function getAppParams(): AppParams {
  cached ??= readAppParams({
    location: window.location,
    history: window.history,
    storage: browserStorage(),
    title: document.title,
  });
  return cached;
}

/** Forgets the token in both keys the platform uses (SPEC 4.1 logout). */
export function clearStoredToken(): void {
  const storage = browserStorage();
  storage?.removeItem(storageKeyOf("access_token"));
  storage?.removeItem(legacyTokenKey);
  if (cached) cached = { ...cached, token: null };
}
