import { type LanguageCode, languages, localizedPath, splitLanguagePath } from "@ember/domain";
import { Check, ChevronDown, Globe } from "lucide-react";
import { useId } from "react";
import { useLocation } from "react-router";
import { isConsolePath, useLanguage, useMessages } from "../../i18n/language-provider.tsx";
import { cn } from "../../lib/cn.ts";
import { flagImages } from "./flag-images.ts";

/**
 * The link that switches to a language: the same page at that language's address, with `lang` in the query
 * so the server remembers the choice in the `lang` cookie and answers with the clean address
 * (product.md#languages). A plain link: it works before any script has run.
 */
export function switchHref(language: LanguageCode, pathname: string): string {
  return `${localizedPath(language, splitLanguagePath(pathname).path)}?lang=${language}`;
}

/**
 * The language menu (product.md#languages): a disclosure (`details`) listing every language in its own name
 * beside its flag, the current one marked. It sits in the page's flow (header, small-screen menu, footer), so
 * it never covers the page's content; it opens and is used with the keyboard and without scripts. With
 * scripts it closes as the header's menus do (app/page-behaviours.ts). In the staff console, which has no language
 * addresses, a choice changes the console's language in place.
 */
export function LanguageSwitcher({
  className,
  placement = "below",
  compact = false,
}: {
  className?: string;
  /** Where the list opens: over the page under the button (header), or in the flow below it (menu, footer). */
  placement?: "below" | "inline";
  /** Show the current language's code rather than its name on the button (narrow headers). */
  compact?: boolean;
}) {
  const { language } = useLanguage();
  const m = useMessages().shell.language;
  const { pathname } = useLocation();
  const labelId = useId();
  const current = languages.find((option) => option.code === language) ?? languages[0];

  return (
    <details data-menu="" className={cn("group relative", className)}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-border bg-card px-3 py-2 font-semibold text-sm hover:bg-accent [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{m.menuLabel}: </span>
        <span lang={current?.code} dir={current?.dir}>
          {compact ? current?.code.toUpperCase() : current?.name}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div
        className={cn(
          "w-60 max-w-[calc(100vw-2rem)] rounded-2xl border border-border bg-card p-1 text-foreground",
          placement === "below"
            ? "absolute end-0 top-full z-50 mt-2 max-h-[min(28rem,70dvh)] overflow-y-auto shadow-xl"
            : "mt-2",
        )}
      >
        <p
          id={labelId}
          className="px-3 py-2 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
        >
          {m.menuLabel}
        </p>
        <ul aria-labelledby={labelId}>
          {languages.map((option) => {
            const isCurrent = option.code === language;
            return (
              <li key={option.code}>
                <a
                  href={switchHref(option.code, pathname)}
                  hrefLang={option.code}
                  lang={option.code}
                  aria-current={isCurrent ? "true" : undefined}
                  // Kept and announced by app/page-behaviours.ts, which also closes the menu.
                  data-language-choice={option.code}
                  onClick={(event) => {
                    // The console changes language in place.
                    if (isConsolePath(pathname)) event.preventDefault();
                  }}
                  className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-[current=true]:font-semibold"
                >
                  <img
                    src={flagImages[option.code]}
                    alt=""
                    width={20}
                    height={15}
                    loading="lazy"
                    className="h-[15px] w-5 shrink-0 rounded-[2px] border border-border object-cover"
                  />
                  <span className="flex-1">
                    <span dir={option.dir}>{option.name}</span>
                  </span>
                  <span className="text-muted-foreground text-xs" aria-hidden="true">
                    {option.code.toUpperCase()}
                  </span>
                  <span className="inline-flex size-4 items-center justify-center">
                    {isCurrent ? (
                      <>
                        <Check aria-hidden="true" className="size-4 text-primary" />
                        <span className="sr-only" lang={language}>
                          {m.current}
                        </span>
                      </>
                    ) : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
