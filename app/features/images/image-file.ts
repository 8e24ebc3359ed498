/**
 * An image upload as a form field (My images, the company logo): chosen, under the upload limit, and
 * declared a PNG, JPG or GIF. Shared by the pages (the input's `accept`) and the actions; the server then
 * reads the file's own bytes to be sure (image-upload.server.ts).
 */
import type { ImageContentType } from "../../db/schema/images-values.ts";
import { file } from "../../lib/forms/field-schemas.ts";

// Each format's type must be one the user_images CHECK allows.
export const ALLOWED_IMAGE_FORMATS = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
} as const satisfies Record<string, ImageContentType>;
export const IMAGE_TYPE_MESSAGE = "The selected file must be a PNG, JPG or GIF image.";
export const IMAGE_REQUIRED_MESSAGE = "Select an image to upload.";

export function imageFile({ required = true }: { required?: boolean } = {}) {
  return file({
    types: Object.values(ALLOWED_IMAGE_FORMATS),
    extensions: ["png", "jpg", "jpeg", "gif"],
    required: required ? IMAGE_REQUIRED_MESSAGE : undefined,
    wrongType: IMAGE_TYPE_MESSAGE,
  });
}
