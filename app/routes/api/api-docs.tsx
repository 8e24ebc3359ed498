import { type CSSProperties, Fragment } from "react";
import { href } from "react-router";
import { Details } from "../../components/ui/details.tsx";
import { Table, type TableRow } from "../../components/ui/table.tsx";
import { appContext } from "../../context.ts";
import {
  constraints,
  fieldRows,
  type OperationView,
  operationsByTag,
  schemaAnchor,
  splitCode,
  type TypeLabel,
  typeLabel,
} from "../../features/api/api-docs-model.ts";
import { openApiDocument } from "../../features/api/openapi.ts";
import type { ParameterObject } from "../../features/api/openapi-types.ts";
import type { Route } from "./+types/api-docs";

/**
 * `/api`: the API description for people. Everything on the page comes from the same OpenAPI document
 * as `/api/openapi.json`, so the two cannot disagree. Plain server-rendered HTML: no script needed.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(appContext);
  return { doc: openApiDocument(siteUrl) };
}

export const meta: Route.MetaFunction = () => [
  { title: "API - The Gazette" },
  {
    name: "description",
    content: "The Gazette's public API: notices, searches and Atom feeds, companies and issues as data.",
  },
];

// Paths are long unbroken words: a heading may break them anywhere rather than widen the page. Tables
// must not (it would squeeze their narrow columns to a letter a line): names break at their hyphens.
const BREAK_ANYWHERE: CSSProperties = { overflowWrap: "anywhere" };
const BREAK_LONG_WORDS: CSSProperties = { overflowWrap: "break-word" };

/** Documentation text, with `backticked` parts as code (no wrapper elements: the page is long enough). */
function DocText({ text }: { text: string }) {
  return (
    <>
      {splitCode(text).map((part, i) =>
        // Parts have no identity beyond their position in an unchanging text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        part.code ? <code key={i}>{part.text}</code> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

/** "at least 1; at most 100" → " At least 1; at most 100.", to follow a description. */
function sentence(text: string): string {
  return text ? ` ${text[0]?.toUpperCase()}${text.slice(1)}.` : "";
}

function Paragraphs({ text, className = "govuk-body" }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph) => (
          <p className={className} key={paragraph}>
            <DocText text={paragraph} />
          </p>
        ))}
    </>
  );
}

function TypeText({ type }: { type: TypeLabel }) {
  if (!type.ref) return <>{type.text}</>;
  const prefix = type.text.slice(0, type.text.length - type.ref.length);
  return (
    <>
      {prefix}
      <a className="govuk-link" href={`#${schemaAnchor(type.ref)}`}>
        {type.ref}
      </a>
    </>
  );
}

/** A column: its heading and its share of the table's width. */
type Column = readonly [heading: string, width: string];

// Fixed column widths: with automatic layout, one long name (`numberOfLocationSearches`) or pattern
// widens its column until the table no longer fits a phone; fixed, long words break instead.
const FIXED_LAYOUT: CSSProperties = { tableLayout: "fixed", overflowWrap: "break-word" };

/** A reference table: a small caption naming the operation for screen readers, fixed column widths. */
function DocTable({
  caption,
  hiddenCaption,
  columns,
  rows,
}: {
  caption: string;
  hiddenCaption: string;
  columns: readonly Column[];
  rows: readonly TableRow[];
}) {
  return (
    <Table
      caption={
        <>
          {caption}
          <span className="govuk-visually-hidden"> {hiddenCaption}</span>
        </>
      }
      captionSize="s"
      style={FIXED_LAYOUT}
      firstCellIsHeader
      columns={columns.map(([header, width]) => ({ header, width }))}
      rows={rows}
    />
  );
}

function parameterRow(p: ParameterObject): TableRow {
  return {
    key: `${p.in}:${p.name}`,
    cells: [
      <>
        <code>{p.name}</code>
        <br />
        <span className="govuk-body-s">
          {p.in}
          {p.required ? ", required" : ""}
        </span>
      </>,
      <TypeText key="type" type={typeLabel(p.schema)} />,
      <>
        <DocText text={p.description} />
        {sentence(constraints(p.schema, p.description))}
        {p.example !== undefined ? (
          <>
            {" "}
            Example: <code>{String(p.example)}</code>.
          </>
        ) : null}
      </>,
    ],
  };
}

const PARAMETER_COLUMNS: readonly Column[] = [
  ["Name", "32%"],
  ["Type", "18%"],
  ["Description", "50%"],
];

function Parameters({ view }: { view: OperationView }) {
  const title = `${view.method} ${view.path}`;
  const reuse = view.parameterReuse;
  if (!reuse && view.parameters.length === 0) return <p className="govuk-body">No parameters.</p>;
  if (!reuse) {
    return (
      <DocTable
        caption="Parameters"
        hiddenCaption={`of ${title}`}
        columns={PARAMETER_COLUMNS}
        rows={view.parameters.map(parameterRow)}
      />
    );
  }
  return (
    <>
      <p className="govuk-body">
        The same parameters as{" "}
        <a className="govuk-link" href={`#${reuse.base.anchor}`}>
          GET {reuse.base.path}
        </a>
        {reuse.removed.map((p, i) => (
          <Fragment key={`${p.in}:${p.name}`}>
            {i === 0 ? ", except " : ", "}
            <code>{p.name}</code> in the {p.in}
          </Fragment>
        ))}
        {reuse.added.length > 0 ? ", and also:" : "."}
      </p>
      {reuse.added.length > 0 ? (
        <DocTable
          caption="More parameters"
          hiddenCaption={`of ${title}`}
          columns={PARAMETER_COLUMNS}
          rows={reuse.added.map(parameterRow)}
        />
      ) : null}
    </>
  );
}

