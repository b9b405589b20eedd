import { Check } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { ContentText } from "./content-text.tsx";

/**
 * A list of short statements, each marked with a check: features, facts, steps. They are content,
 * translated on demand, unless `fromCatalog` says they come from the visitor's catalog.
 */
export function CheckList({
  items,
  className,
  fromCatalog = false,
}: {
  items: readonly string[];
  className?: string;
  fromCatalog?: boolean;
}) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          {/* min-w-0: a long word (German compounds, with widened text spacing) breaks rather than
              pushing the line past a narrow screen. */}
          <span className="min-w-0">
            <ContentText fromCatalog={fromCatalog}>{item}</ContentText>
          </span>
        </li>
      ))}
    </ul>
  );
}
