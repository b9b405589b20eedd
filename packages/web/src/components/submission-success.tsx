import { pathOf, siteConfig, timings } from "@ember/domain";
import { Award } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import type { SubmissionAnswer } from "../api/submission-outcome.ts";
import { Link } from "../app/link.tsx";
import { useLanguage } from "../i18n/language-provider.tsx";
import { englishCatalog } from "../i18n/load-catalog.ts";
import { pluralMessage } from "../i18n/plural.ts";
import { badgeCategoryLabel } from "../lib/badge-category-label.ts";
import { launchConfetti } from "../lib/launch-confetti.ts";
import { useRedirectAfter } from "../lib/use-redirect-after.ts";
import { Button } from "./ui/button.tsx";

/** What differs between the success screens; the rest comes from the catalog's forms.success. */
export interface SuccessCopy {
  readonly heading: string;
  readonly body: string;
  /** The badge this form awards, as the server names it in English and as the catalog names it. */
  readonly badge: { readonly englishName: string; readonly name: string };
}

/**
 * The screen after a submission (product.md#applying, #the-planning-form): confetti, the badge the server
 * awarded, the way to the scheduling service, and the redirect there after 5 seconds. It takes focus so
 * screen readers announce the change of screen, with the countdown as the heading's description. The
 * countdown shows each second, and 'Stay on this page' (the next Tab stop after the heading) or Escape
 * stops it (WCAG 2.2.1, decision 0067).
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
  const { language, messages } = useLanguage();
  const m = messages.forms.success;
  const { badge_name, badge_category } = answer.badge;
  // The server names the badge in English; the catalog's names are shown for the badge this form awards.
  const badgeName = badge_name === copy.badge.englishName ? copy.badge.name : badge_name;
  const categoryName =
    badgeCategoryLabel(badge_category) === englishCatalog.forms.success.purposeSeekerBadge
      ? m.purposeSeekerBadge
      : badgeCategoryLabel(badge_category);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const countdownRef = useRef<HTMLParagraphElement>(null);
  const countdownId = useId();
  const scheduling = siteConfig.links.scheduling;
  const redirect = useRedirectAfter(scheduling, timings.schedulingRedirectMs);
  const stopRef = useRef(redirect.stop);
  stopRef.current = redirect.stop;
  useEffect(() => {
    headingRef.current?.focus();
    return launchConfetti(particleCount);
  }, [particleCount]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      stopRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  const stay = () => {
    redirect.stop();
    // The button goes away with the countdown; the sentence that replaces it takes focus and is read.
    requestAnimationFrame(() => countdownRef.current?.focus());
  };

  return (
    <div data-submission-success="" className="flex flex-col gap-6 text-center">
      <div>
        <h3
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={countdownId}
          className="font-serif text-3xl font-bold text-primary"
        >
          {copy.heading}
        </h3>
        <p className="mt-3 text-lg text-muted-foreground">{copy.body}</p>
      </div>
      <div
        data-redirect-countdown=""
        className="mx-auto flex max-w-full flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-2xl border border-border bg-card px-4 py-2"
      >
        <p ref={countdownRef} id={countdownId} tabIndex={-1} className="text-sm font-semibold tabular-nums">
          {redirect.secondsLeft === null
            ? m.redirectStopped
            : pluralMessage(language, m.redirectingIn, redirect.secondsLeft)}
        </p>
        {redirect.secondsLeft === null ? null : (
          <Button type="button" variant="outline" onClick={stay}>
            {m.stay}
          </Button>
        )}
      </div>
      <div className="mx-auto flex max-w-full items-center gap-4 rounded-[var(--radius-card)] border border-border bg-accent px-5 py-4 text-start">
        <Award aria-hidden="true" className="size-10 shrink-0 text-primary" />
        <p className="flex min-w-0 flex-col">
          <span className="text-sm font-semibold text-accent-foreground">{m.badgeEarned}</span>
          <span className="font-serif text-xl font-bold">{badgeName}</span>
          <span className="text-sm text-muted-foreground">{categoryName}</span>
        </p>
      </div>
      {children}
      <div className="flex flex-col items-center gap-2">
        {booking.lead ? <p>{booking.lead}</p> : null}
        <Button asChild size="lg" className="whitespace-normal text-center">
          <a href={scheduling}>{booking.label}</a>
        </Button>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={pathOf("Badges", siteConfig)}>{m.viewBadge}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={pathOf("Home", siteConfig)}>{m.backHome}</Link>
        </Button>
      </div>
    </div>
  );
}
