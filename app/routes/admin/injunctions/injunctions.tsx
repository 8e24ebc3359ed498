import { href, Link } from "react-router";
import { Table } from "../../../components/ui/table.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { InjunctionStateTag, injunctionDates } from "../../../features/injunctions/injunction-summary.tsx";
import {
  type InjunctionView,
  injunctionsPage,
} from "../../../features/injunctions/injunctions-service.server.ts";
import type { Route } from "./+types/injunctions";

export const meta: Route.MetaFunction = () => [{ title: "Court injunctions - The Gazette" }];

/** `/admin/injunctions`: the current injunctions (in force, or from a later start), then the ended ones. */
export async function loader({ context }: Route.LoaderArgs) {
  return injunctionsPage(context.get(appContext).db, signedInUser(context));
}

function InjunctionTable({
  caption,
  rows,
  emptyText,
}: {
  caption: string;
  rows: InjunctionView[];
  emptyText: string;
}) {
  return (
    <Table
      caption={caption}
      captionSize="m"
      emptyText={emptyText}
      firstCellIsHeader
      columns={[
        { header: "Company number" },
        { header: "Register" },
        { header: "Dates" },
        { header: "Status" },
      ]}
      rows={rows.map((injunction) => ({
        key: injunction.id,
        data: { "data-injunction-id": injunction.id },
        cells: [
          <Link
            key="company"
            className="govuk-link"
            to={href("/admin/injunctions/:id", { id: String(injunction.id) })}
          >
            {injunction.companyNumber}
          </Link>,
          injunction.registerTitle,
          injunctionDates(injunction),
          <InjunctionStateTag key="state" injunction={injunction} />,
        ],
      }))}
    />
  );
}

export default function InjunctionsPage({ loaderData }: Route.ComponentProps) {
  const { current, ended } = loaderData;
  return (
    <>
      <h1 className="govuk-heading-l">Court injunctions</h1>
      <p className="govuk-body">
        While an injunction is in force, a petition to wind up its company (notice types 2450 and 2451) cannot
        be submitted or approved for publication.
      </p>
      <Link className="govuk-button" data-module="govuk-button" to={href("/admin/injunctions/new")}>
        Record a court injunction
      </Link>
      <InjunctionTable
        caption="Current injunctions"
        rows={current}
        emptyText="No injunction is in force or to come."
      />
      <InjunctionTable caption="Ended injunctions" rows={ended} emptyText="No injunction has ended yet." />
    </>
  );
}
