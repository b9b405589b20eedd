/**
 * A small line of daily counts, drawn as inline SVG (no chart library for 30 points). It is decoration:
 * the figures are in the text beside it, so it is hidden from screen readers.
 */
export function Sparkline({ values, className }: { values: readonly number[]; className?: string }) {
  const width = 120;
  const height = 32;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values
    .map((value, i) => `${(i * step).toFixed(1)},${(height - 2 - (value / max) * (height - 4)).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={className}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
