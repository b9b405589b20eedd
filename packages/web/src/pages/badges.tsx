import type { BadgeCategory } from "@ember/domain";
import { Award, Feather, HeartPulse, type LucideIcon, Megaphone, Sprout, Users } from "lucide-react";
import { CheckList } from "../components/check-list.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { Section } from "../components/section.tsx";
import { Card } from "../components/ui/card.tsx";
import { badgeCategories, badgesIntro } from "../content/badges.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/badges";

export const meta: Route.MetaFunction = () => metaOf(badgesIntro.meta, "Badges");

const icons: Record<BadgeCategory, LucideIcon> = {
  purpose_seeker: Sprout,
  community_builder: Users,
  mentor: Award,
  creator: Feather,
  advocate: Megaphone,
  wellness_champion: HeartPulse,
};

export default function BadgesPage() {
  return (
    <>
      <PageIntro copy={badgesIntro} />
      <Section id="categories" heading={badgeCategories.heading} intro={badgeCategories.intro}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {badgeCategories.items.map((category) => {
            const Icon = icons[category.key];
            return (
              <li key={category.key}>
                <Card className="h-full" data-badge-category={category.key}>
                  <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="font-serif text-xl font-semibold">{category.name}</h3>
                  <h4 className="text-sm font-bold text-accent-foreground">{badgeCategories.howToEarn}</h4>
                  <CheckList items={category.howToEarn} className="space-y-1" />
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
