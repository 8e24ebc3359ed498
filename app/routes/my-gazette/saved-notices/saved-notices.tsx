import { href, Link } from "react-router";
import { Table } from "../../../components/ui/table.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { ConfirmRemoval, SimplePagination } from "../../../features/my-gazette/confirm-removal.tsx";
import {
  countSavedNotices,
  listSavedNotices,
} from "../../../features/saved-notices/saved-notices-service.server.ts";
import { formatLongDate } from "../../../lib/dates.ts";
import { lastPageOf, MY_GAZETTE_PAGE_SIZE, pageFrom } from "../../../lib/paging.ts";
import type { Route } from "./+types/saved-notices";

export const meta: Route.MetaFunction = () => [{ title: "Saved notices - My Gazette - The Gazette" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
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
    <>
      <h1 className="govuk-heading-l">Saved notices</h1>
      {total === 0 ? (
        <p className="govuk-body">
          You have not saved any notices yet. Use “Save notice to My Gazette” on a notice, or “Favourite this”
          in a list of notices.{" "}
          <Link className="govuk-link" to={href("/:service/notice", { service: "all-notices" })}>
            Find notices
          </Link>
        </p>
      ) : (
        <>
          <p className="govuk-body">
            {total === 1 ? "1 saved notice" : `${total.toLocaleString("en-GB")} saved notices`}
          </p>
          <Table
            className="app-saved-notices"
            caption="Your saved notices"
            captionHidden
            columns={[
              { header: "Notice" },
              { header: "Type" },
              { header: "Published" },
              { header: "Saved on" },
              { header: <span className="govuk-visually-hidden">Actions</span> },
            ]}
            rows={notices.map((n) => ({
              key: n.noticeId,
              cells: [
                <Link
                  key="notice"
                  className="govuk-link"
                  to={href("/notice/:id", { id: String(n.noticeId) })}
                >
                  {n.title}
                </Link>,
                n.noticeTypeName,
                n.publishedAt ? formatLongDate(n.publishedAt) : "–",
                formatLongDate(n.savedAt),
                <ConfirmRemoval
                  key="remove"
                  confirmUrl={href("/my-gazette/saved-notices/:id/remove", { id: String(n.noticeId) })}
                  label="Remove"
                  itemName={n.title}
                  question="Remove this notice from My Gazette?"
                />,
              ],
            }))}
          />
          <SimplePagination path={href("/my-gazette/saved-notices")} page={page} lastPage={lastPage} />
        </>
      )}
    </>
  );
}
