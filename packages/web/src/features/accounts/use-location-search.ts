import { useMemo, useSyncExternalStore } from "react";

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

/** False while hydrating the prerendered markup, true in the browser after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
