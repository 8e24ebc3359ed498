/**
 * A small RFC 4180 CSV reader: quoted fields, doubled quotes, CRLF or LF line ends, and a leading
 * byte-order mark (the ONS files carry one). Returns rows as arrays of strings.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Parses CSV with a header row into records keyed by column name. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((r) => r.length > 1 || (r[0] ?? "") !== "")
    .map((r) => Object.fromEntries(header.map((name, idx) => [name.trim(), (r[idx] ?? "").trim()])));
}

/**
 * One CSV row (RFC 4180): a field with a comma, quote or line break is quoted, its quotes doubled. A field
 * starting with =, +, - or @ is written as text by prefixing a quote mark inside the quotes, so that a
 * spreadsheet opening the file never runs it as a formula (CSV injection).
 */
export function csvRow(fields: readonly string[]): string {
  return fields
    .map((field) => {
      const safe = /^[=+\-@]/.test(field) ? `'${field}` : field;
      return /[",\r\n]/.test(safe) || safe !== field ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(",");
}
