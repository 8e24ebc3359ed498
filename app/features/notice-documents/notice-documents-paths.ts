/** The addresses of a notice's supporting documents (registered in routes/my-gazette/my-gazette-routes.ts). */

/** The documents page of a draft: upload, list, confirm (a static path below the draft's task list). */
export const documentsPath = (noticeId: number) => `/my-gazette/draft/${noticeId}/documents`;

/** The question before a file is deleted (a page without JavaScript, the modal's content with it). */
export const documentDeletePath = (noticeId: number, documentId: number) =>
  `${documentsPath(noticeId)}/${documentId}/delete`;

/** The question before confirmed documents are opened for change again. */
export const documentsChangePath = (noticeId: number) => `${documentsPath(noticeId)}/change`;

/** A document's file, as an attachment, for the placer, their team and staff. */
export const documentDownloadPath = (noticeId: number, documentId: number) =>
  `/my-gazette/notices/${noticeId}/documents/${documentId}`;
