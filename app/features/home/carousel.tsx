/**
 * The home carousel. Without JavaScript every slide is shown, one after another. With JavaScript one
 * slide shows at a time and advances every 6000 ms with a 600 ms fade, wrapping from the last to the
 * first; hovering or focusing it pauses, and the pause button stops it until pressed again (WCAG 2.2.2).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { CAROUSEL_DELAY_MS, CAROUSEL_EFFECT_MS, type CarouselSlide } from "./carousel-slides.ts";

export function Carousel({
  slides,
  delayMs = CAROUSEL_DELAY_MS,
  effectMs = CAROUSEL_EFFECT_MS,
}: {
  slides: readonly CarouselSlide[];
  delayMs?: number;
  effectMs?: number;
}) {
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Transitions start after the first enhanced paint, so hidden slides do not fade out on page load.
  const [animate, setAnimate] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setEnhanced(true);
    const frame = requestAnimationFrame(() => setAnimate(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const held = paused || hovered || focused;

  const go = useCallback(
    (next: number) => setActive(((next % slides.length) + slides.length) % slides.length),
    [slides.length],
  );

  useEffect(() => {
    if (!enhanced || held || slides.length < 2) return;
    timer.current = setTimeout(() => go(active + 1), delayMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [enhanced, held, active, delayMs, go, slides.length]);

  return (
    <section
      className={`app-carousel${enhanced ? " app-carousel--enhanced" : ""}`}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-active-slide={enhanced ? active : undefined}
      data-paused={enhanced ? String(held) : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="app-carousel__slides" aria-live={enhanced && held ? "polite" : "off"}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern marks each slide as a group
          <div
            key={slide.title}
            className={`app-carousel__slide ${slide.classes}${!enhanced || i === active ? " is-active" : ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={enhanced && i !== active ? true : undefined}
            style={{
              transitionDuration: animate ? `${effectMs}ms` : "0ms",
              ...(slide.backgroundImage ? { backgroundImage: `url(${slide.backgroundImage})` } : {}),
            }}
          >
            <h2 className="govuk-heading-l app-carousel__title">{slide.title}</h2>
            <p className="govuk-body-l app-carousel__description">{slide.description}</p>
            <p className="govuk-body">
              <a
                className="govuk-link app-carousel__link"
                href={slide.link.href}
                tabIndex={enhanced && i !== active ? -1 : undefined}
              >
                {slide.link.text}
              </a>
            </p>
          </div>
        ))}
      </div>
      {enhanced && slides.length > 1 ? (
        <div className="app-carousel__controls">
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            onClick={() => go(active - 1)}
          >
            Previous<span className="govuk-visually-hidden"> slide</span>
          </button>
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? "Play" : "Pause"}
            <span className="govuk-visually-hidden"> slides</span>
          </button>
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            onClick={() => go(active + 1)}
          >
            Next<span className="govuk-visually-hidden"> slide</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
