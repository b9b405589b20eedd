import type { PageId } from "@ember/domain";
import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useLayoutEffect, useRef, useState } from "react";
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
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild active={active}>
        <Link to={item.to} className={cn(itemClass, active && activeClass)}>
          {item.label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

/** The wide-screen header menus: a Radix navigation menu (disclosure pattern, keyboard operable). */
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
  const [openMenu, setOpenMenu] = useState("");
  const navRef = useRef<HTMLElement>(null);

  // Radix renders a visually hidden, tabbable "focus proxy" after an open trigger: tabbing onto it moves
  // focus into the menu. Radix marks it aria-hidden, which axe reports (aria-hidden-focus) because it
  // can take focus; it only ever hands focus on, so it needs no hiding. Reka UI, Radix's Vue port, made
  // the same change upstream: github.com/unovue/reka-ui/pull/2810.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever a menu opens or closes
  useLayoutEffect(() => {
    for (const proxy of navRef.current?.querySelectorAll('span[aria-hidden="true"][tabindex="0"]') ?? []) {
      proxy.removeAttribute("aria-hidden");
    }
  }, [openMenu]);

  return (
    <NavigationMenu.Root
      ref={navRef}
      aria-label={header.mainNavLabel}
      value={openMenu}
      onValueChange={setOpenMenu}
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <TopLink item={home} current={current} />
        {groups.map((group) => {
          const groupActive = group.links.some((l) => l.page === current);
          return (
            <NavigationMenu.Item key={group.id} value={group.id} className="relative">
              <NavigationMenu.Trigger
                data-current={groupActive ? "true" : undefined}
                className={cn(itemClass, "group", groupActive && activeClass)}
              >
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </NavigationMenu.Trigger>
              {/* Mounted only while open: Radix makes each content a dismissable layer, and a pointer-down
                  inside one open menu would count as "outside" for every other mounted one and close them
                  all before the click lands. */}
              <NavigationMenu.Content className="absolute start-0 top-full z-40 pt-2">
                <ul className="w-64 rounded-2xl border border-border bg-card p-2 shadow-lg">
                  {group.links.map((item) => {
                    const active = item.page === current;
                    return (
                      <li key={item.to}>
                        <NavigationMenu.Link asChild active={active}>
                          <Link
                            to={item.to}
                            className={cn(
                              "block rounded-xl px-3 py-2 text-sm font-medium text-foreground hover:bg-muted",
                              active && "bg-secondary text-secondary-foreground",
                            )}
                          >
                            {item.label}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    );
                  })}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
        <TopLink item={pricing} current={current} />
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
