import type { ReactNode } from "react";
import { href, Link, NavLink } from "react-router";
import { AuthEnhancements } from "../../features/accounts/auth-enhancements.tsx";
import type { UserSummary } from "../../features/accounts/current-user.ts";
import { BasketLink } from "../../features/baskets/basket-link.tsx";
import { ServicesMenu } from "./services-menu.tsx";

const NAVIGATION = [
  { to: href("/:service/notice", { service: "all-notices" }), label: "Notices" },
  { to: href("/insolvency"), label: "Insolvency" },
  { to: href("/wills-and-probate"), label: "Wills and probate" },
  { to: href("/browse-publications"), label: "Browse publications" },
];

/** The page frame of every page: skip link, header with services and account navigation, footer. */
/**
 * `user` comes from the root loader; the 404 document of data addresses renders this frame outside the
 * router, signed out, so the frame itself reads no router state.
 */
export function SiteLayout({
  children,
  flash,
  user,
  basketCount = 0,
}: {
  children: ReactNode;
  flash?: ReactNode;
  user: UserSummary | null;
  /** Things in the visitor's or person's basket, for the account navigation's "Basket (n)". */
  basketCount?: number;
}) {
  return (
    <>
      <a href="#main-content" className="govuk-skip-link" data-module="govuk-skip-link">
        Skip to main content
      </a>
      <header className="govuk-generic-header" data-module="govuk-header">
        <div className="govuk-generic-header__container govuk-width-container">
          <div className="govuk-generic-header__logo">
            <Link to={href("/")} className="govuk-generic-header__homepage-link">
              <span className="govuk-!-font-size-27 govuk-!-font-weight-bold">The Gazette</span>
              <span className="govuk-visually-hidden"> home page</span>
            </Link>
          </div>
        </div>
      </header>
      <section aria-label="Service information" className="govuk-service-navigation">
        <div className="govuk-width-container">
          <div className="govuk-service-navigation__container">
            <span className="govuk-service-navigation__service-name">
              <span className="govuk-service-navigation__text">Official public record</span>
            </span>
            <nav aria-label="Main" className="govuk-service-navigation__wrapper">
              <ul className="govuk-service-navigation__list" id="navigation">
                {NAVIGATION.map((item) => (
                  <li key={item.to} className="govuk-service-navigation__item">
                    <NavLink className="govuk-service-navigation__link" to={item.to}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="app-header-account">
              <ServicesMenu />
              <nav aria-label="Account" className="app-account-nav">
                {user ? (
                  <>
                    {/* The account-name element tells page scripts someone is signed in (spec §4). */}
                    <span className="app-account-nav__name account-name" id="user-full-name">
                      {user.name}
                    </span>
                    <Link className="govuk-link" to={href("/my-gazette")}>
                      My Gazette
                    </Link>
                    <BasketLink count={basketCount} />
                    <a className="govuk-link" href={href("/sign-out")}>
                      Sign out
                    </a>
                  </>
                ) : (
                  <>
                    <BasketLink count={basketCount} />
                    <a className="govuk-link sign-in-modal" href={href("/sign-in")}>
                      Sign in
                    </a>
                  </>
                )}
              </nav>
            </div>
          </div>
        </div>
      </section>
      <div className="govuk-width-container">
        <div className="app-flash" role="status" aria-live="polite">
          {flash}
        </div>
        <main className="govuk-main-wrapper" id="main-content">
          {children}
        </main>
      </div>
      <footer className="govuk-footer">
        <div className="govuk-width-container">
          <div className="govuk-footer__meta">
            <div className="govuk-footer__meta-item govuk-footer__meta-item--grow">
              <h2 className="govuk-visually-hidden">Support links</h2>
              <ul className="govuk-footer__inline-list">
                <li className="govuk-footer__inline-list-item">
                  <Link className="govuk-footer__link" to="/help">
                    Help
                  </Link>
                </li>
                <li className="govuk-footer__inline-list-item">
                  <Link className="govuk-footer__link" to="/news">
                    News
                  </Link>
                </li>
                <li className="govuk-footer__inline-list-item">
                  <Link className="govuk-footer__link" to="/case-studies">
                    Case studies
                  </Link>
                </li>
                <li className="govuk-footer__inline-list-item">
                  <Link className="govuk-footer__link" to="/help/data-formats">
                    Data and feeds
                  </Link>
                </li>
                <li className="govuk-footer__inline-list-item">
                  <Link className="govuk-footer__link" to="/help/accessibility">
                    Accessibility
                  </Link>
                </li>
                <li className="govuk-footer__inline-list-item">
                  <Link className="govuk-footer__link" to={href("/api")}>
                    API
                  </Link>
                </li>
              </ul>
              <p className="govuk-body-s govuk-!-margin-top-3">
                Notice data in this demonstration is synthetic. Geography: contains OS data © Crown copyright
                and database right 2025; contains Royal Mail data © Royal Mail copyright and database right
                2025; source: Office for National Statistics, licensed under the Open Government Licence v3.0.
              </p>
              <span className="govuk-footer__licence-description">
                All content is available under the{" "}
                <a
                  className="govuk-footer__link"
                  href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/"
                  rel="license"
                >
                  Open Government Licence v3.0
                </a>
                , except where otherwise stated
              </span>
            </div>
          </div>
        </div>
      </footer>
      <AuthEnhancements signedIn={user !== null} />
    </>
  );
}
