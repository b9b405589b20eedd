import { Languages } from "lucide-react";
import { type RefObject, useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";

/** The Beta notice of product.md#languages, and the one-time note that longer texts stay in English. */
export function TranslationNotice({
  showBeta,
  showOffline,
  onDismiss,
  noticeRef,
}: {
  noticeRef?: RefObject<HTMLElement | null>;
  showBeta: boolean;
  showOffline: boolean;
  onDismiss: () => void;
}) {
  const m = useMessages().shell.language;
  const titleId = useId();
  return (
    <section
      ref={noticeRef}
      aria-labelledby={titleId}
      data-page-notice="translation"
      className="rounded-2xl border border-border bg-card p-4 text-sm shadow-xl short:mt-3"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-sans font-semibold text-base">
        <Languages aria-hidden="true" className="size-4 text-primary" />
        {m.betaTitle}
      </h2>
      {showBeta && <p className="mt-2 text-muted-foreground">{m.betaBody}</p>}
      {showOffline && <p className="mt-2 text-muted-foreground">{m.offline}</p>}
      <div className="mt-3 flex justify-end">
        <Button size="sm" onClick={onDismiss}>
          {m.gotIt}
        </Button>
      </div>
    </section>
  );
}
