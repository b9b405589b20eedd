import { Pause, Play } from "lucide-react";
import { type FocusEvent, useEffect, useState } from "react";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { useTx } from "../i18n/tx.tsx";
import { cn } from "../lib/cn.ts";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.ts";

export interface CarouselSlide {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/**
 * An auto-advancing, cross-fading image carousel (WAI-ARIA APG carousel pattern). It pauses while hovered
 * or focused, starts paused when the visitor prefers reduced motion, and has a play/pause button and one
 * button per slide. The first image is eager and high priority: it is the page's largest paint.
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
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = choice ? choice === "play" : !reducedMotion;
  const running = autoplay && !hovered && !focused && slides.length > 1;
  const regionLabel = useTx(label);
  const m = useMessages().shell.carousel;
  const roleDescription = m.roleDescription;
  const pauseLabel = m.pause;
  const playLabel = m.play;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, [running, slides.length, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={roleDescription}
      aria-label={regionLabel}
      className={cn("relative overflow-hidden rounded-[2rem] bg-night shadow-xl", className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="relative aspect-[16/10] lg:aspect-[4/3]" aria-live={running ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.src}
            slide={slide}
            position={i}
            count={slides.length}
            active={i === index}
            fadeMs={fadeMs}
          />
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-linear-to-t from-night/80 to-transparent px-4 pt-10 pb-3">
        <button
          type="button"
          onClick={() => setChoice(autoplay ? "pause" : "play")}
          aria-label={autoplay ? pauseLabel : playLabel}
          className="on-night flex size-11 items-center justify-center rounded-full bg-night/70 text-night-foreground hover:bg-night"
        >
          {autoplay ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <SlidePicker
              key={slide.src}
              position={i}
              count={slides.length}
              current={i === index}
              onPick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** One slide: a group named by its position, showing its image when active. */
function Slide({
  slide,
  position,
  count,
  active,
  fadeMs,
}: {
  slide: CarouselSlide;
  position: number;
  count: number;
  active: boolean;
  fadeMs: number;
}) {
  const m = useMessages().shell.carousel;
  const name = formatMessage(m.slidePosition, { position: position + 1, count });
  const roleDescription = m.slideRoleDescription;
  const alt = useTx(slide.alt);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the APG carousel pattern, not a form fieldset
    <div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={name}
      aria-hidden={active ? undefined : true}
      className={cn(
        "absolute inset-0 transition-opacity ease-in-out motion-reduce:transition-none",
        active ? "opacity-100" : "opacity-0",
      )}
      style={{ transitionDuration: `${fadeMs}ms` }}
    >
      <img
        src={slide.src}
        alt={alt}
        width={slide.width}
        height={slide.height}
        loading={position === 0 ? "eager" : "lazy"}
        fetchPriority={position === 0 ? "high" : "low"}
        decoding={position === 0 ? "sync" : "async"}
        className="size-full object-cover"
      />
    </div>
  );
}

/** The button that shows one slide; the current one is drawn wide. */
function SlidePicker({
  position,
  count,
  current,
  onPick,
}: {
  position: number;
  count: number;
  current: boolean;
  onPick: () => void;
}) {
  const name = formatMessage(useMessages().shell.carousel.showImage, { position: position + 1, count });
  return (
    <button
      type="button"
      aria-label={name}
      aria-current={current ? "true" : undefined}
      onClick={onPick}
      className="on-night group flex size-11 items-center justify-center rounded-full"
    >
      <span
        aria-hidden="true"
        className={cn(
          "block h-2.5 rounded-full bg-night-foreground transition-all motion-reduce:transition-none",
          current ? "w-7" : "w-2.5 opacity-60 group-hover:opacity-100",
        )}
      />
    </button>
  );
}
