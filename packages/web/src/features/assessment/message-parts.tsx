import { Fragment, type ReactNode } from "react";

/**
 * Fills a catalog text's `{name}` placeholders with elements, for texts where part of the sentence is
 * marked up ('<strong>Microhabits</strong>: Pick one habit...'); the language decides the order and the
 * punctuation around them.
 */
export function MessageParts({
  template,
  values,
}: {
  template: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  const parts = template.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, i) => {
        // split with a capture group alternates text and placeholder names.
        const isName = i % 2 === 1;
        const key = `${i}-${part}`;
        if (!isName) return part === "" ? null : <Fragment key={key}>{part}</Fragment>;
        return <Fragment key={key}>{Object.hasOwn(values, part) ? values[part] : `{${part}}`}</Fragment>;
      })}
    </>
  );
}
