/**
 * The GOV.UK table: a caption (every table has one, shown or for screen readers only), a row of column
 * headings and the rows, whose first cell may be the row's own heading. Columns carry what is true of
 * all their cells (figures aligned right, a width, a sort order), so a caller writes only the data.
 */
import type { CSSProperties, Key, ReactNode } from "react";

export type CaptionSize = "s" | "m" | "l" | "xl";

/** Which way a column is sorted; announced on its heading (aria-sort). */
export type SortDirection = "ascending" | "descending" | "none";

export interface TableColumn {
  header: ReactNode;
  /** Figures: the heading and every cell are aligned right so that digits line up. */
  numeric?: boolean;
  /** Extra classes of the column's cells (not of its heading). */
  cellClassName?: string;
  /** The column's share of the table, e.g. "30%" (given to a <col>, with a fixed layout in mind). */
  width?: string;
  /**
   * The table is sorted by this column (or could be): screen readers hear the direction, and with `href`
   * the heading is a link that sorts by it, so sorting works without JavaScript.
   */
  sort?: { direction: SortDirection; href?: string };
}

export interface TableRow {
  key: Key;
  /** One per column, in order. */
  cells: readonly ReactNode[];
  /** An anchor on the row, so that `#id` lands on it. */
  id?: string;
  /** `data-*` attributes for scripts and tests. */
  data?: Readonly<Record<`data-${string}`, string | number>>;
}

export interface TableProps {
  caption: ReactNode;
  captionSize?: CaptionSize;
  /** The caption is read by screen readers but not shown (the page already says what the table is). */
  captionHidden?: boolean;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** The first cell of every row is the row's heading (th scope="row"). */
  firstCellIsHeader?: boolean;
  /**
   * Said instead of an empty table (an empty table tells a screen reader nothing): the caption becomes a
   * heading of the same size, unless it is hidden, and this text follows it.
   */
  emptyText?: ReactNode;
  className?: string;
  id?: string;
  style?: CSSProperties;
}

const join = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(" ");

function EmptyTable({ caption, captionSize, captionHidden, emptyText, id }: TableProps) {
  return (
    <>
      {captionHidden ? null : <h2 className={`govuk-heading-${captionSize ?? "m"}`}>{caption}</h2>}
      <p className="govuk-body" id={id}>
        {emptyText}
      </p>
    </>
  );
}

function ColumnHeader({ column }: { column: TableColumn }) {
  const { sort } = column;
  return (
    <th
      scope="col"
      className={join("govuk-table__header", column.numeric && "govuk-table__header--numeric")}
      aria-sort={sort?.direction}
    >
      {sort?.href ? (
        <a className="govuk-link" href={sort.href}>
          {column.header}
        </a>
      ) : (
        column.header
      )}
    </th>
  );
}

export function Table(props: TableProps) {
  const { caption, captionSize, captionHidden, columns, rows, firstCellIsHeader, className, id, style } =
    props;
  if (rows.length === 0 && props.emptyText !== undefined) return <EmptyTable {...props} />;
  return (
    <table className={join("govuk-table", className)} id={id} style={style}>
      <caption
        className={join(
          "govuk-table__caption",
          captionSize && `govuk-table__caption--${captionSize}`,
          captionHidden && "govuk-visually-hidden",
        )}
      >
        {caption}
      </caption>
      {columns.some((c) => c.width) ? (
        <colgroup>
          {columns.map((column, i) => (
            // Columns are fixed for the life of the table: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are never reordered
            <col key={i} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
      ) : null}
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          {columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are never reordered
            <ColumnHeader key={i} column={column} />
          ))}
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {rows.map((row) => (
          <tr key={row.key} className="govuk-table__row" id={row.id} {...row.data}>
            {row.cells.map((cell, i) => {
              const column = columns[i];
              return firstCellIsHeader && i === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its column
                <th key={i} scope="row" className={join("govuk-table__header", column?.cellClassName)}>
                  {cell}
                </th>
              ) : (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its column
                  key={i}
                  className={join(
                    "govuk-table__cell",
                    column?.numeric && "govuk-table__cell--numeric",
                    column?.cellClassName,
                  )}
                >
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
