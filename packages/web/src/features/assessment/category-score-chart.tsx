import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion.ts";
import type { CategoryScore } from "./category-score-grid.tsx";

/**
 * The five category scores as a radar. Loaded lazily (recharts is large and only the results need it) and
 * hidden from assistive technology: the grid beside it says the same in text, which a screen reader reads
 * far better than an SVG (docs/decisions/0018-assessment-scoring-statements-and-chart.md).
 */
export default function CategoryScoreChart({ scores }: { scores: readonly CategoryScore[] }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div aria-hidden="true" data-score-chart="" className="h-64 w-full min-w-0 overflow-hidden">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={[...scores]} outerRadius="65%" accessibilityLayer={false}>
          <PolarGrid stroke="var(--color-border)" />
          <PolarAngleAxis dataKey="name" tick={{ fontSize: 11, fill: "var(--color-muted-foreground)" }} />
          <PolarRadiusAxis domain={[0, 4]} tickCount={5} tick={false} axisLine={false} />
          <Radar
            dataKey="score"
            stroke="var(--color-primary)"
            fill="var(--color-primary)"
            fillOpacity={0.3}
            isAnimationActive={!reducedMotion}
          />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}
