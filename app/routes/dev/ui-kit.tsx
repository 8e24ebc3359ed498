import { Link } from "react-router";
import type { UiComponentExamples, UiExample } from "../../components/ui/examples/ui-example.ts";
import { findComponent, findExample, UI_KIT } from "../../components/ui/examples/ui-kit.ts";
import { Table } from "../../components/ui/table.tsx";
import { appContext } from "../../context.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/ui-kit";

const BASE = "/dev/ui-kit";

/**
 * `/dev/ui-kit[/{component}[/{example}]]`: the UI kit's components and their named examples, drawn by the
 * components themselves (components/ui/examples). A development tool: a public production server answers
 * 404 (AppServices.uiKit).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  if (!context.get(appContext).uiKit) notFound();
  if (params.component !== undefined) {
    const component = findComponent(params.component);
    if (!component) notFound();
    if (params.example !== undefined && !findExample(component, params.example)) notFound();
  }
  return { component: params.component ?? null, example: params.example ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const component = findComponent(loaderData?.component ?? undefined);
  const what = component
    ? `${component.title}${loaderData?.example ? `: ${loaderData.example}` : ""} - `
    : "";
  return [{ title: `${what}UI kit (development) - The Gazette` }];
};

function Example({ component, example }: { component: UiComponentExamples; example: UiExample }) {
  const id = `example-${example.name}`;
  return (
    <section aria-labelledby={id} className="app-ui-kit-example">
      <h2 className="govuk-heading-m" id={id}>
        {example.name}
      </h2>
      <p className="govuk-body">
        {example.description}{" "}
        <Link className="govuk-link" to={`${BASE}/${component.component}/${example.name}`}>
          This example alone<span className="govuk-visually-hidden">: {example.name}</span>
        </Link>
      </p>
      <div className="app-ui-kit-example__render">{example.render()}</div>
    </section>
  );
}

function Contents() {
  return (
    <>
      <h1 className="govuk-heading-l">UI kit</h1>
      <p className="govuk-body">
        The GOV.UK Frontend components of the site as React components with typed options, each with named
        examples. Pages use these instead of writing the markup again.
      </p>
      <Table
        caption="Components"
        captionSize="m"
        firstCellIsHeader
        columns={[
          { header: "Component" },
          { header: "What it is for" },
          { header: "Examples", numeric: true },
        ]}
        rows={UI_KIT.map((c) => ({
          key: c.component,
          cells: [
            <Link key="link" className="govuk-link" to={`${BASE}/${c.component}`}>
              {c.title}
            </Link>,
            c.summary,
            c.examples.length,
          ],
        }))}
      />
    </>
  );
}

export default function UiKit({ loaderData }: Route.ComponentProps) {
  const component = findComponent(loaderData.component ?? undefined);
  if (!component) return <Contents />;
  const example = findExample(component, loaderData.example ?? undefined);
  return (
    <>
      <nav className="govuk-breadcrumbs" aria-label="Breadcrumb">
        <ol className="govuk-breadcrumbs__list">
          <li className="govuk-breadcrumbs__list-item">
            <Link className="govuk-breadcrumbs__link" to={BASE}>
              UI kit
            </Link>
          </li>
          {example ? (
            <li className="govuk-breadcrumbs__list-item">
              <Link className="govuk-breadcrumbs__link" to={`${BASE}/${component.component}`}>
                {component.title}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      {example ? (
        <>
          <span className="govuk-caption-l">{component.title}</span>
          <h1 className="govuk-heading-l">{example.name}</h1>
          <p className="govuk-body">{example.description}</p>
          <div className="app-ui-kit-example__render">{example.render()}</div>
        </>
      ) : (
        <>
          <h1 className="govuk-heading-l">{component.title}</h1>
          <p className="govuk-body-l">{component.summary}</p>
          {component.examples.map((e) => (
            <Example key={e.name} component={component} example={e} />
          ))}
        </>
      )}
    </>
  );
}
