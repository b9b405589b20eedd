import type { CrisisTier } from "@ember/domain";
import { siteConfig } from "@ember/domain";
import { ExternalLink, LifeBuoy } from "lucide-react";
import { Dialog } from "radix-ui";
import { type RefObject, useRef } from "react";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { cn } from "../../lib/cn.ts";
import { CrisisLines } from "../crisis/crisis-lines.tsx";

/** On a narrow phone both buttons fit on one line, so the lines keep as much of the dialog as they can. */
const narrowButton = "max-sm:min-h-11 max-sm:gap-1.5 max-sm:px-3 max-sm:py-2 max-sm:text-sm";

/**
 * The crisis modal of product.md#the-chat-page: the US lines, then the lines for the visitor's language's
 * audiences (features/crisis, decision 0063). Radix traps focus inside, closes on Escape and on a click on
 * the backdrop. It opens without a trigger, so on close focus goes back to the message input explicitly.
 * It opens with focus on its title, not on Close (Radix's first button): an Enter pressed at once must not
 * dismiss the help, and reading starts at the top.
 */
export function CrisisDialog({
  tier,
  onClose,
  returnFocusTo,
}: {
  tier: CrisisTier | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const copy = useMessages().chat.crisisDialog;
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog.Root
      open={tier !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay data-testid="crisis-backdrop" className="fixed inset-0 z-50 bg-night/70" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            titleRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-[var(--radius-card)] border-2 border-destructive bg-card p-5 text-start text-card-foreground shadow-xl sm:p-7"
        >
          <div className="flex items-center gap-3">
            <LifeBuoy aria-hidden="true" className="size-7 shrink-0 text-destructive" />
            <Dialog.Title
              ref={titleRef}
              tabIndex={-1}
              className="font-sans text-2xl font-bold text-destructive"
            >
              {copy.title}
            </Dialog.Title>
          </div>
          <Dialog.Description className="mt-3 text-lg font-semibold text-foreground">
            {tier ? copy.headlines[tier] : ""}
          </Dialog.Description>
          <CrisisLines place="dialog" />
          <p className="mt-4">
            <a
              href={siteConfig.links.helplineDirectory}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-primary underline underline-offset-4"
            >
              {copy.directory}
              <span className="sr-only"> {copy.newTab}</span>
            </a>
          </p>
          {/* Kept in view while the lines scroll under it: help and Close are never a long scroll away. */}
          <div className="sticky -bottom-5 -mx-5 mt-6 flex flex-wrap gap-2 border-t border-border bg-card px-5 py-3 sm:-bottom-7 sm:-mx-7 sm:gap-3 sm:px-7 sm:py-4">
            <a
              href={siteConfig.links.lifelineChat}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                buttonVariants({ size: "lg" }),
                narrowButton,
                "bg-destructive hover:bg-destructive/90",
              )}
            >
              {copy.getHelp}
              <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="sr-only">{copy.newTab}</span>
            </a>
            <Dialog.Close className={cn(buttonVariants({ variant: "outline", size: "lg" }), narrowButton)}>
              {copy.close}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
