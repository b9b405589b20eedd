import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
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
  const [state, setState] = useState<"idle" | "working" | "failed">("idle");
  const run = async () => {
    setState("working");
    try {
      await downloadCsv(entity, query, sort);
      setState("idle");
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
      <p role="status" className="text-sm text-destructive empty:hidden">
        {state === "failed" ? m.table.exportFailed : ""}
      </p>
    </div>
  );
}
