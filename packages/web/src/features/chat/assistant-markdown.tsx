import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { isExternalHref, safeHref } from "./safe-link.ts";

/**
 * Elements a reply may use. Headings are unwrapped to their text so a reply cannot break the page's
 * outline; images are dropped (no tracking pixels, no layout surprises). Raw HTML is never parsed:
 * without rehype-raw react-markdown turns it into text (decision 0017).
 */
const allowedElements = [
  "p",
  "br",
  "strong",
  "em",
  "del",
  "a",
  "ul",
  "ol",
  "li",
  "code",
  "pre",
  "blockquote",
];

function ReplyLink({ href, children }: ComponentProps<"a">) {
  if (!href) return <span>{children}</span>;
  if (!isExternalHref(href)) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: Components = { a: ReplyLink };

/** An assistant reply: plain text or safe Markdown. */
export function AssistantMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-3 break-words [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:ps-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:ps-5">
      <Markdown
        allowedElements={allowedElements}
        unwrapDisallowed
        urlTransform={(url) => safeHref(url)}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
