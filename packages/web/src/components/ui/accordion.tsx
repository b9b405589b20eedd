import { ChevronDown } from "lucide-react";
import { createContext, type ReactNode, useContext, useId } from "react";
import { cn } from "../../lib/cn.ts";

// The items of one accordion share a `name`, so opening one closes the one that was open.
const AccordionName = createContext<string | undefined>(undefined);

/**
 * Questions that open to their answers, as native disclosures (`details`): each opens at the first tap or
 * key, before the page's scripts, and an answer is found by the browser's find-in-page even while closed.
 * One answer is open at a time.
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <AccordionName.Provider value={useId()}>
      <div className={className}>{children}</div>
    </AccordionName.Provider>
  );
}

export function AccordionItem({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <details
      name={useContext(AccordionName)}
      data-slot="accordion-item"
      className={cn("group/item border-b border-border last:border-b-0", className)}
    >
      {children}
    </details>
  );
}

/** The question: the item's `summary`, which the browser makes a button that shows whether it is open. */
export function AccordionTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-start font-semibold hover:text-primary [&::-webkit-details-marker]:hidden",
        className,
      )}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-primary transition-transform group-open/item:rotate-180 motion-reduce:transition-none"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div data-slot="accordion-content" className={cn("pb-5 text-muted-foreground", className)}>
      {children}
    </div>
  );
}
