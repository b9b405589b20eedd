import type { PageId } from "@ember/domain";
import { ChevronDown } from "lucide-react";
import { useMessages } from "../i18n/language-provider.tsx";
import { cn } from "../lib/cn.ts";
import { Link } from "./link.tsx";
import type { NavGroup, NavLinkItem } from "./navigation.ts";

const itemClass =
  "inline-flex min-h-10 items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-foreground transition-colors hover:bg-muted";
const activeClass = "bg-secondary text-secondary-foreground hover:bg-secondary-hover";

function TopLink({ item, current }: { item: NavLinkItem; current: PageId | null }) {
  const active = item.page === current;
  return (
    <li>
      <Link
        to={item.to}
        aria-current={active ? "page" : undefined}
        className={cn(itemClass, active && activeClass)}
      >
        {item.label}
      </Link>
    </li>
  );
}

/**
 * One of the header's menus: a disclosure of links (`details`), so it opens at the first tap, before the
 * page's scripts, and works with the keyboard as a native control. The menus share a name, so opening one
 * closes the other.
 */
function GroupMenu({ group, current }: { group: NavGroup; current: PageId | null }) {
  const groupActive = group.links.some((l) => l.page === current);
  return (
    <li className="relative">
      <details data-menu="" name="site-menu" className="group/menu">
        <summary
          data-current={groupActive ? "true" : undefined}
          className={cn(
            itemClass,
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            groupActive && activeClass,
          )}
        >
          {group.label}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open/menu:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ul className="absolute start-0 top-full z-40 mt-2 w-64 rounded-2xl border border-border bg-card p-2 shadow-lg">
          {group.links.map((item) => {
            const active = item.page === current;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "block rounded-xl px-3 py-2 text-sm font-medium text-foreground hover:bg-muted",
                    active && "bg-secondary text-secondary-foreground",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </details>
    </li>
  );
}

/** The wide-screen header: its direct links and its three menus (product.md#what-every-page-has). */
export function DesktopNav({
  home,
  groups,
  pricing,
  current,
}: {
  home: NavLinkItem;
  groups: readonly NavGroup[];
  pricing: NavLinkItem;
  current: PageId | null;
}) {
  const { header } = useMessages().shell;
  return (
    <nav aria-label={header.mainNavLabel} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <TopLink item={home} current={current} />
        {groups.map((group) => (
          <GroupMenu key={group.id} group={group} current={current} />
        ))}
        <TopLink item={pricing} current={current} />
      </ul>
    </nav>
  );
}
