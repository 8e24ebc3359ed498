import { describe, expect, it } from "vitest";
import { z } from "zod";
import { UPLOAD_TYPES } from "../../db/schema/placement-values.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { tooBigMessage, UPLOAD_LIMIT_BYTES } from "../../lib/forms/messages.ts";
import {
  attachmentDisposition,
  cleanFileName,
  DOCUMENT_MESSAGES,
  documentExtension,
  documentFile,
  fileIconClass,
  fileIconText,
  formatFileSize,
  looksLike,
} from "./document-file.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("supporting documents' files", () => {
  it("takes the spec's known file types by their name's ending, whatever the case", () => {
    const known = "pdf png jpg gif bmp doc xls ppt docx odt xlsx txt pptx zip rar".split(" ");
    for (const ending of known) expect(documentExtension(`scan.${ending.toUpperCase()}`)).toBe(ending);
    expect(documentExtension("photo.jpeg")).toBe("jpg");
    for (const name of ["setup.exe", "page.html", "image.svg", "noending", "archive.tar.gz"])
      expect(documentExtension(name)).toBeNull();
    expect(fileIconClass("Grant.PDF")).toBe("app-file-icon app-file-icon--pdf");
    expect(fileIconClass("notes.md")).toBe("app-file-icon app-file-icon--other");
  });

  it("words a file of 25 MB or more as the spec does", () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(25 * 1024 * 1024);
    expect(tooBigMessage("grant.pdf", 30 * 1024 * 1024)).toBe(
      "grant.pdf is too big (30.0MB)! Please upload it as a ZIP archive.",
    );
  });

  it("has the spec's five upload types", () => {
    expect(UPLOAD_TYPES).toEqual(["ADMIN", "PROBATE", "CERTIFICATE", "COURTORDER", "REPRESENTATION"]);
  });

  it("checks a file's first bytes against its kind", () => {
    expect(looksLike("pdf", bytes("%PDF-1.7\n"))).toBe(true);
    expect(looksLike("pdf", bytes("MZ\x90\x00"))).toBe(false);
    expect(looksLike("png", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(looksLike("jpg", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLike("jpg", bytes("GIF89a"))).toBe(false);
    expect(looksLike("docx", bytes("PK\x03\x04rest"))).toBe(true);
    expect(looksLike("doc", Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(looksLike("txt", bytes("Letters of administration\n"))).toBe(true);
    expect(looksLike("txt", Uint8Array.from([0x41, 0, 0x42]))).toBe(false);
    expect(looksLike("rar", bytes("Rar!\x1a\x07\x00"))).toBe(true);
  });

  it("keeps a file's own name, without paths or control characters, and not too long", () => {
    expect(cleanFileName("C:\\Users\\ann\\grant of probate.pdf")).toBe("grant of probate.pdf");
    expect(cleanFileName("bad\u202Efdp.exe.pdf")).toBe("badfdp.exe.pdf");
    expect(cleanFileName("")).toBe("document");
    const long = cleanFileName(`${"a".repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("refuses, in the form, no file, an unknown kind and a file too big, whatever the browser says", () => {
    const schema = z.object({ document: documentFile() });
    const message = (value: unknown) => {
      const result = schema.safeParse({ document: value });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message(null)).toBe(DOCUMENT_MESSAGES.required);
    expect(message(new File(["MZ"], "setup.exe", { type: "application/pdf" }))).toBe(
      DOCUMENT_MESSAGES.wrongType,
    );
    // Windows says RAR archives are application/x-rar-compressed: the name decides.
    expect(message(new File(["Rar!"], "grant.rar", { type: "application/x-rar-compressed" }))).toBeNull();
    const big = { name: "big.pdf", size: UPLOAD_LIMIT_BYTES, type: "application/pdf", arrayBuffer() {} };
    expect(message(big)).toBe("big.pdf is too big (25.0MB)! Please upload it as a ZIP archive.");
    expect(formConstraints(schema).document?.accept).toContain(".pdf");
  });
});

describe("a document's size, icon and download name", () => {
  it("shows sizes in KB under a megabyte and MB above", () => {
    expect(formatFileSize(10)).toBe("1 KB");
    expect(formatFileSize(840 * 1024)).toBe("840 KB");
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe("3.3 MB");
  });

  it("names the kind on the icon", () => {
    expect(fileIconText("grant.Pdf")).toBe("PDF");
    expect(fileIconText("photo.jpeg")).toBe("JPG");
  });

  it("is always an attachment, with a safe fallback and the UTF-8 name", () => {
    expect(attachmentDisposition("grant.pdf")).toBe(
      `attachment; filename="grant.pdf"; filename*=UTF-8''grant.pdf`,
    );
    expect(attachmentDisposition('Zoë "final" (1).pdf')).toBe(
      `attachment; filename="Zo_ _final_ (1).pdf"; filename*=UTF-8''Zo%C3%AB%20%22final%22%20%281%29.pdf`,
    );
  });
});
