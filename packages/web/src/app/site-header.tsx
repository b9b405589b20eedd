import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
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
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const close = () => setMenuOpen(false);

  // Any navigation (including back/forward) closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setMenuOpen(false), [key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-[4.5rem] max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLogo onNavigate={close} />
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
          <button
            ref={toggleRef}
            type="button"
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? header.closeMenu : header.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <MobileNav
          id={menuId}
          home={home}
          groups={groups}
          pricing={pricing}
          getStarted={getStarted}
          current={current}
          onNavigate={close}
        />
      ) : null}
    </header>
  );
}
