import { siteConfig } from "@ember/domain";
import { Link } from "react-router";
import { cn } from "../lib/cn.ts";

/** The logo, linking Home; its accessible name is "{product} home". */
export function BrandLogo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn("inline-flex items-center gap-2 rounded-full font-serif text-2xl font-bold", className)}
    >
      <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span>{siteConfig.productName}</span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
