import type { Ref } from "react";
import { Button } from "./ui/button.tsx";

/**
 * A form's submit button and, while it is disabled for a missing answer, the hint saying what is missing
 * (linked with aria-describedby so the disabled button explains itself).
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
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        ref={buttonRef}
        type="submit"
        size="lg"
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        className="w-full whitespace-normal sm:w-auto"
      >
        {label}
      </Button>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
