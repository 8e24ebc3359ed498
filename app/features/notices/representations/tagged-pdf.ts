/**
 * The minimum a PDF needs to be "tagged" (PDF 1.7 §14.7–14.8), built by hand because pdf-lib has no
 * tagging API: text drawn inside marked-content sequences (`BDC … EMC` with an MCID), a structure
 * tree of elements pointing at those sequences, a parent tree mapping them back, page decorations
 * marked as artifacts, and `MarkInfo`/`Lang`/`DisplayDocTitle` in the catalog. Screen readers and
 * reflow use the structure; text extraction keeps the reading order.
 */
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
} from "pdf-lib";

export type StructureType =
  | "Document"
  | "Sect"
  | "H1"
  | "H2"
  | "H3"
  | "H4"
  | "H5"
  | "P"
  | "Link"
  | "Table"
  | "TR"
  | "TH"
  | "TD";

type Kid =
  | { kind: "element"; element: StructureElement }
  | { kind: "content"; page: PDFPage; mcid: number }
  | { kind: "annotation"; page: PDFPage; ref: PDFRef };

export interface StructureElement {
  readonly type: StructureType;
  readonly ref: PDFRef;
  readonly parent: StructureElement | null;
  readonly kids: Kid[];
}

export function createTagging(doc: PDFDocument) {
  const context = doc.context;
  const document: StructureElement = { type: "Document", ref: context.nextRef(), parent: null, kids: [] };
  // Per page, the element each MCID belongs to (the MCID is the index).
  const marked = new Map<PDFPage, StructureElement[]>();
  const annotations: { ref: PDFRef; element: StructureElement }[] = [];

  const tagging = {
    document,
    element(type: StructureType, parent: StructureElement = document): StructureElement {
      const element: StructureElement = { type, ref: context.nextRef(), parent, kids: [] };
      parent.kids.push({ kind: "element", element });
      return element;
    },
    /** Draws content of `element` on `page` inside its own marked-content sequence. */
    mark(page: PDFPage, element: StructureElement, draw: () => void) {
      const onPage = marked.get(page) ?? [];
      marked.set(page, onPage);
      const mcid = onPage.length;
      onPage.push(element);
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of(element.type),
          // Written as is: pdf-lib's operator arguments do not include dictionaries.
          `<</MCID ${mcid}>>`,
        ]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      element.kids.push({ kind: "content", page, mcid });
    },
    /** Running headers, footers and rules: not part of the text a reader needs read out. */
    artifact(page: PDFPage, draw: () => void) {
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of("Artifact"),
          "<</Type /Pagination>>",
        ]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },
    /** A clickable web address over a rectangle of `page`, belonging to a Link element. */
    link(page: PDFPage, element: StructureElement, rect: [number, number, number, number], uri: string) {
      const ref = context.register(
        context.obj({
          Type: "Annot",
          Subtype: "Link",
          Rect: rect,
          Border: [0, 0, 0],
          Contents: PDFString.of(uri),
          A: { Type: "Action", S: "URI", URI: PDFString.of(uri) },
        }),
      );
      page.node.addAnnot(ref);
      element.kids.push({ kind: "annotation", page, ref });
      annotations.push({ ref, element });
    },
    /** Writes the structure tree and the catalog entries; call once, after all drawing. */
    finish() {
      const rootRef = context.nextRef();
      const pages = doc.getPages();
      const nums = PDFArray.withContext(context);
      pages.forEach((page, index) => {
        page.node.set(PDFName.of("StructParents"), context.obj(index));
        // Tab order follows the structure.
        page.node.set(PDFName.of("Tabs"), PDFName.of("S"));
        nums.push(context.obj(index));
        nums.push(context.obj((marked.get(page) ?? []).map((e) => e.ref)));
      });
      annotations.forEach(({ ref, element }, i) => {
        const key = pages.length + i;
        context.lookup(ref, PDFDict).set(PDFName.of("StructParent"), context.obj(key));
        nums.push(context.obj(key));
        nums.push(element.ref);
      });
      const write = (element: StructureElement) => {
        const kids = element.kids.map((kid) => {
          if (kid.kind === "element") return kid.element.ref;
          if (kid.kind === "content") return context.obj({ Type: "MCR", Pg: kid.page.ref, MCID: kid.mcid });
          return context.obj({ Type: "OBJR", Pg: kid.page.ref, Obj: kid.ref });
        });
        context.assign(
          element.ref,
          context.obj({ Type: "StructElem", S: element.type, P: element.parent?.ref ?? rootRef, K: kids }),
        );
        for (const kid of element.kids) if (kid.kind === "element") write(kid.element);
      };
      write(document);
      context.assign(
        rootRef,
        context.obj({
          Type: "StructTreeRoot",
          K: document.ref,
          ParentTree: context.obj({ Nums: nums }),
          ParentTreeNextKey: pages.length + annotations.length,
        }),
      );
      doc.catalog.set(PDFName.of("StructTreeRoot"), rootRef);
      doc.catalog.set(PDFName.of("MarkInfo"), context.obj({ Marked: true }));
    },
  };
  return tagging;
}

export type Tagging = ReturnType<typeof createTagging>;
