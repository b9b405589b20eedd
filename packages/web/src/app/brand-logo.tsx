import { siteConfig } from "@ember/domain";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { cn } from "../lib/cn.ts";
import { Link } from "./link.tsx";

/** The logo, linking Home; its accessible name is "{product} home" in the visitor's language. */
export function BrandLogo({ className }: { className?: string }) {
  const { brand } = useMessages().shell;
  return (
    <Link
      to="/"
      aria-label={formatMessage(brand.homeLabel, { product: siteConfig.productName })}
      className={cn("inline-flex items-center gap-2 rounded-full font-serif text-2xl font-bold", className)}
    >
      <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span>{siteConfig.productName}</span>
    </Link>
  );
}
