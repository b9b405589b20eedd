import { Button } from "../../../components/ui/button.tsx";
import { formatCount } from "../../../i18n/format-count.ts";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { useAdminMessages } from "../admin-messages.tsx";

/** Previous and next page of a server-paged table, and which rows are showing. */
export function Pager({
  offset,
  pageSize,
  total,
  onOffset,
}: {
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const m = useAdminMessages().ops;
  const { language } = useLanguage();
  const count = (n: number) => formatCount(language, n);
  if (total === 0) return null;
  const to = Math.min(offset + pageSize, total);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        {formatMessage(m.pageOf, { from: count(offset + 1), to: count(to), total: count(total) })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
        >
          {m.previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={to >= total}
          onClick={() => onOffset(offset + pageSize)}
        >
          {m.next}
        </Button>
      </div>
    </div>
  );
}
