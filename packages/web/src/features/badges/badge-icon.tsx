import type { BadgeCategory } from "@ember/domain";
import { Award, Feather, HeartPulse, type LucideIcon, Medal, Megaphone, Sprout, Users } from "lucide-react";
import { cn } from "../../lib/cn.ts";

const icons: Record<BadgeCategory, LucideIcon> = {
  purpose_seeker: Sprout,
  community_builder: Users,
  mentor: Award,
  creator: Feather,
  advocate: Megaphone,
  wellness_champion: HeartPulse,
};

const isKnown = (category: string): category is BadgeCategory => Object.hasOwn(icons, category);

/**
 * A category's icon; a category the catalogue does not know gets the default medal in grey
 * (product.md#the-badges-page).
 */
export function BadgeIcon({ category, size = "md" }: { category: string; size?: "md" | "lg" }) {
  const known = isKnown(category);
  const Icon = known ? icons[category] : Medal;
  return (
    <span
      data-known-category={known}
      className={cn(
        "flex shrink-0 items-center justify-center rounded-xl",
        size === "lg" ? "size-12" : "size-10",
        known ? "bg-secondary text-secondary-foreground" : "bg-muted text-muted-foreground grayscale",
      )}
    >
      <Icon aria-hidden="true" className={size === "lg" ? "size-6" : "size-5"} />
    </span>
  );
}
