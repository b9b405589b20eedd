import { useMessages } from "../../i18n/language-provider.tsx";
import { chatText } from "./chat-text.ts";

/** The six suggested questions of product.md#the-chat-page; each is sent with one click. */
export function SuggestedQuestions({
  onPick,
  disabled,
}: {
  /** The question as shown, and its place in the list (the same in every language). */
  onPick: (question: string, index: number) => void;
  disabled: boolean;
}) {
  const { suggestions } = useMessages().chat;
  return (
    <section aria-labelledby="suggested-questions-title" className="mt-6">
      <h3 id="suggested-questions-title" className="font-sans text-base font-bold">
        {suggestions.title}
      </h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {suggestions.questions.map((template, index) => {
          const question = chatText(template);
          return (
            <li key={template}>
              <button
                type="button"
                // aria-disabled, not disabled: a focused button that became disabled would drop keyboard focus.
                aria-disabled={disabled}
                onClick={() => {
                  if (!disabled) onPick(question, index);
                }}
                className="size-full rounded-2xl border border-border bg-card px-4 py-2.5 text-start text-sm text-foreground transition-colors hover:border-primary hover:bg-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              >
                {question}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
