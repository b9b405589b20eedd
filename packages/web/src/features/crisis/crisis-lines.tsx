import {
  type CrisisContact,
  type CrisisCountry,
  type CrisisLine,
  crisisContactHref,
  crisisContactsOf,
  crisisLineNameOf,
  crisisLinesFor,
  type LanguageCode,
  type ShownCrisisLine,
  siteConfig,
} from "@ember/domain";
import { Fragment, type ReactNode, useId } from "react";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { Catalog } from "../../i18n/load-catalog.ts";
import { formatCount } from "../../i18n/number-format.ts";
import { cn } from "../../lib/cn.ts";

type Copy = Catalog["shell"]["crisisLines"];

/**
 * Where the lines are shown: the crisis dialog, under a safety reply in the chat, or the Safe Space page.
 * Each shows the US lines first, then the lines for the visitor's language's audiences (decision 0063).
 */
export type CrisisLinesPlace = "dialog" | "reply" | "page";

/** Fills `{name}` placeholders of a catalog text with elements (a number kept left to right, say). */
export function fillWith(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed template, never reordered
    return <Fragment key={index}>{value}</Fragment>;
  });
}

/** A number to dial or text: always left to right and unbroken, in right-to-left text too. */
function DialString({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {children}
    </bdi>
  );
}

/** What a contact's link says: "Call 024", "Text AYUDA to 988", "Call 808 24 24 24, then press 4". */
export function contactLabel(contact: CrisisContact, copy: Copy): ReactNode[] {
  if (contact.kind === "call") {
    const number = <DialString>{contact.number}</DialString>;
    return contact.option === undefined
      ? fillWith(copy.call, { number })
      : fillWith(copy.callOption, { number, option: <DialString>{String(contact.option)}</DialString> });
  }
  if (contact.kind === "text") {
    const number = <DialString>{contact.number}</DialString>;
    return contact.keyword === undefined
      ? fillWith(copy.text, { number })
      : fillWith(copy.textKeyword, { number, keyword: <DialString>{contact.keyword}</DialString> });
  }
  return [contact.url];
}

const actionClass = cn(
  buttonVariants({ variant: "outline", size: "sm" }),
  "h-auto min-w-0 max-w-full whitespace-normal rounded-xl px-3 text-start",
);

function ContactLinks({ contacts, copy }: { contacts: readonly CrisisContact[]; copy: Copy }) {
  if (contacts.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {contacts.map((contact) => (
        // 988 and "988, then press 2" share an address: the menu option tells them apart.
        <a
          key={`${crisisContactHref(contact)}#${contact.kind === "call" ? (contact.option ?? "") : ""}`}
          href={crisisContactHref(contact)}
          className={actionClass}
        >
          {/* One flex item, so the button's gap does not split "Call" from its number. */}
          <span>{contactLabel(contact, copy)}</span>
        </a>
      ))}
    </div>
  );
}

/** Hours, and the languages a line answers in when the page's is not one of them. */
export function lineFacts(line: CrisisLine, language: LanguageCode, copy: Copy): string[] {
  const facts: string[] = [];
  if (line.hours?.kind === "always") facts.push(copy.always);
  if (line.hours?.kind === "daily") {
    facts.push(
      copy.daily
        .replace("{from}", formatCount(language, line.hours.from))
        .replace("{to}", formatCount(language, line.hours.to)),
    );
  }
  if (!line.languages.includes(language)) {
    // Never a reason to fail in crisis help: a language without a name here is left out of the note (a
    // test checks that every language a note needs has its name in every catalog).
    const named = copy.languageNames as Readonly<Record<string, string>>;
    const names = line.languages.flatMap((code) => (named[code] ? [named[code]] : []));
    const last = names.pop();
    if (last !== undefined) {
      const list =
        names.length === 0
          ? last
          : copy.listAnd.replace("{list}", names.join(copy.listComma)).replace("{last}", last);
      facts.push(copy.inLanguages.replace("{languages}", list));
    }
  }
  return facts;
}

/** The countries of a language's lines, in order, each with its lines. */
function byCountry(lines: readonly ShownCrisisLine[]): [CrisisCountry, ShownCrisisLine[]][] {
  const groups = new Map<CrisisCountry, ShownCrisisLine[]>();
  for (const line of lines) groups.set(line.country, [...(groups.get(line.country) ?? []), line]);
  return [...groups];
}

const rowClass: Record<CrisisLinesPlace, string> = {
  dialog: "rounded-2xl bg-muted px-4 py-3",
  reply: "rounded-xl border border-border px-3 py-2",
  page: "rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-sm",
};

function Row({
  place,
  title,
  detail,
  note,
  children,
}: {
  place: CrisisLinesPlace;
  title: ReactNode;
  detail?: ReactNode;
  note?: string;
  children?: ReactNode;
}) {
  return (
    <li className={rowClass[place]}>
      <p className="font-bold break-words">{title}</p>
      {detail ? <p className="text-sm text-muted-foreground break-words">{detail}</p> : null}
      {note ? <p className="mt-1 text-sm break-words">{note}</p> : null}
      {children}
    </li>
  );
}

const titleLinkClass = "text-primary underline underline-offset-4 hover:text-primary-hover";

/**
 * The crisis lines for the page's language: the US lines the product requires (988, text HELLO to 741741,
 * the lifeline's chat, 911), each saying how it serves this language's readers, then, country by
 * country, the lines for the language's largest audiences, every number a `tel:` or `sms:` link.
 */
