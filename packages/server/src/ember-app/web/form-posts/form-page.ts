import { formMessageOf } from "@ember/domain";
import {
  append,
  attr,
  cloneOf,
  createElement,
  type Document,
  type Element,
  find,
  findAll,
  has,
  insertAfter,
  insertBefore,
  parseDocument,
  prepend,
  remove,
  removeAttr,
  rewriteTexts,
  serializeDocument,
  setAttr,
  setText,
  textOf,
  unwrap,
} from "./html-tree.ts";

/** A field the visitor must correct: the control's name and the schema's (English) message. */
export interface FieldProblem {
  readonly control: string;
  readonly message: string;
}

/**
 * A prerendered form page, read to answer its form posted without scripts (decision 0066): the form that
 * posts to `action`, and the kit the page carries for the server (packages/web's NoScriptKit) with the
 * success screens and every text in the page's language. Each answer is the page itself, rewritten, as a
 * document without scripts: it must work as it is, also in a browser whose scripts had not yet run.
 * One FormPage answers one post: answering rewrites its document.
 */
export class FormPage {
  readonly #document: Document;
  readonly #form: Element;
  readonly #kit: Element;
  readonly #language: string;

  private constructor(document: Document, form: Element, kit: Element, language: string) {
    this.#document = document;
    this.#form = form;
    this.#kit = kit;
    this.#language = language;
  }

  /** The page's form posting to `action`, or null when the page has none (or no kit). */
  static read(html: string, action: string, language: string): FormPage | null {
    const document = parseDocument(html);
    const form = find(
      document,
      (e) => e.tagName === "form" && attr(e, "method") === "post" && attr(e, "action") === action,
    );
    const kit = find(document, (e) => has(e, "data-no-script-kit"));
    return form && kit ? new FormPage(document, form, kit, language) : null;
  }

