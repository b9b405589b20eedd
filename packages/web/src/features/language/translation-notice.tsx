import { Languages } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";

/** The Beta notice of product.md#languages, and the one-time note that longer texts stay in English. */
export function TranslationNotice({
  showBeta,
  showOffline,
  onDismiss,
}: {
  showBeta: boolean;
  showOffline: boolean;
  onDismiss: () => void;
}) {
  const m = useMessages().shell.language;
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      className="w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-4 text-sm shadow-xl"
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
