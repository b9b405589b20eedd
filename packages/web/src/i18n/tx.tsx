/**
 * Content text translated on demand (page copy, stories, answers, assistant replies): everything that is
 * not interface text from the catalogs. `<Tx>{text}</Tx>` for element content, `useTx(text)` for
 * attributes such as alt text.
 */
export function Tx({ children }: { children: string }) {
  return <span data-tx="">{children}</span>;
}

export function useTx(text: string): string {
  return text;
}