  /**
   * The page with the form replaced by its success screen (`variant`), its `{name}` tokens filled from
   * `tokens`, and, for a screen the scripted page leaves after a while, the same redirect as a refresh.
   */
  success(variant: string, tokens: (name: string) => string | undefined, failure = false): string {
    const screen = this.#kitPart("success", variant);
    if (!screen) throw new Error(`The page has no success screen "${variant}"`);
    const parts = screen.childNodes.map(cloneOf);
    for (const part of parts) {
      insertBefore(this.#form, part);
      if ("tagName" in part) {
        rewriteTexts(part, (text) =>
          text.replace(/\{([a-z]+:\w+)\}/g, (whole, name) => tokens(name) ?? whole),
        );
        if (failure) this.#showResultsFailure(part);
      }
    }
    remove(this.#form);
    const to = attr(screen, "data-redirect-to");
    const after = Number(attr(screen, "data-redirect-after-ms"));
    if (to && Number.isFinite(after)) this.#refreshTo(to, Math.round(after / 1000));
    return this.#serialized();
  }

  /** The form again with the visitor's answers, an error summary at its top and each error at its field. */
  invalid(values: URLSearchParams, problems: readonly FieldProblem[]): string {
    this.#fill(values);
    const summaryTemplate = this.#kitPart("summary");
    const itemTemplate =
      summaryTemplate && find(summaryTemplate, (e) => attr(e, "data-kit") === "summary-item");
    if (!summaryTemplate || !itemTemplate) throw new Error("The page has no error summary");
    const summary = cloneOf(summaryTemplate);
    const heading = find(summary, (e) => /^h[1-6]$/.test(e.tagName));
    if (heading) setText(heading, this.#countText(problems.length));
    const list = find(summary, (e) => e.tagName === "ul");
    const template = list && find(list, (e) => attr(e, "data-kit") === "summary-item");
    if (list && template) remove(template);
    problems.forEach((problem, i) => {
      const text = this.#messageText(problem.message);
      const target = this.#markField(problem.control, text, i);
      if (!list || !template) return;
      const item = cloneOf(template);
      removeAttr(item, "data-kit");
      const link = find(item, (e) => e.tagName === "a");
      const note = find(item, (e) => e.tagName === "span");
      if (link) {
        setAttr(link, "href", target ? `#${target.id}` : "#error-summary");
        setText(link, target?.label ?? text);
      }
      if (note) setText(note, text);
      append(list, item);
    });
    removeAttr(summary, "data-kit");
    setAttr(summary, "id", "error-summary");
    // Without scripts only the browser can move focus: to the summary, as the page opens.
    setAttr(summary, "autofocus", "");
    prepend(this.#form, summary);
    return this.#serialized();
  }

  /** The form again with the visitor's answers and the form's failure alert at its top. */
  failed(values: URLSearchParams): string {
    this.#fill(values);
    const alert = this.#kitPart("failure");
    for (const part of (alert?.childNodes ?? []).map(cloneOf).reverse()) prepend(this.#form, part);
    return this.#serialized();
  }

  /** The failure text of the kit (the assessment's note that its e-mail could not be sent). */
  get failureText(): string {
    return textOf(this.#kitPart("failure") ?? this.#kit).trim();
  }

  #kitPart(name: string, variant?: string): Element | undefined {
    return find(
      this.#kit,
      (e) => attr(e, "data-kit") === name && (variant === undefined || attr(e, "data-variant") === variant),
    );
  }

  /** The catalog's sentence for a schema message; a message it does not know reads as 'not valid'. */
  #messageText(message: string): string {
    const known = formMessageOf(message);
    const messages = this.#kitPart("messages");
    const item = (key: string) => messages && find(messages, (e) => attr(e, "data-key") === key);
    const found = (known ? item(known.key) : undefined) ?? item("invalid");
    if (!found) throw new Error("The page's kit has no validation sentences");
    const sentence = textOf(found).trim();
    const max = known?.values.max;
    return max === undefined
      ? sentence
      : sentence.replace("{max}", new Intl.NumberFormat(this.#language).format(max));
  }

  /** 'One answer needs your attention.', '3 answers need your attention.', in the language's plural forms. */
  #countText(count: number): string {
    const counts = this.#kitPart("counts");
    const category = new Intl.PluralRules(this.#language).select(count);
    const form =
      (counts && find(counts, (e) => attr(e, "data-plural") === category)) ??
      (counts && find(counts, (e) => attr(e, "data-plural") === "other"));
    if (!form) throw new Error("The page's kit has no answer counts");
    return textOf(form).trim().replace("{count}", new Intl.NumberFormat(this.#language).format(count));
  }

  #controls(name: string): Element[] {
    return findAll(
      this.#form,
      (e) => ["input", "textarea", "select"].includes(e.tagName) && attr(e, "name") === name,
    );
  }

  /** Puts back what the visitor sent, in the form's own controls only. */
  #fill(values: URLSearchParams): void {
    for (const control of findAll(this.#form, (e) => ["input", "textarea"].includes(e.tagName))) {
      const name = attr(control, "name");
      if (name === undefined || !values.has(name)) continue;
      const type = attr(control, "type") ?? "text";
      if (control.tagName === "textarea") setText(control, values.get(name) ?? "");
      else if (type === "radio" || type === "checkbox") {
        if (values.getAll(name).includes(attr(control, "value") ?? "on")) setAttr(control, "checked", "");
        else removeAttr(control, "checked");
      } else if (!["submit", "button", "hidden", "file"].includes(type)) {
        setAttr(control, "value", values.get(name) ?? "");
      }
    }
  }

  /**
   * Marks a field invalid and shows its error: under the control, or at the end of its group's fieldset
   * (radios, check boxes, a statement's scale), tied with aria-describedby. Answers the id the summary
   * links to (the control, or the group's first choice) and the field's label or legend.
   */
  #markField(name: string, text: string, index: number): { id: string; label: string } | undefined {
    const controls = this.#controls(name);
    const first = controls[0];
    const errorTemplate = this.#kitPart("field-error");
    if (!first || !errorTemplate) return undefined;
    const grouped = ["radio", "checkbox"].includes(attr(first, "type") ?? "");
    const fieldset = grouped ? this.#fieldsetOf(first) : undefined;
    const described = fieldset ?? first;
    const base = attr(described, "id") ?? `form-field-${index}`;
    if (!attr(first, "id")) setAttr(first, "id", `${base}-control`);
    const errorId = `${base}-error`;
    for (const control of controls) setAttr(control, "aria-invalid", "true");
    const describedBy = attr(described, "aria-describedby");
    setAttr(described, "aria-describedby", describedBy ? `${describedBy} ${errorId}` : errorId);
    const error = cloneOf(errorTemplate);
    removeAttr(error, "data-kit");
    setAttr(error, "id", errorId);
    setText(error, text);
    if (fieldset) append(fieldset, error);
    else insertAfter(first, error);
    const legend = fieldset && find(fieldset, (e) => e.tagName === "legend");
    const id = attr(first, "id") as string;
    const label = legend ?? find(this.#document, (e) => e.tagName === "label" && attr(e, "for") === id);
    return { id, label: textOf(label ?? first).trim() };
  }

  #fieldsetOf(element: Element): Element | undefined {
    let node = element.parentNode;
    while (node && "tagName" in node) {
      if (node.tagName === "fieldset") return node;
      node = node.parentNode;
    }
    return undefined;
  }

  /** The assessment's results when the submission could not be stored: its e-mail note says so. */
  #showResultsFailure(part: Element): void {
    for (const emailed of findAll(part, (e) => has(e, "data-results-emailed"))) remove(emailed);
    const status = find(part, (e) => has(e, "data-results-delivery"));
    if (status) setText(status, this.failureText);
  }

  #refreshTo(url: string, seconds: number): void {
    const head = find(this.#document, (e) => e.tagName === "head");
    if (!head) return;
    append(
      head,
      createElement("meta", { "http-equiv": "refresh", content: `${seconds};url=${url}` }, head.namespaceURI),
    );
  }

  /**
   * The page as a document without scripts: no script or module preload (nothing would hydrate what was
   * rewritten), the kit gone, what <noscript> held shown, and what only the scripted page shows dropped.
   */
  #serialized(): string {
    remove(this.#kit);
    const dropped = findAll(
      this.#document,
      (e) =>
        e.tagName === "script" ||
        (e.tagName === "link" && attr(e, "rel") === "modulepreload") ||
        has(e, "data-scripted-only"),
    );
    for (const element of dropped) if (element.parentNode) remove(element);
    for (const noscript of findAll(this.#document, (e) => e.tagName === "noscript")) unwrap(noscript);
    return serializeDocument(this.#document);
  }
}
