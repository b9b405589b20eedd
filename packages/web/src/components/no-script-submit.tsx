import type { ReactNode } from "react";
import { Button } from "./ui/button.tsx";

/**
 * A form's controls for a browser without scripts (decision 0066): the scripted submit row, whose button
 * waits for the answers it needs, is hidden when scripting is off, and a plain submit button posts the
 * form to the server instead, which checks the answers. With scripts the <noscript> is unrendered text and
 * the page is as it was.
 */
export function ScriptedOrPosted({ scripted, label }: { scripted: ReactNode; label: string }) {
  return (
    <>
      <div data-scripted-only="" className="noscript:hidden">
        {scripted}
      </div>
      <noscript>
        <div>
          <Button type="submit" size="lg" className="w-full whitespace-normal sm:w-auto">
            {label}
          </Button>
        </div>
      </noscript>
    </>
  );
}
