import type { Ref } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import { Button } from "./ui/button.tsx";

/**
 * A form's submit button and, while it is disabled for a missing answer, the hint saying what is missing
 * (linked with aria-describedby so the disabled button explains itself). Until the page's scripts have
 * taken the form over, the button is enabled: a visitor who submits that early posts the form to the
 * server, which checks the answers and stores it once (decision 0066).
 */
export function SubmitRow({
  label,
  disabled,
  hint,
  hintId,
  buttonRef,
}: {
  label: string;
  disabled: boolean;
  /** Shown, and describing the button, only when given. */
  hint: string | null;
  hintId: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const scripted = useHydrated();
  const waiting = scripted && disabled;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        ref={buttonRef}
        type="submit"
        size="lg"
        disabled={waiting}
        aria-describedby={waiting && hint ? hintId : undefined}
        className="w-full whitespace-normal sm:w-auto"
      >
        {label}
      </Button>
      {waiting && hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
