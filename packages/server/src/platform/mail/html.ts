/**
 * HTML for e-mails where every interpolated value is escaped unless it is already SafeHtml, so a user's
 * `<script>` arrives as text. Build bodies only with the `html` tag; never concatenate strings into them.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new SafeHtml(out);
}

/**
 * A `{placeholder}` template as HTML: its own text and every value escaped, except values that are SafeHtml
 * already (a link, a bold name).
 */
export function fillHtml(
  template: string,
  values: Readonly<Record<string, string | number | SafeHtml>>,
): SafeHtml {
  let out = "";
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] as string;
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name];
    out += escapeHtml(template.slice(last, match.index));
    out += value instanceof SafeHtml ? value.value : escapeHtml(String(value));
    last = match.index + match[0].length;
  }
  return new SafeHtml(out + escapeHtml(template.slice(last)));
}

/** User text with its line breaks kept as <br>, escaped first. */
export const multiline = (text: string): SafeHtml =>
  new SafeHtml(escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>\n"));

/**
 * The frame every e-mail shares: a readable column of text, inline styles only (mail clients), in the
 * language it is written in (`dir="rtl"` for Arabic).
 */
export function emailDocument(
  title: string,
  body: SafeHtml,
  { lang, dir }: { readonly lang: string; readonly dir: "ltr" | "rtl" } = { lang: "en", dir: "ltr" },
): string {
  return html`<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:24px;background:#fff7ed;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body>
</html>
`.value;
}
