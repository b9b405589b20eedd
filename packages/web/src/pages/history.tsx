import { PageIntro } from "../components/page-intro.tsx";
import { historyIntro } from "../content/history.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/history";

export const meta: Route.MetaFunction = () => metaOf(historyIntro.meta);

export default function HistoryPage() {
  return <PageIntro copy={historyIntro} />;
}
