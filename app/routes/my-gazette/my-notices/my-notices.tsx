import { href, Link } from "react-router";
import { Table } from "../../../components/ui/table.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { SimplePagination } from "../../../features/my-gazette/confirm-removal.tsx";
import {
  isMyNoticeList,
  MY_NOTICE_LIST_EMPTY,
  MY_NOTICE_LIST_LABELS,
  MY_NOTICE_LIST_TITLES,
  MY_NOTICE_LISTS,
  type MyNoticeList,
  NOTICE_STATUS_LABELS,
} from "../../../features/my-notices/my-notice-lists.ts";
import { myNoticesToJson, myNoticesToXml } from "../../../features/my-notices/my-notices-representations.ts";
import { listMyNotices } from "../../../features/my-notices/my-notices-service.server.ts";
import { NoticeChangeLink, NoticeToast } from "../../../features/my-notices/notice-change-link.tsx";
import { chooseRepresentation } from "../../../features/notices/representations/negotiation.ts";
import { getEdition } from "../../../features/publications/editions.ts";
import { formatLongDate } from "../../../lib/dates.ts";
import { notFound } from "../../../lib/http.server.ts";
import { lastPageOf, MY_GAZETTE_PAGE_SIZE, pageFrom } from "../../../lib/paging.ts";
import type { Route } from "./+types/my-notices";

/**
 * `/my-gazette/draft`, `/pending`, `/withdrawn`, `/rejected`, `/published` (registered once each; the
 * address names the list): the person's notices placed — and the team's, if they may see them — newest
 * first, a page at a time. A client that prefers JSON or XML gets the same page as data
 * (my-notices-representations.ts), answered in middleware before the page renders.
 */
function listOf(request: Request): MyNoticeList {
  const name = new URL(request.url).pathname.replace(/\.data$/, "").split("/")[2] ?? "";
  if (!isMyNoticeList(name)) notFound();
  return name;
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method === "GET" && !new URL(request.url).pathname.endsWith(".data")) {
      const wanted = chooseRepresentation(request.headers.get("accept"));
      if (wanted === "json" || wanted === "xml") {
        const { db, siteUrl } = context.get(appContext);
        const page = await listMyNotices(
          db,
          signedInUser(context),
          listOf(request),
          pageFrom(new URL(request.url)),
          MY_GAZETTE_PAGE_SIZE,
        );
        const headers = { Vary: "Accept", "Cache-Control": "private, no-store" };
        return wanted === "json"
          ? Response.json(myNoticesToJson(page, siteUrl), { headers })
          : new Response(myNoticesToXml(page, siteUrl), {
              headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" },
            });
      }
    }
    const response = await next();
    response.headers.append("Vary", "Accept");
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const list = listOf(request);
  const page = await listMyNotices(db, user, list, pageFrom(new URL(request.url)), MY_GAZETTE_PAGE_SIZE);
  return { ...page, lastPage: lastPageOf(page.total) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${MY_NOTICE_LIST_TITLES[loaderData.list]} - My Gazette - The Gazette`
      : "My Gazette - The Gazette",
  },
];

function ListNavigation({ current }: { current: MyNoticeList }) {
  return (
    <nav className="app-my-notices-nav" aria-label="Notices placed">
      <ul>
        {MY_NOTICE_LISTS.map((list) => (
          <li key={list}>
            <a
              className="govuk-link"
              href={`/my-gazette/${list}`}
              aria-current={list === current ? "page" : undefined}
            >
              {MY_NOTICE_LIST_LABELS[list]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const date = (d: Date | string | null) => (d ? formatLongDate(d) : "–");

export default function MyNoticesPage({ loaderData }: Route.ComponentProps) {
  const { list, rows, total, page, lastPage, team } = loaderData;
  return (
    <>
      <span className="govuk-caption-l">Notices placed</span>
      <h1 className="govuk-heading-l">{MY_NOTICE_LIST_TITLES[list]}</h1>
      <ListNavigation current={list} />
      <NoticeToast />
      {total === 0 ? (
        <p className="govuk-body">
          {MY_NOTICE_LIST_EMPTY[list]}{" "}
          <Link className="govuk-link" to={href("/my-gazette/place-notice")}>
            Place a notice
          </Link>
        </p>
      ) : (
        <>
          <p className="govuk-body">
            {total === 1 ? "1 notice" : `${total.toLocaleString("en-GB")} notices`}
            {team ? ", placed by you and your team" : ""}
          </p>
          <Table
            className="app-my-notices"
            caption={MY_NOTICE_LIST_TITLES[list]}
            captionHidden
            columns={[
              { header: "Notice" },
              { header: "Type" },
              { header: "Edition" },
              { header: "Status" },
              { header: "Dates" },
              { header: <span className="govuk-visually-hidden">Actions</span> },
            ]}
            rows={rows.map((n) => ({
              key: n.id,
              data: { "data-notice-id": n.id },
              cells: [
                <span key="notice">
                  {n.status === "published" ? (
                    <Link className="govuk-link" to={href("/notice/:id", { id: String(n.id) })}>
                      {n.title}
                    </Link>
                  ) : n.status === "draft" && n.actions.delete ? (
                    // A draft resumes at its task list.
                    <Link className="govuk-link" to={href("/my-gazette/draft/:id", { id: String(n.id) })}>
                      {n.title}
                    </Link>
                  ) : n.status === "draft" ? (
                    n.title
                  ) : (
                    <Link className="govuk-link" to={href("/my-gazette/notices/:id", { id: String(n.id) })}>
                      {n.title}
                    </Link>
                  )}
                  <br />
                  <span className="govuk-body-s">Notice {n.id}</span>
                  {team && n.placedByName ? (
                    <>
                      <br />
                      <span className="govuk-body-s">Placed by {n.placedByName}</span>
                    </>
                  ) : null}
                </span>,
                `${n.noticeTypeName} (${n.noticeCode})`,
                getEdition(n.editionId)?.name ?? n.editionId,
                NOTICE_STATUS_LABELS[n.status],
                <span key="dates">
                  Begun {date(n.createdAt)}
                  {n.submittedAt ? (
                    <>
                      <br />
                      Submitted {date(n.submittedAt)}
                    </>
                  ) : null}
                  {n.publishedAt ? (
                    <>
                      <br />
                      Published {date(n.publishedAt)}
                    </>
                  ) : null}
                </span>,
                n.actions.withdraw ? (
                  <NoticeChangeLink key="change" change="withdraw" notice={n} />
                ) : n.actions.delete ? (
                  <NoticeChangeLink key="change" change="delete" notice={n} />
                ) : null,
              ],
            }))}
          />
          <SimplePagination path={`/my-gazette/${list}`} page={page} lastPage={lastPage} />
        </>
      )}
    </>
  );
}
