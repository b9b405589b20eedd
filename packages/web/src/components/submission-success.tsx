import { pathOf, siteConfig, timings } from "@ember/domain";
import { Award } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import type { SubmissionAnswer } from "../api/submission-outcome.ts";
import { badgeCategoryLabel } from "../lib/badge-category-label.ts";
import { launchConfetti } from "../lib/launch-confetti.ts";
import { useRedirectAfter } from "../lib/use-redirect-after.ts";
import { Button } from "./ui/button.tsx";

export interface SuccessCopy {
  readonly heading: string;
  readonly body: string;
  readonly badgeEarned: string;
  readonly redirecting: string;
  readonly viewBadge: string;
  readonly backHome: string;
}

/**
 * The screen after a submission (SPEC 2.9, 2.10): confetti, the badge the server awarded, the way to the
 * scheduling service, and the redirect there after 5 seconds. It takes focus so screen readers announce
 * the change of screen.
 */
export function SubmissionSuccess({
  copy,
  answer,
  booking,
  children,
  particleCount = 100,
}: {
  copy: SuccessCopy;
  answer: SubmissionAnswer;
  booking: { readonly label: string; readonly lead?: string };
  children?: ReactNode;
  particleCount?: number;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scheduling = siteConfig.links.scheduling;
  useRedirectAfter(scheduling, timings.schedulingRedirectMs);
  useEffect(() => {
    headingRef.current?.focus();
    return launchConfetti(particleCount);
  }, [particleCount]);

  return (
    <div data-submission-success="" className="flex flex-col gap-6 text-center">
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold text-primary">
          {copy.heading}
        </h3>
        <p className="mt-3 text-lg text-muted-foreground">{copy.body}</p>
      </div>
      <div className="mx-auto flex max-w-full items-center gap-4 rounded-[var(--radius-card)] border border-border bg-accent px-5 py-4 text-left">
        <Award aria-hidden="true" className="size-10 shrink-0 text-primary" />
        <p className="flex min-w-0 flex-col">
          <span className="text-sm font-semibold text-accent-foreground">{copy.badgeEarned}</span>
          <span className="font-serif text-xl font-bold">{answer.badge.badge_name}</span>
          <span className="text-sm text-muted-foreground">
            {badgeCategoryLabel(answer.badge.badge_category)}
          </span>
        </p>
      </div>
      {children}
      <div className="flex flex-col items-center gap-2">
        {booking.lead ? <p>{booking.lead}</p> : null}
        <Button asChild size="lg" className="whitespace-normal text-center">
          <a href={scheduling}>{booking.label}</a>
        </Button>
        <p className="text-sm text-muted-foreground">{copy.redirecting}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={pathOf("Badges", siteConfig)}>{copy.viewBadge}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={pathOf("Home", siteConfig)}>{copy.backHome}</Link>
        </Button>
      </div>
    </div>
  );
}
