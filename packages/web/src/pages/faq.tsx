import { PageIntro } from "../components/page-intro.tsx";
import { faqIntro } from "../content/faq.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => metaOf(faqIntro.meta);

export default function FaqPage() {
  return <PageIntro copy={faqIntro} />;
}
