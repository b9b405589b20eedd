import type { CrisisTier } from "@ember/domain";
import { siteConfig } from "@ember/domain";
import { ExternalLink, LifeBuoy } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * The crisis modal of product.md#the-chat-page. Radix traps focus inside, closes on Escape and on a click on
 * the backdrop. It opens without a trigger, so on close focus goes back to the message input explicitly.
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
  const { call, text, chat, local } = copy.resources;
  const resources = [
    call,
    text,
    { title: chat.title, detail: siteConfig.links.lifelineChat.replace(/^https?:\/\//, "") },
    local,
  ];
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
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-[var(--radius-card)] border-2 border-destructive bg-card p-5 text-start text-card-foreground shadow-xl sm:p-7"
        >
          <div className="flex items-center gap-3">
            <LifeBuoy aria-hidden="true" className="size-7 shrink-0 text-destructive" />
            <Dialog.Title className="font-sans text-2xl font-bold text-destructive">
              {copy.title}
            </Dialog.Title>
          </div>
          <Dialog.Description className="mt-3 text-lg font-semibold text-foreground">
            {tier ? copy.headlines[tier] : ""}
          </Dialog.Description>
          <ul aria-label={copy.resourcesLabel} className="mt-5 space-y-2">
            {resources.map((resource) => (
              <li key={resource.title} className="rounded-2xl bg-muted px-4 py-3">
                <p className="font-bold">{resource.title}</p>
                <p className="text-sm text-muted-foreground break-words">{resource.detail}</p>
              </li>
            ))}
          </ul>
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
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={siteConfig.links.lifelineChat}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ size: "lg" }), "bg-destructive hover:bg-destructive/90")}
            >
              {copy.getHelp}
              <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="sr-only">{copy.newTab}</span>
            </a>
            <Dialog.Close className={buttonVariants({ variant: "outline", size: "lg" })}>
              {copy.close}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
