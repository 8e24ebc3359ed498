/**
 * My images, for routes and other features (a company logo is an uploaded image too). An image belongs to
 * its uploader and is shared with the uploader's organisation; only the uploader deletes it.
 */
import type { Database } from "../../db/client.server.ts";
import type { CheckedImage } from "./image-upload.server.ts";
import { insertImage } from "./images-repository.server.ts";

export {
  deleteOwnImage,
  findImage,
  type ImageReader,
  type ImageSummary,
  listImages,
  readImageBody,
} from "./images-repository.server.ts";

/** Stores a checked upload as the person's image, shared with their organisation; its id. */
export function saveUploadedImage(
  db: Database,
  owner: { id: number; organisationId: number | null },
  image: CheckedImage,
): Promise<number> {
  return insertImage(db, { ...image, userId: owner.id, organisationId: owner.organisationId });
}
