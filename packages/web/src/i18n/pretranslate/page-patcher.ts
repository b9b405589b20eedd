import { checksumOf, isSkippedElement } from "./page-walk.ts";
import type { PageText } from "./pretranslation.ts";

/**
 * Lays a page-text file over the page as the parser builds it (docs/decisions/0048). Each call of
 * `advance` walks on from where the last one stopped, so every node is translated before the browser
 * first lays it out, and the page can be shown while it is still arriving, as an English page is.
 *
 * A patch names its node by number and carries a checksum of the English words it replaces: a page
 * changed on its way (a proxy, an extension) is caught at the first patch it moves, and everything done
 * so far is undone. The parser may still append to the last text node it made, so that one waits for the
 * next call, hidden (`data-frontier`, app.css) in case the browser paints meanwhile.
 */
export class PagePatcher {
  /** The content texts shown translated, original -> translation (React's first render reads them). */
  readonly shown = new Map<string, string>();
  private walker: TreeWalker | null = null;
  /** A node met but not yet taken: the last text node, which the parser may still be writing. */
  private waiting: Node | null = null;
  private frontier: Element | null = null;
  private count = 0;
  private nextText = 0;
  private nextAttribute = 0;
  private readonly undos: (() => void)[] = [];
  private failure: string | null = null;

  constructor(
    private readonly pageText: PageText,
    private readonly translations: ReadonlyMap<string, string>,
  ) {}

  /**
   * Takes every node parsed since the last call; `final` once the document is parsed, when the last
   * text node is complete too and the count must be the English page's. Returns why the page is not the
   * one the file was made for, or null; on a reason, everything done is already undone.
   */
  advance(final: boolean): string | null {
    if (this.failure) return this.failure;
    const body = document.body;
    if (!body) return final ? this.undo("the page has no body") : null;
    this.walker ??= document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node instanceof Element &&
        isSkippedElement(node.tagName, node.getAttribute("id"), node.hasAttribute("hidden"))
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    this.hideFrontier(null);
    for (;;) {
      const node = this.waiting ?? this.walker.nextNode();
      this.waiting = null;
      if (!node) break;
      if (!final && node.nodeType === Node.TEXT_NODE) {
        // Anything after it means the parser has moved on; nothing yet, and it may grow.
        const after = this.walker.nextNode();
        if (!after) {
          this.waiting = node;
          this.hideFrontier(node.parentElement);
          break;
        }
        this.waiting = after;
      }
      const wrong = this.take(node);
      if (wrong) return this.undo(wrong);
    }
    if (!final) return null;
    const { text, attributes, nodes } = this.pageText;
    if (this.count !== nodes || this.nextText !== text.length || this.nextAttribute !== attributes.length) {
      return this.undo(`the page has ${this.count} nodes, not the ${nodes} its page-text file was made for`);
    }
    return null;
  }

  /** The node numbered `count`: its patches, then its translation if it is a content text. */
  private take(node: Node): string | null {
    const at = this.count++;
    const { text, attributes } = this.pageText;
    for (; this.nextText < text.length && text[this.nextText]?.[0] === at; this.nextText++) {
      const [, value, check] = text[this.nextText] as (typeof text)[number];
      if (node.nodeType !== Node.TEXT_NODE || checksumOf([node.nodeValue]) !== check) return differsAt(at);
      this.set(node, value);
    }
    for (; this.nextAttribute < attributes.length && attributes[this.nextAttribute]?.[0] === at; ) {
      const [, name, value, check] = attributes[this.nextAttribute++] as (typeof attributes)[number];
      if (!(node instanceof Element) || checksumOf([node.getAttribute(name)]) !== check) return differsAt(at);
      this.setAttribute(node, name, value);
    }
    const span = node.parentElement;
    if (node.nodeType === Node.TEXT_NODE && span?.hasAttribute("data-tx") && span.firstChild === node) {
      const original = node.nodeValue ?? "";
      const translation = this.translations.get(original);
      if (translation !== undefined) {
        // As <Tx> renders a translated text: the translation, neither busy nor marked as English.
        this.set(node, translation);
        this.setAttribute(span, "aria-busy", null);
        this.setAttribute(span, "lang", null);
        this.shown.set(original, translation);
      }
    }
    return null;
  }

  private set(node: Node, value: string) {
    const before = node.nodeValue;
    node.nodeValue = value;
    this.undos.push(() => {
      node.nodeValue = before;
    });
  }

  private setAttribute(element: Element, name: string, value: string | null) {
    const before = element.getAttribute(name);
    if (value === before) return;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
    this.undos.push(() => {
      if (before === null) element.removeAttribute(name);
      else element.setAttribute(name, before);
    });
  }

  private hideFrontier(element: Element | null) {
    this.frontier?.removeAttribute("data-frontier");
    this.frontier = element;
    element?.setAttribute("data-frontier", "");
  }

  private undo(reason: string): string {
    this.failure = reason;
    this.hideFrontier(null);
    for (const undo of this.undos.reverse()) undo();
    this.undos.length = 0;
    this.shown.clear();
    return reason;
  }
}

const differsAt = (at: number) =>
  `the page differs at node ${at} from the one its page-text file was made for`;
