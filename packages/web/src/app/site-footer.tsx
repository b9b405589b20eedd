import { siteConfig } from "@ember/domain";
import { footerFigures } from "../content/footer.ts";
import { LanguageSwitcher } from "../features/language/language-switcher.tsx";
import { formatMessage } from "../i18n/format-message.ts";
import { useLanguage } from "../i18n/language-provider.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { CurrentYear } from "./current-year.tsx";
import { Link } from "./link.tsx";
import { localizeFigure } from "./localize-figure.ts";
import { useSiteNavigation } from "./use-site-navigation.ts";

export function SiteFooter() {
  const { language, messages } = useLanguage();
  const { mission, faith, impact, notClinical, privacy, contactLabel } = messages.shell.footer;
  const columns = useSiteNavigation().footerColumns;
  const figure = (value: string) => localizeFigure(value, language);
  return (
    <footer className="on-night mt-auto bg-night text-night-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="space-y-4">
          <BrandLogo className="text-night-foreground" />
          <LanguageSwitcher placement="inline" className="text-foreground" />
          <p className="text-night-muted">{mission}</p>
          <figure className="border-s-2 border-ember-glow ps-4">
            <p className="font-semibold text-ember-glow">{faith.line}</p>
            <blockquote className="mt-2 font-serif text-night-muted italic">{faith.scripture}</blockquote>
            <figcaption className="mt-1 text-sm font-semibold">{faith.reference}</figcaption>
          </figure>
        </div>
        {columns.map((column) => (
          <div key={column.id}>
            <h2 className="font-sans text-sm font-bold tracking-wider text-ember-glow uppercase">
              {column.label}
            </h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((item) => (
                <li key={item.page}>
                  <Link to={item.to} className="text-night-foreground underline-offset-4 hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="font-sans text-sm font-bold tracking-wider text-ember-glow uppercase">
            {impact.heading}
          </h2>
          <dl className="mt-4 grid grid-cols-3 gap-3 lg:grid-cols-1">
            {footerFigures.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col lg:flex-row lg:items-baseline lg:gap-2">
                <dt className="order-2 text-sm text-night-muted">{impact[stat.label]}</dt>
                <dd className="order-1 font-serif text-2xl font-bold text-night-foreground">
                  {figure(stat.value)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-night-muted">
            {formatMessage(impact.claim, {
              participants: figure(footerFigures.claim.participants),
              countries: figure(footerFigures.claim.countries),
            })}
          </p>
        </div>
      </div>
      <div className="border-t border-night-soft">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-6 text-sm text-night-muted sm:px-6">
          <p>{formatMessage(notClinical, { product: siteConfig.productName })}</p>
          <p data-privacy-note="">{privacy}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <span>
              © <CurrentYear /> {siteConfig.brand}
            </span>
            <span>
              {contactLabel}{" "}
              <a
                href={`mailto:${siteConfig.contactEmail}`}
                className="font-semibold text-night-foreground underline underline-offset-4"
              >
                {siteConfig.contactEmail}
              </a>
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
