/** SQL for My images. An image belongs to its uploader and is shared with the uploader's organisation. */
import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type ImageContentType, userImages } from "../../db/schema.ts";

export interface ImageSummary {
  id: number;
  userId: number;
  fileName: string;
  contentType: string;
  width: number | null;
  height: number | null;
  byteSize: number;
  createdAt: string;
}

export interface ImageReader {
  id: number;
  organisationId: number | null;
}

/** The images a person may see: their own, and their organisation's. */
function readableBy(reader: ImageReader): SQL {
  return reader.organisationId === null
    ? eq(userImages.userId, reader.id)
    : (or(eq(userImages.userId, reader.id), eq(userImages.organisationId, reader.organisationId)) as SQL);
}

const summaryColumns = {
  id: userImages.id,
  userId: userImages.userId,
  fileName: userImages.fileName,
  contentType: userImages.contentType,
  width: userImages.width,
  height: userImages.height,
  byteSize: userImages.byteSize,
  createdAt: userImages.createdAt,
};

export async function insertImage(
  db: Database,
  input: {
    userId: number;
    organisationId: number | null;
    fileName: string;
    contentType: ImageContentType;
    width: number;
    height: number;
    bytes: Uint8Array;
  },
): Promise<number> {
  const [row] = await db
    .insert(userImages)
    .values({
      userId: input.userId,
      organisationId: input.organisationId,
      fileName: input.fileName,
      contentType: input.contentType,
      width: input.width,
      height: input.height,
      byteSize: input.bytes.byteLength,
      body: Buffer.from(input.bytes),
    })
    .returning({ id: userImages.id });
  return row!.id;
}

export async function listImages(db: Database, reader: ImageReader): Promise<ImageSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(userImages)
    .where(readableBy(reader))
    .orderBy(desc(userImages.createdAt), desc(userImages.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function findImage(db: Database, reader: ImageReader, id: number): Promise<ImageSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(userImages)
    .where(and(eq(userImages.id, id), readableBy(reader)))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

export async function readImageBody(
  db: Database,
  reader: ImageReader,
  id: number,
): Promise<{ contentType: string; body: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: userImages.contentType, body: userImages.body })
    .from(userImages)
    .where(and(eq(userImages.id, id), readableBy(reader)))
    .limit(1);
  return row ?? null;
}

/** Only the uploader deletes an image; the organisation's people may use it but not remove it. */
export async function deleteOwnImage(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userImages)
    .where(and(eq(userImages.id, id), eq(userImages.userId, userId)))
    .returning({ id: userImages.id });
  return rows.length > 0;
}
