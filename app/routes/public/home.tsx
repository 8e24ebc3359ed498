import { href, Link } from "react-router";
import { appContext } from "../../context.ts";
import { getCurrentUser } from "../../features/accounts/require-user.server.ts";
import { Carousel } from "../../features/home/carousel.tsx";
import { HOME_SLIDES } from "../../features/home/carousel-slides.ts";
import { NoticeList } from "../../features/notices/notice-list.tsx";
import { latestNotices } from "../../features/notices/notice-service.server.ts";
import { savedAmong } from "../../features/saved-notices/saved-notices-service.server.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "The Gazette: official public record" },
  {
    name: "description",
    content: "Official public notices from the London, Edinburgh and Belfast Gazettes.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const latest = await latestNotices(db, 10);
  const savedIds = await savedAmong(
    db,
    getCurrentUser(context)?.id,
    latest.map((n) => n.id),
  );
  return { latest, savedIds };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="govuk-heading-xl">The Gazette</h1>
      <p className="govuk-body-l">
        The official public record since 1665: notices from the London, Edinburgh and Belfast Gazettes.
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself */}
      <form
        action={href("/:service/notice", { service: "all-notices" })}
        method="get"
        role="search"
        className="govuk-!-margin-bottom-6"
      >
        <div className="govuk-form-group govuk-!-margin-bottom-2">
          <label className="govuk-label govuk-label--m" htmlFor="home-search">
            Search all notices
          </label>
          <div className="govuk-hint" id="home-search-hint">
            For example a company name, a person's name or a place
          </div>
          <input
            className="govuk-input govuk-!-width-two-thirds"
            id="home-search"
            name="text"
            type="search"
            aria-describedby="home-search-hint"
          />{" "}
          <button type="submit" className="govuk-button govuk-!-margin-bottom-0">
            Search
          </button>
        </div>
      </form>
      <Carousel slides={HOME_SLIDES} />
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h2 className="govuk-heading-l">Latest notices</h2>
          <NoticeList notices={loaderData.latest} savedIds={loaderData.savedIds} />
          <p className="govuk-body govuk-!-margin-top-4">
            <Link className="govuk-link" to={href("/:service/notice", { service: "all-notices" })}>
              See all notices
            </Link>
          </p>
        </div>
        <div className="govuk-grid-column-one-third">
          <h2 className="govuk-heading-m">Services</h2>
          <ul className="govuk-list">
            <li>
              <Link className="govuk-link" to={href("/insolvency")}>
                Insolvency notices
              </Link>
            </li>
            <li>
              <Link className="govuk-link" to={href("/wills-and-probate")}>
                Wills and probate
              </Link>
            </li>
            <li>
              <Link
                className="govuk-link"
                to={href("/:edition/issue/:number", { edition: "london", number: "latest" })}
              >
                Latest London Gazette issue
              </Link>
            </li>
            <li>
              <Link
                className="govuk-link"
                to={href("/:edition/issue/:number", { edition: "edinburgh", number: "latest" })}
              >
                Latest Edinburgh Gazette issue
              </Link>
            </li>
            <li>
              <Link
                className="govuk-link"
                to={href("/:edition/issue/:number", { edition: "belfast", number: "latest" })}
              >
                Latest Belfast Gazette issue
              </Link>
            </li>
            <li>
              <Link className="govuk-link" to="/help/data-formats">
                Data feeds and formats
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
