import { Check } from "lucide-react";

/** The '14 Days Completely FREE' banner of the plans pages (product.md#plans-and-subscriptions). */
export function FreeTrialBanner({ title, points }: { title: string; points: readonly string[] }) {
  return (
    <div className="mt-8 rounded-[var(--radius-card)] bg-night p-6 text-night-foreground shadow-sm sm:p-8">
      <p className="font-serif text-2xl font-bold text-ember-glow sm:text-3xl">{title}</p>
      <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {points.map((point) => (
          <li key={point} className="flex items-center gap-2 font-medium">
            <Check aria-hidden="true" className="size-5 text-ember-glow" />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
