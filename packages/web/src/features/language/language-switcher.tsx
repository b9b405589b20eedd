import { type LanguageCode, type LanguageOption, languages, timings } from "@ember/domain";
import { Check, Globe } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLanguage, useMessages } from "../../i18n/language-provider.tsx";
import { pageTranslations } from "../../i18n/page-translations.ts";
import { TranslationNotice } from "./translation-notice.tsx";
import { useOfflineNotice } from "./use-offline-notice.ts";

const optionOf = (code: LanguageCode): LanguageOption => {
  const option = languages.find((l) => l.code === code);
  if (!option) throw new Error(`Unknown language ${code}`);
  return option;
};

/**
 * The language menu fixed at the bottom corner (product.md#languages): every language in its own name, a
 * check mark on the current one; choosing another shows the Beta notice and 'Translating...' for 2 seconds.
 */
export function LanguageSwitcher() {
  const { language, chooseLanguage } = useLanguage();
  const m = useMessages().shell.language;
  const [translating, setTranslating] = useState(false);
  const [betaOpen, setBetaOpen] = useState(false);
  const providerMissing = useSyncExternalStore(
    pageTranslations.subscribe,
    () => pageTranslations.providerMissing,
    () => false,
  );
  const offline = useOfflineNotice(language !== "en" && providerMissing);

  useEffect(() => {
    if (!translating) return;
    const timer = setTimeout(() => setTranslating(false), timings.translatingMs);
    return () => clearTimeout(timer);
  }, [translating]);

  const choose = (code: LanguageCode) => {
    if (code === language) return;
    if (code === "en") {
      setBetaOpen(false);
    } else {
      setBetaOpen(true);
      setTranslating(true);
    }
    void chooseLanguage(code).catch((error: unknown) =>
      console.error(`The ${code} catalog did not load; staying in ${language}`, error),
    );
  };

  const current = optionOf(language);
  return (
    <div className="fixed end-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {(betaOpen || offline.visible) && (
        <TranslationNotice
          showBeta={betaOpen}
          showOffline={offline.visible}
          onDismiss={() => {
            setBetaOpen(false);
            offline.dismiss();
          }}
        />
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          disabled={translating}
          aria-label={translating ? m.translating : `${m.menuLabel}: ${current.name}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-card px-4 py-2 font-semibold text-sm shadow-lg transition-colors hover:bg-accent disabled:cursor-wait disabled:opacity-80"
        >
          {translating ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-secondary border-t-primary"
              />
              <span>{m.translating}</span>
            </>
          ) : (
            <>
              <Globe aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{current.flag}</span>
              <span lang={current.code}>{current.name}</span>
            </>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="top"
            align="end"
            sideOffset={8}
            className="z-50 max-h-[min(28rem,70dvh)] min-w-56 overflow-y-auto rounded-2xl border border-border bg-card p-1 shadow-xl"
          >
            <DropdownMenu.Label className="px-3 py-2 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
              {m.menuLabel}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={language}
              onValueChange={(value) => choose(value as LanguageCode)}
            >
              {languages.map((option) => (
                <DropdownMenu.RadioItem
                  key={option.code}
                  value={option.code}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[state=checked]:font-semibold"
                >
                  <span aria-hidden="true">{option.flag}</span>
                  <span lang={option.code} dir={option.dir} className="flex-1">
                    {option.name}
                  </span>
                  <span className="text-muted-foreground text-xs">{option.code.toUpperCase()}</span>
                  <span className="inline-flex size-4 items-center justify-center">
                    <DropdownMenu.ItemIndicator>
                      <Check aria-hidden="true" className="size-4 text-primary" />
                      <span className="sr-only">{m.current}</span>
                    </DropdownMenu.ItemIndicator>
                  </span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
