import { contentPage } from "../app/page-handle.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { CardSection, ClosingCallToAction } from "../components/section.tsx";
import {
  founderBeliefs,
  founderStoryClosing,
  founderStoryIntro,
  storyChapters,
} from "../content/founder-story.ts";
import { Tx } from "../i18n/tx.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/founder-story";

export const handle = contentPage;
export const meta: Route.MetaFunction = ({ location }) =>
  metaOf(founderStoryIntro.meta, location, "FounderStory");

export default function FounderStoryPage() {
  return (
    <>
      <PageIntro copy={founderStoryIntro} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6">
        {storyChapters.map((chapter, i) => (
          <section key={chapter.heading} aria-labelledby={`chapter-${i}`}>
            <h2 id={`chapter-${i}`} className="text-2xl font-bold sm:text-3xl">
              <Tx>{chapter.heading}</Tx>
            </h2>
            {chapter.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 text-lg text-muted-foreground">
                <Tx>{paragraph}</Tx>
              </p>
            ))}
          </section>
        ))}
      </div>
      <CardSection section={founderBeliefs} tone="muted" />
      <ClosingCallToAction id="story-cta" {...founderStoryClosing} />
    </>
  );
}