export function CrisisLines({ place }: { place: CrisisLinesPlace }) {
  const { language, messages } = useLanguage();
  return <CrisisLinesView place={place} language={language} messages={messages} />;
}

/** The lines for a given language and catalog (what `CrisisLines` shows for the page's language). */
export function CrisisLinesView({
  place,
  language,
  messages,
}: {
  place: CrisisLinesPlace;
  language: LanguageCode;
  messages: Catalog;
}) {
  const copy = messages.shell.crisisLines;
  const dialog = messages.chat.crisisDialog;
  const { us, elsewhere } = crisisLinesFor(language);
  const [lifeline, textLine, chat, emergency] = us as [
    ShownCrisisLine,
    ShownCrisisLine,
    ShownCrisisLine,
    ShownCrisisLine,
  ];
  const [sms, ...textLineInLanguage] = crisisContactsOf(textLine, language);
  const newTab = <span className="sr-only"> {dialog.newTab}</span>;
  const inCountry = copy.inCountry as Readonly<Record<string, string>>;
  const headingId = useId();
  // Headings and a labelled region on the page only: in the dialog and under each safety reply they would
  // repeat in the page's outline and landmarks.
  const onPage = place === "page";
  const Elsewhere = onPage ? "section" : "div";
  const Heading = onPage ? "h3" : "p";
  const CountryHeading = onPage ? "h4" : "p";

  return (
    <div data-crisis-lines={place} className={cn(place === "reply" && "mt-3 text-sm text-foreground")}>
      <ul
        aria-label={dialog.resourcesLabel}
        className={cn(
          place === "page" ? "mt-8 grid gap-4 md:grid-cols-2" : "space-y-2",
          place === "dialog" && "mt-5",
        )}
      >
        <Row
          place={place}
          title={dialog.resources.call.title}
          detail={dialog.resources.call.detail}
          note={copy.usNotes.lifeline.replace("{count}", formatCount(language, lifeline.interpreters ?? 0))}
        >
          <ContactLinks contacts={crisisContactsOf(lifeline, language)} copy={copy} />
        </Row>
        <Row
          place={place}
          title={
            <a href={crisisContactHref(sms as CrisisContact)} className={titleLinkClass}>
              {dialog.resources.text.title}
            </a>
          }
          detail={dialog.resources.text.detail}
          note={copy.usNotes.textLine}
        >
          <ContactLinks contacts={textLineInLanguage} copy={copy} />
        </Row>
        <Row
          place={place}
          title={
            <a
              href={crisisContactHref(chat.contacts[0])}
              target="_blank"
              rel="noopener noreferrer"
              className={titleLinkClass}
            >
              {dialog.resources.chat.title}
              {newTab}
            </a>
          }
          detail={<bdi dir="ltr">{siteConfig.links.lifelineChat.replace(/^https?:\/\//, "")}</bdi>}
          note={copy.usNotes.chat}
        />
        <Row
          place={place}
          title={
            <a href={crisisContactHref(emergency.contacts[0])} className={titleLinkClass}>
              {copy.emergency.title}
            </a>
          }
          detail={copy.emergency.detail}
        />
        {place === "reply" ? null : (
          <Row place={place} title={dialog.resources.local.title} detail={dialog.resources.local.detail} />
        )}
      </ul>

      <Elsewhere
        aria-labelledby={onPage ? headingId : undefined}
        className={place === "reply" ? "mt-3" : "mt-5"}
      >
        <Heading
          id={onPage ? headingId : undefined}
          className={cn("font-bold", onPage ? "text-2xl" : "text-base")}
        >
          {copy.elsewhereHeading}
        </Heading>
        <ul className={cn("mt-2", onPage ? "grid gap-4 md:grid-cols-2" : "space-y-2")}>
          {byCountry(elsewhere).map(([country, lines]) => (
            <li key={country} className={rowClass[place]}>
              <CountryHeading className="font-semibold text-muted-foreground break-words">
                {inCountry[country]}
              </CountryHeading>
              <ul className="mt-1 space-y-3">
                {lines.map((line) => {
                  const name = crisisLineNameOf(line, language);
                  const facts = lineFacts(line, language, copy);
                  return (
                    <li key={line.id} data-crisis-line={line.id}>
                      <p
                        className="font-bold break-words"
                        lang={name.lang === language ? undefined : name.lang}
                        dir={name.lang === language ? undefined : "auto"}
                      >
                        {name.text}
                      </p>
                      {facts.length > 0 ? (
                        <p className="text-sm text-muted-foreground break-words">{facts.join(" · ")}</p>
                      ) : null}
                      <ContactLinks contacts={crisisContactsOf(line, language)} copy={copy} />
                      {onPage ? (
                        <p className="mt-2 text-sm">
                          <a
                            href={line.source}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={titleLinkClass}
                          >
                            {copy.officialSite}
                            <span className="sr-only">
                              {" "}
                              ({name.text}) {dialog.newTab}
                            </span>
                          </a>
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </Elsewhere>

      {onPage ? (
        <p className="mt-6">
          <a
            href={siteConfig.links.helplineDirectory}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline underline-offset-4"
          >
            {dialog.directory}
            {newTab}
          </a>
        </p>
      ) : null}
    </div>
  );
}
