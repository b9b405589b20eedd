import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** The custom elements of app/page-behaviours.ts, as React renders them (`class`, as in HTML). */
type CustomElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "ember-carousel": CustomElementProps & { "data-interval": number; "data-autoplay": "true" | "false" };
      "ember-reminder": CustomElementProps;
    }
  }
}
