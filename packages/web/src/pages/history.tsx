import { Link } from "../app/link.tsx";
import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { ClosingCallToAction, Section, StatGrid } from "../components/section.tsx";
import { Button } from "../components/ui/button.tsx";
import {
  historyClosing,
  historyEntries,
  historyIntro,
  historyTimeline,
  whereWeAreToday,
} from "../content/history.ts";
import { englishMonths, formatMonthYear } from "../i18n/date-format.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { Tx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/history";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(historyIntro.meta, location, "History");

/** An entry's date: 'March 2020' written as the visitor's language writes it; 'Ongoing' translated. */
function EntryDate({ date }: { date: string }) {
  const { language } = useLanguage();
  const [monthName, year] = date.split(" ");
  const month = englishMonths.indexOf(monthName ?? "");
  if (month < 0 || !year || !/^\d{4}$/.test(year)) return <Tx>{date}</Tx>;
  const label = formatMonthYear(language, { year: Number(year), month });
  return <time dateTime={`${year}-${String(month + 1).padStart(2, "0")}`}>{label}</time>;
}

function HistoryTimeline() {
  return (
    <Section
      id="history"
      heading={historyTimeline.heading}
      intro={historyTimeline.intro}
      className="max-w-4xl"
    >
      <ol
        className="relative mt-10 space-y-8 border-s-2 border-secondary ps-6 sm:ps-8"
        data-timeline="history"
      >
        {historyEntries.map((entry) => (
          <li key={`${entry.date}-${entry.title}`} className="relative" data-entry="history">
            <span
              aria-hidden="true"
              className="absolute -start-[2.15rem] top-1.5 size-4 rounded-full border-4 border-background bg-primary sm:-start-[2.65rem]"
            />
            <p className="text-sm font-bold tracking-wide text-primary">
              <EntryDate date={entry.date} />
            </p>
            <h3 className="mt-1 font-serif text-xl font-semibold">
              <Tx>{entry.title}</Tx>
            </h3>
            <p className="text-sm font-semibold text-accent-foreground">
              <Tx>{entry.person}</Tx>
            </p>
            <p className="mt-2 text-muted-foreground">
              <Tx>{entry.description}</Tx>
            </p>
          </li>
        ))}
      </ol>
      <Button asChild size="lg" className="mt-10 whitespace-normal text-center">
        <Link to={historyTimeline.fullTimeline.to}>
          <Tx>{historyTimeline.fullTimeline.label}</Tx>
        </Link>
      </Button>
    </Section>
  );
}

export default function HistoryPage() {
  return (
    <>
      <PageIntro copy={historyIntro} />
      <HistoryTimeline />
      <Section id="today" heading={whereWeAreToday.heading} intro={whereWeAreToday.intro} tone="night">
        <StatGrid stats={whereWeAreToday.stats} tone="night" />
      </Section>
      <ClosingCallToAction id="history-cta" {...historyClosing} />
    </>
  );
}
