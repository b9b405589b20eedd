import type { ReactNode } from "react";

/**
 * A plain, accessible table for the console: a caption for screen readers, header cells with scope,
 * sideways scrolling of its own on narrow screens so the page never does (its rows' buttons and links
 * take the keyboard there).
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_td]:border-t [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top">
          {children}
        </tbody>
      </table>
    </div>
  );
}
