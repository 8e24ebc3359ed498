/**
 * Checking an uploaded image (My images, the company logo): the size limit with the spec's message, and
 * the type from the file's own bytes (decoded by sharp), never from its name or the browser's claim.
 */
import sharp from "sharp";
import type { ImageContentType } from "../../db/schema/images-values.ts";
import {
  tooBigMessage,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_LIMIT_BYTES,
} from "../security/request-body-limits.ts";

// Each format's type must be one the user_images CHECK allows.
export const ALLOWED_IMAGE_FORMATS = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
} as const satisfies Record<string, ImageContentType>;
export const IMAGE_TYPE_MESSAGE = "The selected file must be a PNG, JPG or GIF image.";
export const IMAGE_REQUIRED_MESSAGE = "Select an image to upload.";
export { tooBigMessage, UPLOAD_LIMIT_BYTES };

/**
 * Refuse a request body over the upload routes' limit before reading it (the Content-Length header). The
 * server refuses such bodies first; this keeps the route safe wherever it runs.
 */
export function isRequestTooLarge(request: Request): boolean {
  const length = Number(request.headers.get("content-length") ?? 0);
  return Number.isFinite(length) && length > UPLOAD_BODY_LIMIT_BYTES;
}

export interface CheckedImage {
  fileName: string;
  contentType: ImageContentType;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; message: string };

export async function checkImageUpload(file: FormDataEntryValue | null): Promise<ImageCheck> {
  if (!file || typeof file === "string" || file.size === 0)
    return { ok: false, message: IMAGE_REQUIRED_MESSAGE };
  const fileName = file.name.replace(/[^\w.\- ]/g, "_").slice(0, 120) || "image";
  if (file.size >= UPLOAD_LIMIT_BYTES) return { ok: false, message: tooBigMessage(fileName, file.size) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    const meta = await sharp(bytes).metadata();
    const format = meta.format as keyof typeof ALLOWED_IMAGE_FORMATS | undefined;
    if (!format || !(format in ALLOWED_IMAGE_FORMATS) || !meta.width || !meta.height)
      return { ok: false, message: IMAGE_TYPE_MESSAGE };
    return {
      ok: true,
      image: {
        fileName,
        contentType: ALLOWED_IMAGE_FORMATS[format],
        width: meta.width,
        height: meta.height,
        bytes,
      },
    };
  } catch {
    return { ok: false, message: IMAGE_TYPE_MESSAGE };
  }
}
