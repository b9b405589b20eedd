import { PageIntro } from "../components/page-intro.tsx";
import { articlePublished, greatSocialMediaLieIntro } from "../content/great-social-media-lie.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/great-social-media-lie";

export const meta: Route.MetaFunction = () => metaOf(greatSocialMediaLieIntro.meta);

export default function GreatSocialMediaLiePage() {
  return (
    <article>
      <PageIntro copy={greatSocialMediaLieIntro}>
        <p className="mt-6 text-sm font-semibold text-muted-foreground">
          Published <time dateTime={articlePublished.iso}>{articlePublished.label}</time>
        </p>
      </PageIntro>
    </article>
  );
}
