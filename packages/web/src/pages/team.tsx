import { MapPin } from "lucide-react";
import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { ClosingCallToAction, Section } from "../components/section.tsx";
import { Card } from "../components/ui/card.tsx";
import {
  advisors,
  founderCard,
  leadershipSection,
  teamClosing,
  teamIntro,
  teamSections,
} from "../content/team.ts";
import type { TeamMemberCopy } from "../content/types.ts";
import { Tx } from "../i18n/tx.tsx";
import { cn } from "../lib/cn.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/team";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) => metaOf(teamIntro.meta, location, "Team");

const initialsOf = (name: string) =>
  name
    .replace(/^(Dr\.|Rev\.)\s+/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");

function MemberCard({ member, featured = false }: { member: TeamMemberCopy; featured?: boolean }) {
  const { labels } = leadershipSection;
  return (
    <Card className={cn("h-full", featured && "border-2 border-primary md:flex-row md:gap-8")} data-member="">
      <div className="flex items-center gap-4 md:items-start">
        <span
          aria-hidden="true"
          className={cn(
            "flex shrink-0 items-center justify-center rounded-full bg-secondary font-serif font-bold text-secondary-foreground",
            featured ? "size-20 text-2xl" : "size-14 text-lg",
          )}
        >
          {initialsOf(member.name)}
        </span>
        <div className={cn("min-w-0", featured && "md:hidden")}>
          <h3 className="font-serif text-xl font-semibold">{member.name}</h3>
          <p className="font-medium text-primary">
            <Tx>{member.title}</Tx>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        {featured ? (
          <div className="hidden md:block">
            <h3 className="font-serif text-2xl font-semibold">{member.name}</h3>
            <p className="font-medium text-primary">
              <Tx>{member.title}</Tx>
            </p>
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">
            <Tx>{labels.credentials}</Tx>:{" "}
          </span>
          <Tx>{member.credentials}</Tx>
        </p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">
            <Tx>{labels.location}</Tx>:{" "}
          </span>
          <Tx>{member.location}</Tx>
        </p>
        <dl className="space-y-2 text-sm">
          {(["journey", "superpower", "impact"] as const).map((key) => (
            <div key={key}>
              <dt className="font-bold text-accent-foreground">
                <Tx>{labels[key]}</Tx>
              </dt>
              <dd>
                <Tx>{member[key]}</Tx>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

export default function TeamPage() {
  return (
    <>
      <PageIntro copy={teamIntro} />
      <Section id="leadership" heading={leadershipSection.heading} className="pb-4 sm:pb-6">
        <div className="mt-8">
          <MemberCard member={founderCard} featured />
        </div>
      </Section>
      {teamSections.map((section, i) => (
        <Section
          key={section.id}
          id={section.id}
          heading={section.heading}
          intro={section.intro}
          tone={i % 2 === 0 ? "muted" : "plain"}
        >
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.members.map((member) => (
              <li key={member.name}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Section id="advisors" heading={advisors.heading} intro={advisors.intro} tone="muted">
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {advisors.items.map((advisor) => (
            <li key={advisor.name}>
              <Card className="h-full">
                <h3 className="font-serif text-xl font-semibold">{advisor.name}</h3>
                <p className="font-medium text-primary">
                  <Tx>{advisor.role}</Tx>
                </p>
                <dl className="space-y-2 text-sm">
                  <div>
                    <dt className="font-bold text-accent-foreground">
                      <Tx>{advisors.labels.story}</Tx>
                    </dt>
                    <dd>
                      <Tx>{advisor.story}</Tx>
                    </dd>
                  </div>
                  <div>
                    <dt className="font-bold text-accent-foreground">
                      <Tx>{advisors.labels.lesson}</Tx>
                    </dt>
                    <dd className="font-serif italic">
                      <Tx>{advisor.lesson}</Tx>
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCallToAction id="team-cta" {...teamClosing} />
    </>
  );
}
