/**
 * Checking an uploaded image (My images, the company logo): the form field's rules (image-file.ts: chosen,
 * the size limit with the spec's message, a declared image type), then the type from the file's own bytes
 * (decoded by sharp), never from its name or the browser's claim alone.
 */
import sharp from "sharp";
import type { ImageContentType } from "../../db/schema/images-values.ts";
import { UPLOAD_BODY_LIMIT_BYTES } from "../security/request-body-limits.ts";
import {
  ALLOWED_IMAGE_FORMATS,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageFile,
} from "./image-file.ts";

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

/** An image the form field accepted, read from its bytes: what it really is, and its size in pixels. */
export async function readImage(file: File): Promise<ImageCheck> {
  const fileName = file.name.replace(/[^\w.\- ]/g, "_").slice(0, 120) || "image";
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

/** A posted image field, checked by the field's rules and then by its bytes. */
export async function checkImageUpload(value: FormDataEntryValue | null): Promise<ImageCheck> {
  const parsed = imageFile().safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? IMAGE_TYPE_MESSAGE };
  return parsed.data ? readImage(parsed.data) : { ok: false, message: IMAGE_REQUIRED_MESSAGE };
}
