import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { usePrefersReducedMotion } from "../../../lib/use-prefers-reduced-motion.ts";

/**
 * Visits per day as bars, the app logs' and the analytics' side by side (never stacked: they may count
 * one visit twice, docs/decisions/0040). Hidden from assistive technology: the table under it says the same in text
 * (as the assessment's chart does, docs/decisions/0018). Loaded lazily: recharts is large.
 */
export default function VisitsChart({
  days,
  names,
}: {
  days: readonly { date: string; visits: number; views: number }[];
  names: { visits: string; views: string };
}) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div aria-hidden="true" data-visits-chart="" className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...days]} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} width={32} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="visits"
            name={names.visits}
            fill="var(--color-primary)"
            isAnimationActive={!reducedMotion}
          />
          <Bar
            dataKey="views"
            name={names.views}
            fill="var(--color-ember-glow)"
            isAnimationActive={!reducedMotion}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
