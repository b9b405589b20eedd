import { Button } from "../../../components/ui/button.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
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
  if (total === 0) return null;
  const to = Math.min(offset + pageSize, total);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        {formatMessage(m.pageOf, { from: String(offset + 1), to: String(to), total: String(total) })}
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
