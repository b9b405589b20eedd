import { Menu, X } from "lucide-react";
import { buttonVariants } from "../components/ui/button.tsx";
import { LanguageSwitcher } from "../features/language/language-switcher.tsx";
import { useMessages } from "../i18n/language-provider.tsx";
import { cn } from "../lib/cn.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { Link } from "./link.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { useCurrentPage } from "./use-current-page.ts";
import { useSiteNavigation } from "./use-site-navigation.ts";

export function SiteHeader() {
  const current = useCurrentPage();
  const { header } = useMessages().shell;
  const { home, groups, pricing, getStarted } = useSiteNavigation();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-[4.5rem] max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLogo />
        <DesktopNav home={home} groups={groups} pricing={pricing} current={current} />
        <div className="flex items-center gap-2">
          <LanguageSwitcher compact className="hidden lg:block" />
          <Link
            to={getStarted.to}
            aria-current={getStarted.page === current ? "page" : undefined}
            className={cn(buttonVariants({ size: "default" }), "px-4 sm:px-5")}
          >
            {getStarted.label}
          </Link>
          {/* The small-screen menu is a disclosure: the first tap opens it, before any script has run. */}
          <details data-menu="" className="group/mobile lg:hidden">
            <summary
              aria-label={header.menu}
              className={cn(
                buttonVariants({ variant: "ghost", size: "icon" }),
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              <Menu aria-hidden="true" className="size-6 group-open/mobile:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-open/mobile:block" />
            </summary>
            <MobileNav
              home={home}
              groups={groups}
              pricing={pricing}
              getStarted={getStarted}
              current={current}
            />
          </details>
        </div>
      </div>
    </header>
  );
}
