import { html, multiline, type SafeHtml } from "./html.ts";

/**
 * One submitted field in a staff notice; an empty optional value reads 'Not provided'
 * (product.md#sending-e-mail).
 */
export interface EmailField {
  readonly label: string;
  readonly value: string | undefined;
}

export const NOT_PROVIDED = "Not provided";

const shown = (value: string | undefined) => (value && value.length > 0 ? value : NOT_PROVIDED);

/** The fields as plain text: 'Label: value', with multi-line answers starting on their own line. */
export function fieldsText(fields: readonly EmailField[]): string {
  return fields
    .map(({ label, value }) => {
      const text = shown(value);
      return text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`;
    })
    .join("\n");
}

/** The fields as an HTML table, every value escaped. */
export function fieldsHtml(fields: readonly EmailField[]): SafeHtml {
  const rows = fields.map(
    ({ label, value }) =>
      html`<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${label}</th><td style="padding:4px 0">${multiline(shown(value))}</td></tr>\n`,
  );
  return html`<table role="presentation" style="border-collapse:collapse;width:100%">\n${rows}</table>`;
}
