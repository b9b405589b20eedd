import { BookOpen } from "lucide-react";
import type { StudyCopy } from "../content/types.ts";
import { Card } from "./ui/card.tsx";

/** A research card: title, source and finding (SPEC 2.5). */
export function StudyCard({ study }: { study: StudyCopy }) {
  return (
    <Card className="h-full">
      <BookOpen aria-hidden="true" className="size-6 text-primary" />
      <h3 className="font-serif text-lg font-semibold leading-snug">{study.title}</h3>
      <p className="text-sm font-semibold text-accent-foreground">{study.source}</p>
      <p className="text-muted-foreground">{study.finding}</p>
    </Card>
  );
}
