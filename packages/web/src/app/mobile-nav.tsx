import type { PageId } from "@ember/domain";
import { useId } from "react";
import { LanguageSwitcher } from "../features/language/language-switcher.tsx";
import { useMessages } from "../i18n/language-provider.tsx";
import { cn } from "../lib/cn.ts";
import { Link } from "./link.tsx";
import type { NavGroup, NavLinkItem } from "./navigation.ts";

function MobileLink({ item, current }: { item: NavLinkItem; current: PageId | null }) {
  const active = item.page === current;
  return (
    <li>
      <Link
        to={item.to}
        aria-current={active ? "page" : undefined}
        className={cn(
          "block rounded-xl px-3 py-2.5 font-medium text-foreground hover:bg-muted",
          active && "bg-secondary text-secondary-foreground",
        )}
      >
        {item.label}
      </Link>
    </li>
  );
}

/**
 * The small-screen menu's content, under the header (site-header.tsx opens it): the same groups as a list
 * (product.md#what-every-page-has). Choosing a link closes it.
 */
export function MobileNav({
  home,
  groups,
  pricing,
  getStarted,
  current,
}: {
  home: NavLinkItem;
  groups: readonly NavGroup[];
  pricing: NavLinkItem;
  getStarted: NavLinkItem;
  current: PageId | null;
}) {
  const { header } = useMessages().shell;
  const id = useId();
  return (
    <nav
      aria-label={header.mobileNavLabel}
      className="absolute inset-x-0 top-full border-t border-b border-border bg-background shadow-lg"
    >
      <div className="mx-auto max-h-[calc(100dvh-4.5rem)] max-w-6xl overflow-y-auto px-4 pt-2 pb-6">
        <LanguageSwitcher placement="inline" className="my-2" />
        <ul>
          <MobileLink item={home} current={current} />
        </ul>
        {groups.map((group) => {
          const groupActive = group.links.some((l) => l.page === current);
          const headingId = `${id}-${group.id}`;
          return (
            <div key={group.id} className="mt-3">
              <p
                id={headingId}
                data-current={groupActive ? "true" : undefined}
                className={cn(
                  "px-3 pb-1 text-xs font-bold tracking-wider text-muted-foreground uppercase",
                  groupActive && "text-primary",
                )}
              >
                {group.label}
              </p>
              <ul aria-labelledby={headingId}>
                {group.links.map((item) => (
                  <MobileLink key={item.to} item={item} current={current} />
                ))}
              </ul>
            </div>
          );
        })}
        <ul className="mt-3 border-t border-border pt-3">
          <MobileLink item={pricing} current={current} />
        </ul>
        <Link
          to={getStarted.to}
          aria-current={getStarted.page === current ? "page" : undefined}
          className="mt-4 flex min-h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {getStarted.label}
        </Link>
      </div>
    </nav>
  );
}
