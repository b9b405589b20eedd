/**
 * Page views per day as inline SVG bars: no chart library, so it costs nothing to load. The figure's name
 * says the totals and the table beside it says every day, for screen readers and for exact numbers.
 */
export function SiteVisitsChart({
  days,
  label,
}: {
  days: readonly { date: string; views: number }[];
  label: string;
}) {
  const width = 600;
  const height = 160;
  const top = Math.max(1, ...days.map((day) => day.views));
  const slot = width / Math.max(1, days.length);
  return (
    <figure className="w-full" data-site-visits-chart="">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height + 20}`}
        className="h-48 w-full"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={height} x2={width} y2={height} stroke="var(--color-border)" />
        {days.map((day, i) => {
          const barHeight = (day.views / top) * (height - 8);
          return (
            <rect
              key={day.date}
              x={i * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              fill="var(--color-primary)"
              data-views={day.views}
            />
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </figcaption>
    </figure>
  );
}
