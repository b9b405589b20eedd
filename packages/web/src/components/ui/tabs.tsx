import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { createContext, type ReactNode, useContext } from "react";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** The tab chosen when the page starts: the one a keyboard must reach before the scripts run. */
const DefaultTab = createContext<string | undefined>(undefined);

export function Tabs({
  defaultValue,
  children,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root> & { children?: ReactNode }) {
  return (
    <DefaultTab.Provider value={defaultValue}>
      <TabsPrimitive.Root defaultValue={defaultValue} {...props}>
        {children}
      </TabsPrimitive.Root>
    </DefaultTab.Provider>
  );
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn("flex flex-wrap gap-2 rounded-[var(--radius-card)] bg-muted p-1.5", className)}
      {...props}
    />
  );
}

/**
 * The selected tab is a white pill with a ring in the brand colour (5.1:1 against the track, WCAG 1.4.11),
 * not only a change of text colour. Radix decides its roving tab stop once mounted, so the prerendered
 * HTML would give every tab tabindex=-1 and a keyboard could not reach the list before the scripts run:
 * until hydration, the default tab is the tab stop.
 */
export function TabsTrigger({
  className,
  value,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const hydrated = useHydrated();
  const defaultValue = useContext(DefaultTab);
  // Only before hydration: an explicit undefined would still replace Radix's own tabindex (it is merged
  // over it) and leave every tab in the tab order.
  const prerendered = hydrated ? {} : { tabIndex: value === defaultValue ? 0 : -1 };
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      value={value}
      {...prerendered}
      className={cn(
        "min-h-11 flex-1 rounded-2xl px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm data-[state=active]:ring-2 data-[state=active]:ring-primary sm:text-base",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Every panel is rendered (forceMount) so that all of it is in the prerendered HTML; inactive panels
 * are hidden by CSS until chosen, and shown all together where scripts never run (app.css). A panel
 * takes focus (Radix gives it tabindex=0), so it keeps the site's focus ring.
 */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      forceMount
      className={cn("mt-8 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
