import { type DefaultTreeAdapterMap, parse, serialize, defaultTreeAdapter as tree } from "parse5";

/**
 * A few DOM-like helpers over parse5's tree, for rewriting a prerendered page on the server. The page is
 * parsed as a browser without scripts parses it, so what a <noscript> holds is elements, not text.
 */
export type Document = DefaultTreeAdapterMap["document"];
export type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["childNode"];
type Parent = DefaultTreeAdapterMap["parentNode"];

export const parseDocument = (html: string): Document => parse(html, { scriptingEnabled: false });
export const serializeDocument = (document: Document): string => serialize(document);

const isElement = (node: Node | Parent): node is Element => "tagName" in node;

/** Every element under `root`, in document order (template contents are not the page's: skipped). */
export function* elementsOf(root: Parent): Generator<Element> {
  for (const child of root.childNodes as Node[]) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

export const find = (root: Parent, test: (element: Element) => boolean): Element | undefined => {
  for (const element of elementsOf(root)) if (test(element)) return element;
  return undefined;
};

export const findAll = (root: Parent, test: (element: Element) => boolean): Element[] =>
  [...elementsOf(root)].filter(test);

export const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((a) => a.name === name)?.value;

export function setAttr(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export function removeAttr(element: Element, name: string): void {
  element.attrs = element.attrs.filter((a) => a.name !== name);
}

/** Whether the element carries `name` (whatever its value): `[data-kit]`. */
export const has = (element: Element, name: string): boolean => attr(element, name) !== undefined;

export function textOf(node: Parent | Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (!("childNodes" in node)) return "";
  return (node.childNodes as Node[]).map(textOf).join("");
}

/** Replaces the element's children with one text. */
export function setText(element: Element, text: string): void {
  for (const child of [...element.childNodes]) tree.detachNode(child);
  tree.insertText(element, text);
}

/** Every text under `root` passed through `rewrite`. */
export function rewriteTexts(root: Parent, rewrite: (text: string) => string): void {
  for (const child of root.childNodes as Node[]) {
    if (child.nodeName === "#text") {
      const text = child as DefaultTreeAdapterMap["textNode"];
      text.value = rewrite(text.value);
    } else if ("childNodes" in child) rewriteTexts(child as Parent, rewrite);
  }
}

export const remove = (node: Node): void => tree.detachNode(node);

/** Puts the element's children where it is, and drops it. */
export function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  for (const child of [...element.childNodes]) {
    tree.detachNode(child);
    tree.insertBefore(parent, child, element);
  }
  tree.detachNode(element);
}

export function insertBefore(reference: Node, node: Node): void {
  const parent = reference.parentNode;
  if (parent) tree.insertBefore(parent, node, reference);
}

export function insertAfter(reference: Node, node: Node): void {
  const parent = reference.parentNode;
  if (!parent) return;
  const siblings = parent.childNodes as Node[];
  const next = siblings[siblings.indexOf(reference) + 1];
  if (next) tree.insertBefore(parent, node, next);
  else tree.appendChild(parent, node);
}

export const append = (parent: Element, node: Node): void => tree.appendChild(parent, node);

export function prepend(parent: Element, node: Node): void {
  const first = parent.childNodes[0] as Node | undefined;
  if (first) tree.insertBefore(parent, node, first);
  else tree.appendChild(parent, node);
}

/** A deep copy, detached. */
export function cloneOf<T extends Node>(node: T): T {
  if (!isElement(node)) {
    return { ...node, parentNode: null } as T;
  }
  const copy = tree.createElement(
    node.tagName,
    node.namespaceURI,
    node.attrs.map((a) => ({ ...a })),
  );
  for (const child of node.childNodes as Node[]) tree.appendChild(copy, cloneOf(child));
  return copy as unknown as T;
}

export const createElement = (
  tagName: string,
  attrs: Record<string, string>,
  namespace: Element["namespaceURI"],
): Element =>
  tree.createElement(
    tagName,
    namespace,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
