import { Pause, Play } from "lucide-react";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { useTx } from "../i18n/tx.tsx";
import { cn } from "../lib/cn.ts";

export interface CarouselSlide {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/**
 * An auto-advancing, cross-fading image carousel (WAI-ARIA APG carousel pattern). It pauses while hovered or
 * focused, starts paused when the visitor prefers reduced motion, and has a play/pause button and one button
 * per slide. This is its markup; its behaviour is the `ember-carousel` element's (app/page-behaviours.ts),
 * which works from the first paint with or without React and keeps its state in these attributes (so they
 * may differ from what React rendered). The first image is eager and high priority: the page's largest paint.
 */
export function HeroCarousel({
  slides,
  label,
  intervalMs,
  fadeMs,
  className,
}: {
  slides: readonly CarouselSlide[];
  label: string;
  intervalMs: number;
  fadeMs: number;
  className?: string;
}) {
  const regionLabel = useTx(label);
  const m = useMessages().shell.carousel;
  return (
    <ember-carousel
      data-interval={intervalMs}
      data-autoplay="true"
      suppressHydrationWarning
      class={cn("group/carousel relative block overflow-hidden rounded-[2rem] bg-night shadow-xl", className)}
    >
      <section aria-roledescription={m.roleDescription} aria-label={regionLabel}>
        <div
          data-carousel-stage=""
          suppressHydrationWarning
          className="relative aspect-[16/10] lg:aspect-[4/3]"
          aria-live="off"
        >
          {slides.map((slide, i) => (
            <Slide key={slide.src} slide={slide} position={i} count={slides.length} fadeMs={fadeMs} />
          ))}
        </div>
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-linear-to-t from-night/80 to-transparent px-4 pt-10 pb-3">
          <button
            type="button"
            data-carousel-toggle=""
            data-pause={m.pause}
            data-play={m.play}
            aria-label={m.pause}
            suppressHydrationWarning
            className="on-night flex size-11 items-center justify-center rounded-full bg-night/70 text-night-foreground hover:bg-night"
          >
            <Pause aria-hidden="true" className="size-5 group-data-[autoplay=false]/carousel:hidden" />
            <Play aria-hidden="true" className="hidden size-5 group-data-[autoplay=false]/carousel:block" />
          </button>
          <div className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <SlidePicker key={slide.src} position={i} count={slides.length} />
            ))}
          </div>
        </div>
      </section>
    </ember-carousel>
  );
}

/** One slide: a group named by its position, shown while it is the active one. */
function Slide({
  slide,
  position,
  count,
  fadeMs,
}: {
  slide: CarouselSlide;
  position: number;
  count: number;
  fadeMs: number;
}) {
  const m = useMessages().shell.carousel;
  const name = formatMessage(m.slidePosition, { position: position + 1, count });
  const alt = useTx(slide.alt);
  const first = position === 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the APG carousel pattern, not a form fieldset
    <div
      role="group"
      data-slide=""
      data-state={first ? "active" : "inactive"}
      aria-roledescription={m.slideRoleDescription}
      aria-label={name}
      aria-hidden={first ? undefined : true}
      suppressHydrationWarning
      className="absolute inset-0 opacity-0 transition-opacity ease-in-out data-[state=active]:opacity-100 motion-reduce:transition-none"
      style={{ transitionDuration: `${fadeMs}ms` }}
    >
      <img
        src={slide.src}
        alt={alt}
        width={slide.width}
        height={slide.height}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "low"}
        decoding={first ? "sync" : "async"}
        className="size-full object-cover"
      />
    </div>
  );
}

/** The button that shows one slide; the current one is drawn wide. */
function SlidePicker({ position, count }: { position: number; count: number }) {
  const name = formatMessage(useMessages().shell.carousel.showImage, { position: position + 1, count });
  const first = position === 0;
  return (
    <button
      type="button"
      data-slide-picker=""
      data-state={first ? "active" : "inactive"}
      aria-label={name}
      aria-current={first ? "true" : undefined}
      suppressHydrationWarning
      className="on-night group flex size-11 items-center justify-center rounded-full"
    >
      <span
        aria-hidden="true"
        className="block h-2.5 w-2.5 rounded-full bg-night-foreground opacity-60 transition-all group-hover:opacity-100 group-data-[state=active]:w-7 group-data-[state=active]:opacity-100 motion-reduce:transition-none"
      />
    </button>
  );
}
