import { type ComponentProps, createContext, type ReactNode, useContext, useId } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: the arrow keys move to the next or
 * previous tab and show its panel (mirrored on a right-to-left page), Home and End go to the first and
 * last, and only the selected tab is in the tab order. This is its markup, with its default choice selected;
 * choosing is app/page-behaviours.ts's, which works from the first paint with or without React and keeps
 * the choice in the tabs' and panels' attributes (decisions 0099, 0101).
 */
const TabsContext = createContext<{ id: string; value: string } | null>(null);

function useTabs() {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("A tab or tab panel must be inside <Tabs>");
  return tabs;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

export function Tabs({
  defaultValue,
  className,
  children,
}: {
  defaultValue: string;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <TabsContext.Provider value={{ id, value: defaultValue }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn("flex flex-wrap gap-2 rounded-[var(--radius-card)] bg-muted p-1.5", className)}
      {...props}
    />
  );
}

/** The selected tab is a white pill with a ring in the brand colour (5.1:1 against the track, WCAG
 * 1.4.11), not only a change of text colour. */
export function TabsTrigger({
  className,
  value,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const { id, value: selected } = useTabs();
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(id, value)}
      aria-selected={active}
      aria-controls={panelId(id, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-value={value}
      data-slot="tabs-trigger"
      suppressHydrationWarning
      className={cn(
        "min-h-11 flex-1 rounded-2xl px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm data-[state=active]:ring-2 data-[state=active]:ring-primary sm:text-base",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Every panel is rendered, so that all of it is in the prerendered HTML; inactive panels are hidden by CSS
 * until chosen, and shown all together where scripts never run (app.css). A panel takes focus, so it keeps
 * the site's focus ring.
 */
export function TabsContent({
  className,
  value,
  ...props
}: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const { id, value: selected } = useTabs();
  return (
    <div
      role="tabpanel"
      id={panelId(id, value)}
      aria-labelledby={tabId(id, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel the next tab stop after the list.
      tabIndex={0}
      data-state={value === selected ? "active" : "inactive"}
      data-slot="tabs-content"
      suppressHydrationWarning
      className={cn("mt-8 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
