/**
 * Which parent windows the editor bridge talks to: the site's own origin (the development preview page)
 * and the editors the server names in `<meta name="ember-editor-origins">` (EDITOR_ORIGINS). Messages from
 * any other origin are ignored, and every message out names its target origin, so a page that frames the
 * site without being an editor hears nothing.
 */
export function editorOrigins(ownOrigin: string, metaContent: string | null | undefined): string[] {
  const origins = new Set<string>([ownOrigin]);
  for (const item of (metaContent ?? "").split(/\s+/)) {
    if (!item) continue;
    try {
      const url = new URL(item);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.origin === item) origins.add(item);
    } catch {
      // Not an origin: ignored, as the server never writes one.
    }
  }
  return [...origins];
}

/** The origins of the current document's editors (browser only). */
export function currentEditorOrigins(): string[] {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ember-editor-origins"]');
  return editorOrigins(window.location.origin, meta?.content);
}
