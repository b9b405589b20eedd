import { Button } from "../../../components/ui/button.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { formatCount } from "../../../i18n/number-format.ts";
import { cn } from "../../../lib/cn.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import type { PagerState } from "./pager.ts";

/**
 * The pager under every console table: which rows are showing (announced as it changes), the page of
 * how many, and the previous and next page, in the staff member's language and digits. Nothing when
 * there is nothing to page.
 */
export function TablePager({
  pager,
  page,
  onPage,
  className,
}: {
  readonly pager: PagerState;
  /** The page showing, from 0. */
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly className?: string;
}) {
  const m = useAdminMessages().table;
  const { language } = useLanguage();
  if (pager.summary === null && page === 0) return null;
  return (
    <nav
      aria-label={m.pagesLabel}
      className={cn("flex flex-wrap items-center justify-between gap-3", className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summaryText(m, pager.summary, language)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {m.previous}
        </Button>
        <span className="text-sm">{pageOfText(m, pager, page, language)}</span>
        <Button variant="outline" size="sm" disabled={!pager.hasNext} onClick={() => onPage(page + 1)}>
          {m.next}
        </Button>
      </div>
    </nav>
  );
}

/** "Page 2 of 5", or "Page 2 of many" while a capped count has not seen the end. */
export function pageOfText(
  texts: { pageOf: string; pageOfMany: string },
  pager: PagerState,
  page: number,
  language: string,
): string {
  const current = formatCount(language, page + 1);
  return pager.pages === null
    ? formatMessage(texts.pageOfMany, { page: current })
    : formatMessage(texts.pageOf, { page: current, pages: formatCount(language, pager.pages) });
}

/**
 * The line under the table, in the language's digits: "Showing 26 to 50 of 120", "… of 1,000+",
 * "… of many", or nothing.
 */
export function summaryText(
  texts: { summary: string; summaryAtLeast: string; summaryMany: string },
  summary: PagerState["summary"],
  language: string,
): string {
  if (!summary) return "";
  const count = (n: number) => formatCount(language, n);
  const [from, to] = [count(summary.from), count(summary.to)];
  if (summary.kind === "many") return formatMessage(texts.summaryMany, { from, to });
  const template = summary.kind === "exact" ? texts.summary : texts.summaryAtLeast;
  return formatMessage(template, { from, to, total: count(summary.total) });
}
