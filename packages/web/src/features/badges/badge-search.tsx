import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { searchBadges } from "../../api/badge-functions.ts";
import { Section } from "../../components/section.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { formatCount } from "../../i18n/number-format.ts";
import { BadgeCard } from "./badge-card.tsx";

// The server refuses longer text (the longest badge name); the field says so first.
const MAX_LENGTH = 200;

/**
 * The search of badges by name. The results panel appears only after a search that matched; empty text
 * asks the server nothing and shows nothing. Holders are shown with the same neutral label as the board.
 * Every outcome, a match too, is said in the polite live region; the button stays enabled (aria-disabled
 * while searching) so keyboard focus stays on it.
 */
export function BadgeSearch() {
  const inputId = useId();
  const [text, setText] = useState("");
  const search = useMutation({ mutationFn: searchBadges });
  const { language, messages } = useLanguage();
  const copy = messages.badges.search;
  const holder = messages.badges.board.holder;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (search.isPending) return;
    if (query === "") search.reset();
    else search.mutate(query);
  };

  const found = search.data?.badges ?? [];
  const resultsTitle = formatMessage(copy.results, { count: formatCount(language, found.length) });
  return (
    <Section fromCatalog id="search" heading={copy.heading} intro={copy.intro}>
      <search className="mt-6 block max-w-2xl">
        <form onSubmit={onSubmit} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-semibold">
            {copy.label}
          </label>
          <div className="flex flex-wrap gap-3">
            <Input
              id={inputId}
              type="search"
              autoComplete="off"
              maxLength={MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="min-w-0 flex-[1_1_14rem]"
            />
            <Button
              type="submit"
              size="lg"
              aria-disabled={search.isPending || undefined}
              className="flex-none aria-disabled:opacity-60"
            >
              <Search aria-hidden="true" className="size-4" />
              {search.isPending ? copy.searching : copy.button}
            </Button>
          </div>
        </form>
      </search>
      <div aria-live="polite" className="mt-6">
        {search.isError ? <p className="font-semibold text-destructive">{copy.failed}</p> : null}
        {search.isSuccess && found.length === 0 ? <p>{copy.none}</p> : null}
        {/* The panel below shows the same; this line is what a screen reader hears when it appears. */}
        {found.length > 0 ? <p className="sr-only">{resultsTitle}</p> : null}
      </div>
      {found.length > 0 ? (
        <section aria-labelledby="found-badges-title" className="mt-2">
          <h3 id="found-badges-title" className="font-serif text-2xl font-bold">
            {resultsTitle}
          </h3>
          {search.data?.more ? <p className="mt-1 text-muted-foreground">{copy.more}</p> : null}
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {found.map((badge) => (
              <li key={badge.id} data-badge-id={badge.id}>
                <BadgeCard badge={badge} who={holder} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Section>
  );
}
