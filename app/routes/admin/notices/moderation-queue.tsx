import { Form, href, Link } from "react-router";
import { SelectField } from "../../../components/forms/fields.tsx";
import { Table } from "../../../components/ui/table.tsx";
import { Tag } from "../../../components/ui/tag.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { parseQueueQuery } from "../../../features/moderation/moderation-forms.ts";
import { moderationQueue } from "../../../features/moderation/moderation-service.server.ts";
import { MODERATION_SLA_STATEMENT } from "../../../features/moderation/moderation-sla.ts";
import { formatDateTime, formatLongDate } from "../../../lib/dates.ts";
import type { Route } from "./+types/moderation-queue";

export const meta: Route.MetaFunction = () => [{ title: "Notices awaiting approval - The Gazette" }];

/**
 * `/admin/notices`: the notices awaiting approval, oldest first, filtered by edition, type and age (a GET
 * form), each with how long it has waited, when it is due under the service level and whether it is
 * overdue, and whether its placer has answered the proof.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQueueQuery(new URL(request.url).searchParams);
  const view = await moderationQueue(context.get(appContext).db, signedInUser(context), query);
  return { query, ...view };
}

export default function ModerationQueuePage({ loaderData }: Route.ComponentProps) {
  const { query, items, editions, types, ages, limit } = loaderData;
  return (
    <>
      <span className="govuk-caption-l">Moderation</span>
      <h1 className="govuk-heading-l">Notices awaiting approval</h1>
      <p className="govuk-body" id="moderation-sla">
        Service level: {MODERATION_SLA_STATEMENT}
      </p>
      <Form method="get" action={href("/admin/notices")} className="app-moderation-filter">
        <SelectField
          name="edition"
          label="Edition"
          placeholder="Any edition"
          options={editions}
          value={query.edition}
          errors={[]}
        />
        <SelectField
          name="type"
          label="Notice type"
          placeholder="Any type"
          options={types}
          value={query.type}
          errors={[]}
        />
        <SelectField
          name="age"
          label="Waiting"
          placeholder="Any time"
          options={ages}
          value={query.age}
          errors={[]}
        />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
            Filter notices
          </button>
          <Link className="govuk-link" to={href("/admin/notices")}>
            Clear filters
          </Link>
        </div>
      </Form>
      <Table
        id="moderation-queue"
        caption={
          items.length >= limit
            ? `The oldest ${limit} notices awaiting approval`
            : "Notices awaiting approval, oldest first"
        }
        emptyText="No notices are awaiting approval."
        firstCellIsHeader
        columns={[
          { header: "Notice" },
          { header: "Type" },
          { header: "Edition" },
          { header: "Placed by" },
          { header: "Waiting" },
          { header: "Proof" },
        ]}
        rows={items.map((item) => ({
          key: item.id,
          data: { "data-notice-id": item.id },
          cells: [
            <Link
              key="notice"
              className="govuk-link"
              to={href("/admin/notices/:id", { id: String(item.id) })}
            >
              {item.title} <span className="govuk-visually-hidden">(notice {item.id})</span>
            </Link>,
            `${item.noticeType} (${item.noticeCode})`,
            item.editionName,
            item.placer,
            <span key="waiting">
              {item.sla.age}, since {formatDateTime(item.waitingSince)}
              <br />
              {item.sla.overdue ? (
                <Tag colour="red">Overdue</Tag>
              ) : (
                <span className="govuk-hint govuk-!-margin-bottom-0">
                  Due by {formatLongDate(item.sla.dueOn)}
                </span>
              )}
            </span>,
            item.proof === "accepted" ? (
              <Tag key="proof" colour="green">
                Accepted
              </Tag>
            ) : item.proof === "commented" ? (
              <Tag key="proof" colour="yellow">
                Commented
              </Tag>
            ) : (
              "Not yet answered"
            ),
          ],
        }))}
      />
    </>
  );
}
