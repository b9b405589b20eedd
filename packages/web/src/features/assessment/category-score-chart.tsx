import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion.ts";
import type { CategoryScore } from "./category-score-grid.tsx";

/**
 * The five category scores as a radar. Loaded lazily (recharts is large and only the results need it) and
 * hidden from assistive technology: the grid beside it says the same in text, which a screen reader reads
 * far better than an SVG (docs/decisions/0018-assessment-scoring-statements-and-chart.md).
 */
interface TickProps {
  readonly x?: number | string;
  readonly y?: number | string;
  readonly textAnchor?: "inherit" | "end" | "start" | "middle";
  readonly payload?: { readonly value?: unknown };
}

/** A category name with one word a line, so 'Physical Wellbeing' fits beside the radar at 320 px. */
function CategoryTick({ x = 0, y = 0, textAnchor = "middle", payload }: TickProps) {
  const words = String(payload?.value ?? "").split(" ");
  const top = Number(y) - ((words.length - 1) * 12) / 2;
  return (
    <text
      x={Number(x)}
      y={top}
      textAnchor={textAnchor}
      dominantBaseline="central"
      fontSize={11}
      fill="var(--color-muted-foreground)"
    >
      {words.map((word, i) => (
        <tspan key={word} x={Number(x)} dy={i === 0 ? 0 : 12}>
          {word}
        </tspan>
      ))}
    </text>
  );
}

export default function CategoryScoreChart({ scores }: { scores: readonly CategoryScore[] }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div aria-hidden="true" data-score-chart="" className="h-64 w-full min-w-0 overflow-hidden">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={[...scores]} outerRadius="52%" accessibilityLayer={false}>
          <PolarGrid stroke="var(--color-border)" />
          <PolarAngleAxis dataKey="name" tick={(props: TickProps) => <CategoryTick {...props} />} />
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
