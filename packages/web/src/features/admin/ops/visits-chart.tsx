import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { usePrefersReducedMotion } from "../../../lib/use-prefers-reduced-motion.ts";

/**
 * Visits per day as bars. Hidden from assistive technology: the table under it says the same in text
 * (as the assessment's chart does, docs/decisions/0018). Loaded lazily: recharts is large.
 */
export default function VisitsChart({ days }: { days: readonly { date: string; visits: number }[] }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div aria-hidden="true" data-visits-chart="" className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...days]} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} width={32} />
          <Tooltip />
          <Bar dataKey="visits" fill="var(--color-primary)" isAnimationActive={!reducedMotion} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
