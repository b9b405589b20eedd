import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, type RefObject, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { pluralMessage } from "../../i18n/plural.ts";
import { cn } from "../../lib/cn.ts";
import { COUNTER_FROM, MESSAGE_MAX } from "./chat-message.ts";

/** The message input: Enter sends, Shift+Enter starts a new line, a counter shows near the limit. */
export function ChatComposer({
  onSend,
  loading,
  inputRef,
}: {
  onSend: (text: string) => boolean;
  loading: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { language, messages: m } = useLanguage();
  const copy = m.chat.composer;
  const [text, setText] = useState("");
  const inputId = useId();
  const hintId = useId();
  const counterId = useId();
  const left = MESSAGE_MAX - text.length;
  const showCounter = left <= COUNTER_FROM;
  const canSend = text.trim() !== "" && !loading;

  const submit = () => {
    if (!onSend(text)) return;
    setText("");
    // After a click on Send the button disables itself; keep the visitor in the input instead.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME candidate (Chinese, Hindi input) must not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {copy.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={copy.placeholder}
          maxLength={MESSAGE_MAX}
          rows={2}
          aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
          className="min-h-12 min-w-0 flex-1 resize-y rounded-2xl border-2 border-input bg-card px-4 py-2.5 text-start text-base text-foreground placeholder:text-muted-foreground focus-visible:border-primary"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={copy.send}>
          <SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 px-1 text-xs text-muted-foreground">
        <p id={hintId}>{copy.inputHint}</p>
        {showCounter ? (
          <p id={counterId} className={cn("tabular-nums", left <= 50 && "font-semibold text-destructive")}>
            {pluralMessage(language, copy.remaining, left)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
