import { Tx } from "../i18n/tx.tsx";

/**
 * A text of the shared page components: content copy is translated on demand (`<Tx>`); a text that
 * already comes from the visitor's catalog (`fromCatalog`) is shown as it is, with no model call.
 */
export function ContentText({ children, fromCatalog = false }: { children: string; fromCatalog?: boolean }) {
  return fromCatalog ? children : <Tx>{children}</Tx>;
}
