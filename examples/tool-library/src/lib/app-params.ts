// The app's parameters as Base44's template reads them (src/lib/app-params.js): a URL parameter wins,
// then the value given at build time, then what an earlier visit stored. The access token is taken out of
// the URL once read, so it does not stay in the address bar or the history.

const storage = typeof window === "undefined" ? undefined : window.localStorage;
const snake = (name: string) => name.replace(/([A-Z])/g, "_$1").toLowerCase();

function param(name: string, options: { defaultValue?: string; removeFromUrl?: boolean } = {}) {
  const key = `base44_${snake(name)}`;
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(snake(name));
  if (fromUrl) {
    storage?.setItem(key, fromUrl);
    if (options.removeFromUrl) {
      url.searchParams.delete(snake(name));
      window.history.replaceState({}, document.title, `${url.pathname}${url.search}${url.hash}`);
    }
    return fromUrl;
  }
  if (options.defaultValue) {
    storage?.setItem(key, options.defaultValue);
    return options.defaultValue;
  }
  return storage?.getItem(key) ?? undefined;
}

export const appParams = {
  appId: param("appId", { defaultValue: import.meta.env.VITE_BASE44_APP_ID }),
  token: param("accessToken", { removeFromUrl: true }),
  functionsVersion: param("functionsVersion", {
    defaultValue: import.meta.env.VITE_BASE44_FUNCTIONS_VERSION,
  }),
  appBaseUrl: param("appBaseUrl", { defaultValue: import.meta.env.VITE_BASE44_APP_BASE_URL }),
};
