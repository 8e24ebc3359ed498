import { Link } from "react-router";
import { appContext } from "../../../context.ts";
import { requireCapability } from "../../../features/accounts/require-user.server.ts";
import { ConfirmRemoval, SimplePagination } from "../../../features/my-gazette/confirm-removal.tsx";
import { MyGazetteLayout } from "../../../features/my-gazette/my-gazette-layout.tsx";
import {
  countSavedNotices,
  listSavedNotices,
} from "../../../features/saved-notices/saved-notices-service.server.ts";
import { formatLongDate } from "../../../lib/dates.ts";
import { lastPageOf, MY_GAZETTE_PAGE_SIZE, pageFrom } from "../../../lib/paging.ts";
import type { Route } from "./+types/saved-notices";

export const meta: Route.MetaFunction = () => [{ title: "Saved notices - My Gazette - The Gazette" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCapability(context, request, "use-my-gazette");
  const { db } = context.get(appContext);
  const page = pageFrom(new URL(request.url));
  const [notices, total] = await Promise.all([
    listSavedNotices(db, user.id, { limit: MY_GAZETTE_PAGE_SIZE, offset: (page - 1) * MY_GAZETTE_PAGE_SIZE }),
    countSavedNotices(db, user.id),
  ]);
  return { notices, total, page, lastPage: lastPageOf(total) };
}

export default function SavedNoticesPage({ loaderData }: Route.ComponentProps) {
  const { notices, total, page, lastPage } = loaderData;
  return (
    <MyGazetteLayout>
      <h1 className="govuk-heading-l">Saved notices</h1>
      {total === 0 ? (
        <p className="govuk-body">
          You have not saved any notices yet. Use “Save notice to My Gazette” on a notice, or “Favourite this”
          in a list of notices.{" "}
          <Link className="govuk-link" to="/all-notices/notice">
            Find notices
          </Link>
        </p>
      ) : (
        <>
          <p className="govuk-body">
            {total === 1 ? "1 saved notice" : `${total.toLocaleString("en-GB")} saved notices`}
          </p>
          <table className="govuk-table app-saved-notices">
            <caption className="govuk-table__caption govuk-visually-hidden">Your saved notices</caption>
            <thead className="govuk-table__head">
              <tr className="govuk-table__row">
                <th scope="col" className="govuk-table__header">
                  Notice
                </th>
                <th scope="col" className="govuk-table__header">
                  Type
                </th>
                <th scope="col" className="govuk-table__header">
                  Published
                </th>
                <th scope="col" className="govuk-table__header">
                  Saved on
                </th>
                <th scope="col" className="govuk-table__header">
                  <span className="govuk-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="govuk-table__body">
              {notices.map((n) => (
                <tr className="govuk-table__row" key={n.noticeId}>
                  <td className="govuk-table__cell">
                    <Link className="govuk-link" to={`/notice/${n.noticeId}`}>
                      {n.title}
                    </Link>
                  </td>
                  <td className="govuk-table__cell">{n.noticeTypeName}</td>
                  <td className="govuk-table__cell">{n.publishedAt ? formatLongDate(n.publishedAt) : "–"}</td>
                  <td className="govuk-table__cell">{formatLongDate(n.savedAt)}</td>
                  <td className="govuk-table__cell">
                    <ConfirmRemoval
                      confirmUrl={`/my-gazette/saved-notices/${n.noticeId}/remove`}
                      label="Remove"
                      itemName={n.title}
                      question="Remove this notice from My Gazette?"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <SimplePagination path="/my-gazette/saved-notices" page={page} lastPage={lastPage} />
        </>
      )}
    </MyGazetteLayout>
  );
}
