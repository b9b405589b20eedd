import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { pluralMessage } from "../../../i18n/plural.ts";
import { type ConsoleEntity, downloadCsv } from "../admin-api.ts";
import { useAdminMessages } from "../admin-messages.tsx";

/** Downloads every row of the table's current search, in its order, from the admin-only export. */
export function ExportButton({
  entity,
  query,
  sort,
}: {
  entity: ConsoleEntity;
  query: object;
  sort: string;
}) {
  const m = useAdminMessages();
  const { language } = useLanguage();
  const [state, setState] = useState<"idle" | "working" | "failed" | number>("idle");
  const run = async () => {
    setState("working");
    try {
      setState(await downloadCsv(entity, query, sort));
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" onClick={() => void run()} disabled={state === "working"}>
        <Download aria-hidden="true" />
        {state === "working" ? m.table.exporting : m.table.exportCsv}
      </Button>
      <p
        role="status"
        data-export-status=""
        className={`text-sm empty:hidden ${state === "failed" ? "text-destructive" : "text-muted-foreground"}`}
      >
        {state === "failed"
          ? m.table.exportFailed
          : typeof state === "number"
            ? pluralMessage(language, m.table.exportStarted, state)
            : ""}
      </p>
    </div>
  );
}
