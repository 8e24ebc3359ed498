/**
 * A draft's supporting documents (issue 12 point 4), in both projects: the placer uploads a small PDF, is
 * refused a file of the wrong kind, one pretending to be a PDF and one of 25 MB or more (the spec's
 * message with the file's name and size; the file is made in the test's own folder), downloads one as an
 * attachment, confirms the documents (the upload fields are disabled), undoes that after the prompt (with
 * JavaScript in the modal, without it on a page), and deletes a file (the spec's modal form, or its page).
 * Another account's person finds none of it; staff may download. axe on every page and question.
 */
import { writeFile } from "node:fs/promises";
import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { placeTestNotice } from "./my-notices-journeys.ts";

const stamp = () => Math.random().toString(36).slice(2, 8);
const withScripts = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

export const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const documentsPath = (id: number) => `/my-gazette/draft/${id}/documents`;
const row = (page: Page, fileName: string) =>
  page.locator("tr[data-document-id]").filter({ hasText: fileName });

export async function upload(
  page: Page,
  type: string,
  file: { name: string; mimeType: string; buffer: Buffer } | string,
) {
  await page.getByLabel("Type of document").selectOption({ label: type });
  await page.getByLabel("File", { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
}

async function expectRefused(page: Page, message: string) {
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText(message);
  await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#document");
}

/** Answers a documents question: in the modal (with JavaScript) or on its page (without). */
async function answerQuestion(
  page: Page,
  testInfo: TestInfo,
  question: string,
  button: string,
  done: string,
) {
  if (withScripts(testInfo)) {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(question);
    await checkAxe(page, testInfo);
    await dialog.getByRole("button", { name: button, exact: true }).click();
    // The answer replaces the modal's section; the page behind is drawn again.
    await expect(dialog).toContainText(done);
    await dialog.getByRole("button", { name: /^Close/ }).click();
    await expect(dialog).toHaveCount(0);
  } else {
    await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
    await checkAxe(page, testInfo);
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(
      page.locator(".govuk-notification-banner, [role=alert], [role=status]").first(),
    ).toContainText(done);
  }
}

export async function aPlacerPostsDocuments(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Petra Probate" });
  const id = await placeTestNotice(page, placer.email, "draft", `Estate of Olive ${stamp()}`);
  await signInAs(page, placer.email);

  await page.goto(documentsPath(id));
  await expect(page.getByRole("heading", { level: 1, name: "Supporting documents" })).toBeVisible();
  await expect(page.getByText("You have not uploaded any documents yet.")).toBeVisible();
  await expect(page.getByLabel("Type of document").locator("option")).toHaveText([
    "Please select",
    "Letters of administration",
    "Grant of probate",
    "Death certificate",
    "Court order",
    "Grant of representation",
  ]);
  await checkAxe(page, testInfo);

  // A small PDF.
  await upload(page, "Death certificate", {
    name: "death certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(PDF),
  });
  await expect(page.getByText("death certificate.pdf has been uploaded.")).toBeVisible();
  const certificate = row(page, "death certificate.pdf");
  await expect(certificate).toContainText("Death certificate");
  await expect(certificate).toContainText("1 KB");
  await expect(certificate.locator(".app-file-icon--pdf")).toHaveText("PDF");
  await checkAxe(page, testInfo);

  // Downloaded as an attachment, never shown in the page, to the placer.
  const link = certificate.getByRole("link", { name: "death certificate.pdf", exact: true });
  const download = await page.request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toBe(
    `attachment; filename="death certificate.pdf"; filename*=UTF-8''death%20certificate.pdf`,
  );
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(await download.text()).toBe(PDF);

  // The wrong kind of file, and a program calling itself a PDF: refused, nothing added.
  await upload(page, "Grant of probate", {
    name: "setup.exe",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ"),
  });
  await expectRefused(
    page,
    "The selected file must be a PDF, PNG, JPG, GIF, BMP, DOC, DOCX, ODT, XLS, XLSX, PPT, PPTX, TXT, ZIP or RAR file.",
  );
  await checkAxe(page, testInfo);
  await upload(page, "Grant of probate", {
    name: "grant.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 not a PDF"),
  });
  await expectRefused(page, "The selected file is not the kind of file its name says it is.");

  // 25 MB or more: the spec's message, with the file's name and size (made here, in the test's folder).
  const big = testInfo.outputPath("big scan.pdf");
  await writeFile(big, Buffer.concat([Buffer.from(PDF), Buffer.alloc(25 * 1024 * 1024 + 512 * 1024)]));
  await upload(page, "Grant of probate", big);
  await expectRefused(page, "big scan.pdf is too big (25.5MB)! Please upload it as a ZIP archive.");
  await expect(page.locator("tr[data-document-id]")).toHaveCount(1);

  // A second document, then confirm: the upload fields are disabled, Delete is gone.
  await upload(page, "Grant of probate", {
    name: "grant.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(PDF),
  });
  await expect(page.getByText("grant.pdf has been uploaded.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm documents" }).click();
  await expect(page.getByText("Your documents are confirmed.").first()).toBeVisible();
  await expect(page.getByLabel("Type of document")).toBeDisabled();
  await expect(page.getByLabel("File", { exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
  await expect(page.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Confirm documents" })).toHaveCount(0);
  await checkAxe(page, testInfo);

  // Undone after the prompt: the fields open again.
  await page.getByRole("link", { name: "Change documents" }).click();
  await answerQuestion(
    page,
    testInfo,
    "Are you sure you want to change your documents?",
    "Change documents",
    "Your documents are no longer confirmed. You can now upload or delete files.",
  );
  await expect(page.getByLabel("Type of document")).toBeEnabled();
  await expect(page.getByLabel("File", { exact: true })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Change documents" })).toHaveCount(0);

  // Delete a file: the spec's modal form (or its page without JavaScript).
  await row(page, "grant.pdf").getByRole("link", { name: "Delete grant.pdf" }).click();
  await answerQuestion(
    page,
    testInfo,
    "Are you sure you want to delete this file?",
    "Delete",
    "grant.pdf has been deleted.",
  );
  await expect(row(page, "grant.pdf")).toHaveCount(0);
  await expect(row(page, "death certificate.pdf")).toBeVisible();
  await page.reload();
  await expect(page.locator("tr[data-document-id]")).toHaveCount(1);
}

export async function strangersFindNothing(page: Page): Promise<void> {
  const placer = await createUser(page.request);
  const stranger = await createUser(page.request);
  const staff = await createUser(page.request, { role: "staff" });
  const id = await placeTestNotice(page, placer.email, "draft", `Estate of Quentin ${stamp()}`);
  await signInAs(page, placer.email);
  await page.goto(documentsPath(id));
  await upload(page, "Death certificate", {
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(PDF),
  });
  await expect(page.getByText("certificate.pdf has been uploaded.")).toBeVisible();
  const href = (await row(page, "certificate.pdf")
    .getByRole("link", { name: "certificate.pdf", exact: true })
    .getAttribute("href"))!;
  const documentId = /documents\/(\d+)$/.exec(href)![1];

  // Another account: the page, the questions and the file are not there.
  await signInAs(page, stranger.email);
  for (const path of [
    documentsPath(id),
    `${documentsPath(id)}/change`,
    `${documentsPath(id)}/${documentId}/delete`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  expect((await page.request.get(href)).status()).toBe(404);
  const posted = await page.request.post(`${documentsPath(id)}/${documentId}/delete`, {
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": await csrfToken(page) },
    form: {},
  });
  expect(posted.status()).toBe(404);

  // Staff who decide notices may read it.
  await signInAs(page, staff.email);
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);

  // And the placer still has it.
  await signInAs(page, placer.email);
  expect((await page.request.get(href)).status()).toBe(200);
}

async function csrfToken(page: Page): Promise<string> {
  await page.goto("/my-gazette");
  return (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
}
