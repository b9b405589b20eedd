import { siteConfig } from "@ember/domain";
import { PhoneCall } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { chatText } from "./chat-text.ts";

/**
 * The acceptance step of the disclaimer (product.md#the-chat-page, #chat): crisis resources, then the
 * 'I understand' checkbox that enables the start button. Prerendered, so it is readable before the
 * JavaScript runs. The button is aria-disabled, never disabled: it stays in the tab order, a press made
 * before the scripts ran shows it pending until they have (docs/decisions/0068), and a press before the box is ticked
 * says what is missing and moves to the box. Its look follows the box itself (CSS :has), so it is right
 * even before the scripts run.
 */
export function DisclaimerGate({ onAccept }: { onAccept: () => void }) {
  const { gate, crisisDialog } = useMessages().chat;
  const [understood, setUnderstood] = useState(false);
  const [reminded, setReminded] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const checkboxId = useId();
  const hintId = useId();

  // A box ticked in the prerendered page before hydration keeps its tick; take it over.
  useEffect(() => {
    if (checkboxRef.current?.checked) setUnderstood(true);
  }, []);

  return (
    <Card data-disclaimer-gate="" className="mt-8 gap-5 border-2 border-primary/40">
      <div className="flex gap-3">
        <PhoneCall aria-hidden="true" className="mt-1 size-5 shrink-0 text-destructive" />
        <div>
          <h3 className="font-sans text-lg font-bold">{gate.resourcesTitle}</h3>
          <ul className="mt-1 space-y-1">
            {gate.resources.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <a
            href={siteConfig.links.helplineDirectory}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-block font-semibold text-primary underline underline-offset-4"
          >
            {gate.localResourcesLink}
            <span className="sr-only"> {crisisDialog.newTab}</span>
          </a>
        </div>
      </div>
      <div className="flex items-start gap-3 rounded-2xl bg-muted p-4">
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          aria-describedby={reminded && !understood ? hintId : undefined}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={checkboxId} className="text-start">
          {chatText(gate.acknowledgement)}
        </label>
      </div>
      <p id={hintId} aria-live="polite" className="font-semibold text-destructive empty:sr-only">
        {reminded && !understood ? gate.tickFirst : ""}
      </p>
      <Button
        type="button"
        size="lg"
        aria-disabled={!understood}
        onClick={() => {
          if (understood) {
            onAccept();
            return;
          }
          setReminded(true);
          checkboxRef.current?.focus();
        }}
        className="self-start whitespace-normal text-center opacity-60 [[data-disclaimer-gate]:has(input:checked)_&]:opacity-100"
      >
        {gate.start}
      </Button>
    </Card>
  );
}