function Operation({ view }: { view: OperationView }) {
  const title = `${view.method} ${view.path}`;
  return (
    <section aria-labelledby={view.anchor} className="govuk-!-margin-bottom-9">
      <h3 className="govuk-heading-m" id={view.anchor} style={BREAK_ANYWHERE}>
        {view.method} <code>{view.path}</code>
      </h3>
      <p className="govuk-body-l">{view.operation.summary}</p>
      {view.operation.description ? <Paragraphs text={view.operation.description} /> : null}
      <Parameters view={view} />
      <DocTable
        caption="Responses"
        hiddenCaption={`of ${title}`}
        columns={[
          ["Status", "12%"],
          ["Content type", "28%"],
          ["Body", "28%"],
          ["Description", "32%"],
        ]}
        rows={view.responses.map((r) => ({
          key: `${r.status}-${r.contentType ?? ""}`,
          cells: [
            r.status,
            r.contentType ? <code key="type">{r.contentType}</code> : "None",
            <>
              {r.type ? <TypeText type={r.type} /> : "None"}
              {r.schemaDescription ? (
                <>
                  : <DocText text={r.schemaDescription} />
                </>
              ) : null}
            </>,
            <DocText key="description" text={r.description} />,
          ],
        }))}
      />
    </section>
  );
}

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  const tags = operationsByTag(doc);
  const schemas = Object.entries(doc.components.schemas);
  const server = doc.servers[0]?.url ?? "";
  return (
    <div style={BREAK_LONG_WORDS}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <span className="govuk-caption-xl">For developers</span>
          <h1 className="govuk-heading-xl">{doc.info.title}</h1>
          <p className="govuk-body-l">{doc.info.summary}</p>
          <Paragraphs text={doc.info.description} />
          <p className="govuk-body">
            All addresses below are relative to <code>{server}</code>. The same description, for tools and
            code generators:{" "}
            <a className="govuk-link" href={href("/api/openapi.json")}>
              OpenAPI 3.1 document (JSON)
            </a>
            , version {doc.info.version}. Licence:{" "}
            <a className="govuk-link" href={doc.info.license.url} rel="license">
              {doc.info.license.name}
            </a>
            .
          </p>
        </div>
      </div>

      <nav aria-labelledby="api-contents" className="govuk-!-margin-bottom-8">
        <h2 className="govuk-heading-l" id="api-contents">
          Contents
        </h2>
        <ul className="govuk-list">
          {tags.map((tag) => (
            <li key={tag.name}>
              <a className="govuk-link" href={`#tag-${tag.name}`}>
                {tag.name}
              </a>
              <ul className="govuk-list govuk-list--bullet govuk-!-margin-left-4">
                {tag.operations.map((op) => (
                  <li key={op.anchor}>
                    <a className="govuk-link" href={`#${op.anchor}`}>
                      {op.operation.summary}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <a className="govuk-link" href="#schemas">
              Schemas
            </a>
          </li>
        </ul>
      </nav>

      {tags.map((tag) => (
        <section aria-labelledby={`tag-${tag.name}`} key={tag.name}>
          <h2 className="govuk-heading-l" id={`tag-${tag.name}`}>
            {tag.name}
          </h2>
          {tag.description ? <p className="govuk-body">{tag.description}</p> : null}
          {tag.operations.map((op) => (
            <Operation view={op} key={op.anchor} />
          ))}
        </section>
      ))}

      <section aria-labelledby="schemas">
        <h2 className="govuk-heading-l" id="schemas">
          Schemas
        </h2>
        <p className="govuk-body">
          The JSON bodies of the responses. Fields may be added; a field that is not required may be left out.
        </p>
        {schemas.map(([name, schema]) => {
          const rows = fieldRows(schema);
          return (
            <section aria-labelledby={schemaAnchor(name)} key={name} className="govuk-!-margin-bottom-6">
              <h3 className="govuk-heading-m" id={schemaAnchor(name)}>
                {name}
              </h3>
              {schema.description ? <Paragraphs text={schema.description} /> : null}
              {/* Closed by default: the fields are reference, and the page is long enough without them. */}
              <Details
                summary={
                  <>
                    Fields of {name} ({rows.length})
                  </>
                }
              >
                <DocTable
                  caption="Fields"
                  hiddenCaption={`of ${name}`}
                  columns={PARAMETER_COLUMNS.map(([h, w]) => [h === "Name" ? "Field" : h, w] as const)}
                  rows={rows.map((row) => ({
                    key: row.name,
                    cells: [
                      <>
                        <code>{row.name}</code>
                        {row.required ? (
                          <>
                            <br />
                            <span className="govuk-body-s">required</span>
                          </>
                        ) : null}
                      </>,
                      <TypeText key="type" type={row.type} />,
                      <>
                        <DocText text={row.description} />
                        {sentence(row.constraints)}
                      </>,
                    ],
                  }))}
                />
              </Details>
            </section>
          );
        })}
      </section>
    </div>
  );
}
