import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { useEffect, useState } from "react";
import { TESTIMONIALS, type Testimonial } from "../../../core/content/testimonials";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { island } from "../../prerender/island";

const ROTATE_MS = 7000;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Looping testimonials carousel (SPEC §2) following the WAI-ARIA carousel pattern: rotates every 7 s,
 * pauses while hovered or focused, has a Pause/Play control, previous/next and per-slide buttons,
 * and answers the arrow keys. It does not start rotating for people who prefer reduced motion.
 */
export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const show = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="What our members say"
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") show(index + 1);
        else if (e.key === "ArrowLeft") show(index - 1);
      }}
    >
      {/* All slides share one grid cell, so the frame is as tall as the longest quote. */}
      <div className="grid" aria-live={rotating ? "off" : "polite"}>
        {items.map((t, i) => (
          <div
            key={t.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={cn(
              "col-start-1 row-start-1 flex flex-col items-center justify-center rounded-xl border bg-card p-6 text-center shadow-sm transition-opacity duration-500 motion-reduce:transition-none sm:p-8",
              i === index ? "opacity-100" : "pointer-events-none opacity-0",
            )}
          >
            <figure className="flex flex-col items-center">
              <Quote className="size-8 text-brand-gold" aria-hidden="true" />
              <blockquote className="mt-3 text-base leading-relaxed sm:text-lg">“{t.quote}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {t.initials}
                </span>
                <span className="text-left text-sm">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-muted-foreground">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? "Pause testimonials" : "Play testimonials"}
        >
          {playing ? <Pause /> : <Play />}
        </Button>
        <Button variant="outline" size="icon" onClick={() => show(index - 1)} aria-label="Previous testimonial">
          <ChevronLeft />
        </Button>
        <div className="flex items-center">
          {items.map((t, i) => (
            <button
              key={t.name}
              type="button"
              onClick={() => show(i)}
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  "block size-2.5 rounded-full transition-colors",
                  i === index ? "bg-primary" : "bg-input hover:bg-muted-foreground",
                )}
              />
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" onClick={() => show(index + 1)} aria-label="Next testimonial">
          <ChevronRight />
        </Button>
      </div>
    </section>
  );
}

/** The home page's carousel, with its testimonials (SPEC §2). */
export function HomeTestimonials() {
  return <TestimonialsCarousel items={TESTIMONIALS} />;
}

export const HomeTestimonialsIsland = island("home-testimonials", HomeTestimonials);
