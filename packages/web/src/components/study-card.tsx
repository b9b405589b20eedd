import { BookOpen } from "lucide-react";
import type { StudyCopy } from "../content/types.ts";
import { Tx } from "../i18n/tx.tsx";
import { Card } from "./ui/card.tsx";

/** A research card: title, source and finding (product.md#evidence). */
export function StudyCard({ study }: { study: StudyCopy }) {
  return (
    <Card className="h-full">
      <BookOpen aria-hidden="true" className="size-6 text-primary" />
      <h3 className="font-serif text-lg font-semibold leading-snug">
        <Tx>{study.title}</Tx>
      </h3>
      <p className="text-sm font-semibold text-accent-foreground">
        <Tx>{study.source}</Tx>
      </p>
      <p className="text-muted-foreground">
        <Tx>{study.finding}</Tx>
      </p>
    </Card>
  );
}
