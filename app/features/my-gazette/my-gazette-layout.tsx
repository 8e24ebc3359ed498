import type { ReactNode } from "react";
import { href, Link, NavLink, useLocation } from "react-router";
import { useCurrentUser } from "../../components/layout/use-current-user.ts";
import { hasCapability, hasPermission } from "../accounts/permissions.ts";
import { isNoticesPlacedPath } from "../my-notices/my-notice-lists.ts";

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** When the link is the current page, if not only at its own address (a group of pages). */
  current?: (pathname: string) => boolean;
}

/**
 * The pages of My Gazette, as the signed-in person may see them. The server checks every page itself;
 * this only hides links that would be refused.
 */
export function useMyGazetteLinks(): NavItem[] {
  const user = useCurrentUser();
  if (!user) return [];
  const actor = { ...user, permissions: user.permissions };
  const items: NavItem[] = [
    { to: href("/my-gazette"), label: "My Gazette", end: true },
    // Spec §2: the notices placed; the lists (pending first, as My Gazette's card) and a notice's pages.
    { to: href("/my-gazette/pending"), label: "Notices placed", current: isNoticesPlacedPath },
    { to: href("/my-gazette/saved-notices"), label: "Saved notices" },
    { to: href("/my-gazette/saved-searches"), label: "Saved searches" },
  ];
  if (hasPermission(actor, "manage-images"))
    items.push({ to: href("/my-gazette/images"), label: "My images" });
  // Many notices at once in one file (issue 13 point 5), for people who place notices.
  if (hasPermission(actor, "place-notices")) items.push({ to: href("/my-gazette/bundle"), label: "Bundles" });
  items.push({ to: href("/my-gazette/account"), label: "Account", end: true });
  items.push({ to: href("/my-gazette/orders"), label: "Your orders" });
  items.push({ to: href("/my-gazette/account/details"), label: "Your details" });
  items.push({ to: href("/my-gazette/account/change-password"), label: "Change password" });
  if (hasCapability(actor, "manage-team") || hasCapability(actor, "edit-team-users"))
    items.push({ to: href("/my-gazette/team"), label: "Team" });
  if (hasCapability(actor, "manage-company"))
    items.push({ to: href("/my-gazette/company"), label: "My company" });
  if (hasCapability(actor, "decide-approvals"))
    items.push({ to: href("/admin/approvals"), label: "Approvals" });
  if (hasCapability(actor, "manage-shop")) {
    items.push({ to: href("/admin/orders"), label: "Shop orders" });
    items.push({ to: href("/admin/discount-codes"), label: "Discount codes" });
    items.push({ to: href("/admin/products"), label: "Products and prices" });
  }
  return items;
}

/** Page frame of the My Gazette area: a side navigation and the page. */
export function MyGazetteLayout({ children }: { children: ReactNode }) {
  const links = useMyGazetteLinks();
  const { pathname } = useLocation();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-one-quarter">
        <nav aria-label="My Gazette" className="app-my-gazette-nav">
          <ul className="govuk-list">
            {links.map((link) => (
              <li key={link.to}>
                {link.current ? (
                  // A plain link: NavLink would mark it only at its own address.
                  <Link
                    to={link.to}
                    className={`govuk-link${link.current(pathname) ? " app-my-gazette-nav__current" : ""}`}
                    aria-current={link.current(pathname) ? "page" : undefined}
                  >
                    {link.label}
                  </Link>
                ) : (
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `govuk-link${isActive ? " app-my-gazette-nav__current" : ""}`
                    }
                  >
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="govuk-grid-column-three-quarters">{children}</div>
    </div>
  );
}
