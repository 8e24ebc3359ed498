/** Slides of the home-page carousel (spec §3: title, description, link, background image, classes). */
import { href } from "react-router";
export interface CarouselSlide {
  title: string;
  description: string;
  link: { href: string; text: string };
  backgroundImage: string | null;
  classes: string;
}

export const HOME_SLIDES: readonly CarouselSlide[] = [
  {
    title: "Search the official public record",
    description:
      "Insolvency, deceased estates, company, planning and state notices from the London, Edinburgh and Belfast Gazettes.",
    link: { href: href("/:service/notice", { service: "all-notices" }), text: "Search all notices" },
    backgroundImage: null,
    classes: "app-carousel__slide--search",
  },
  {
    title: "Deceased estates notices",
    description:
      "Executors and administrators: protect yourselves from unknown claims by publishing a deceased estates notice.",
    link: {
      href: href("/:service/notice", { service: "wills-and-probate" }),
      text: "Find deceased estates notices",
    },
    backgroundImage: null,
    classes: "app-carousel__slide--wills",
  },
  {
    title: "Browse the archive back to 1665",
    description: "Every issue of The London Gazette since issue 1, by year and index volume.",
    link: { href: href("/browse-publications"), text: "Browse publications" },
    backgroundImage: null,
    classes: "app-carousel__slide--archive",
  },
  {
    title: "Data for developers",
    description:
      "Every search as an Atom feed or JSON, every notice as JSON-LD, Turtle, XHTML with RDFa and PDF.",
    link: { href: "/help/data-formats", text: "Read about data formats" },
    backgroundImage: null,
    classes: "app-carousel__slide--data",
  },
];

/** Spec §2/§9: delay 6000 ms between slides, 600 ms transition effect. */
export const CAROUSEL_DELAY_MS = 6000;
export const CAROUSEL_EFFECT_MS = 600;
