import { useEffect, useMemo, useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * The page's query parameters, empty while hydrating (the prerendered HTML was made without any) and the
 * real ones right after, so a page that depends on them never mismatches its prerendered markup.
 */
export function useLocationSearch(): URLSearchParams {
  const search = useSyncExternalStore(
    never,
    () => window.location.search,
    () => "",
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}

let linkParams: string | null = null;

/** The link's parameters, read once per page load: from the fragment, or the query of an older e-mail. */
function readLinkParams(): string {
  if (linkParams === null) {
    const fragment = window.location.hash.replace(/^#/, "");
    linkParams = new URLSearchParams(fragment).has("token")
      ? fragment
      : window.location.search.replace(/^\?/, "");
  }
  return linkParams;
}

/**
 * The parameters of a reset or invitation link (`#token=…`). The token rides in the fragment, which no
 * server, proxy log or Referer sees; once read it is taken out of the address bar, so it is not left in the
 * history or in a copied address. Empty while hydrating, like useLocationSearch.
 */
export function useLinkParams(): URLSearchParams {
  const raw = useSyncExternalStore(never, readLinkParams, () => "");
  useEffect(() => {
    const { hash, search, pathname } = window.location;
    if (new URLSearchParams(hash.slice(1)).has("token") || new URLSearchParams(search).has("token")) {
      window.history.replaceState(window.history.state, "", pathname);
    }
  }, []);
  return useMemo(() => new URLSearchParams(raw), [raw]);
}

/** `path` with `from_url` carried over, so every account page returns the visitor where they started. */
export function withFromUrl(
  path: string,
  fromUrl: string | null,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  if (fromUrl) params.set("from_url", fromUrl);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
