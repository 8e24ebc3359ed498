/**
 * Reading our PDFs back in tests: with pdf-lib's object model (structure tree, annotations) and with
 * poppler and qpdf, independent tools that see the file as a reader does. The command-line tools are
 * required, not optional: a missing tool fails the test with how to install it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFNumber, PDFRef, PDFString } from "pdf-lib";

function run(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`${tool} is needed by the PDF tests: apt-get install -y poppler-utils qpdf`);
    throw error;
  }
}

/** Runs a tool on the PDF written to a temporary file. */
function withFile<T>(bytes: Uint8Array, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "gazette-pdf-"));
  try {
    const path = join(dir, "test.pdf");
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfinfo's fields: `Title`, `Tagged`, `Pages`… */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withFile(bytes, (path) => run("pdfinfo", ["-enc", "UTF-8", path]));
  return Object.fromEntries(
    out
      .split("\n")
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1] ?? "", m[2] ?? ""]),
  );
}

/** The text of each page as pdftotext reads it (1-based pages, index 0 is page 1). */
export function pagesText(bytes: Uint8Array): string[] {
  const out = withFile(bytes, (path) => run("pdftotext", ["-enc", "UTF-8", path, "-"]));
  // pdftotext ends every page with a form feed.
  return out.split("\f").slice(0, -1);
}

/** qpdf's structural check; throws (with qpdf's complaint) when the file is damaged. */
export function qpdfCheck(bytes: Uint8Array): string {
  return withFile(bytes, (path) => run("qpdf", ["--check", path]));
}

/**
 * The text drawn in a PDF made by pdf-lib, in drawing order: content streams are inflated and the
 * hex strings of `Tj` operators decoded from WinAnsi (the standard fonts' encoding).
 */
export function drawnText(bytes: Uint8Array): string[] {
  const winAnsi = new TextDecoder("windows-1252");
  const out: string[] = [];
  for (const content of contentStreams(bytes))
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      out.push(winAnsi.decode(Buffer.from(t[1] ?? "", "hex")));
  return out;
}

function contentStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const data = Buffer.from(m[1] ?? "", "latin1");
    try {
      return inflateSync(data).toString("latin1");
    } catch {
      return data.toString("latin1");
    }
  });
}

/** The page's content stream, inflated. */
export function pageContent(pdf: PDFDocument, pageIndex: number): string {
  const contents = pdf.getPage(pageIndex).node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = pdf.context.lookup(ref as PDFRef) as unknown as { getContents(): Uint8Array };
      const data = Buffer.from(stream.getContents());
      try {
        return inflateSync(data).toString("latin1");
      } catch {
        return data.toString("latin1");
      }
    })
    .join("\n");
}

export interface StructureNode {
  type: string;
  kids: StructureNode[];
  /** Marked content this element owns: page index and MCID. */
  content: { page: number; mcid: number }[];
  /** Annotations (links) this element owns. */
  annotations: PDFRef[];
}

/** The structure tree below StructTreeRoot, or null when the PDF is not tagged. */
export function structureTree(pdf: PDFDocument): StructureNode | null {
  const rootRef = pdf.catalog.get(PDFName.of("StructTreeRoot"));
  if (!rootRef) return null;
  const root = pdf.context.lookup(rootRef, PDFDict);
  const pageIndex = new Map(pdf.getPages().map((p, i) => [p.ref.toString(), i]));
  const read = (ref: unknown): StructureNode => {
    const dict = pdf.context.lookup(ref as PDFRef, PDFDict);
    const node: StructureNode = {
      type: dict.lookup(PDFName.of("S"), PDFName).decodeText(),
      kids: [],
      content: [],
      annotations: [],
    };
    const k = dict.get(PDFName.of("K"));
    const kids = k instanceof PDFArray ? k.asArray() : k ? [k] : [];
    for (const kid of kids) {
      const kidDict = kid instanceof PDFRef ? pdf.context.lookup(kid) : kid;
      if (!(kidDict instanceof PDFDict)) continue;
      const type = kidDict.get(PDFName.of("Type"))?.toString();
      const page = pageIndex.get(kidDict.get(PDFName.of("Pg"))?.toString() ?? "") ?? -1;
      if (type === "/MCR")
        node.content.push({ page, mcid: kidDict.lookup(PDFName.of("MCID"), PDFNumber).asNumber() });
      else if (type === "/OBJR") node.annotations.push(kidDict.get(PDFName.of("Obj")) as PDFRef);
      else node.kids.push(read(kid));
    }
    return node;
  };
  return read(root.get(PDFName.of("K")));
}

/** Every element of the tree, depth first (document order). */
export function flatten(node: StructureNode): StructureNode[] {
  return [node, ...node.kids.flatMap(flatten)];
}

/** The web addresses of the link annotations of a page. */
export function linkUris(pdf: PDFDocument, pageIndex: number): string[] {
  const annots = pdf.getPage(pageIndex).node.Annots();
  if (!annots) return [];
  return annots.asArray().map((ref) => {
    const action = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("A"), PDFDict);
    return action.lookup(PDFName.of("URI"), PDFString).decodeText();
  });
}

/** Catalog entries a tagged PDF needs: MarkInfo/Marked, Lang, ViewerPreferences/DisplayDocTitle. */
export function taggingFlags(pdf: PDFDocument) {
  const catalog = pdf.catalog;
  const markInfo = catalog.lookupMaybe(PDFName.of("MarkInfo"), PDFDict);
  const prefs = catalog.lookupMaybe(PDFName.of("ViewerPreferences"), PDFDict);
  return {
    marked: markInfo?.get(PDFName.of("Marked"))?.toString() === "true",
    lang: catalog.lookupMaybe(PDFName.of("Lang"), PDFString)?.decodeText() ?? null,
    displayDocTitle: prefs?.get(PDFName.of("DisplayDocTitle"))?.toString() === "true",
  };
}

/**
 * What ties the tree to the pages is wrong: an element pointing at marked content a page does not
 * have, marked content no element owns, or a page without its StructParents key. Empty when sound.
 */
export function taggingProblems(pdf: PDFDocument): string[] {
  const tree = structureTree(pdf);
  if (!tree) return ["no StructTreeRoot"];
  const problems: string[] = [];
  const owned = new Set(flatten(tree).flatMap((n) => n.content.map((c) => `${c.page}:${c.mcid}`)));
  pdf.getPages().forEach((page, i) => {
    if (!page.node.get(PDFName.of("StructParents"))) problems.push(`page ${i + 1} has no StructParents`);
    const inContent = [...pageContent(pdf, i).matchAll(/<<\/MCID (\d+)>> BDC/g)].map((m) => `${i}:${m[1]}`);
    for (const key of inContent) if (!owned.has(key)) problems.push(`MCID ${key} belongs to no element`);
    for (const key of owned)
      if (key.startsWith(`${i}:`) && !inContent.includes(key))
        problems.push(`MCID ${key} is not on the page`);
  });
  return problems;
}
