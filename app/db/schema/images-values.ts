/** The fixed words of the user_images table (a CHECK in images.ts keeps the column to them). */

/**
 * The types an uploaded image may have: decided from the file's own bytes on upload, and sent back as
 * the Content-Type when it is shown, so the table never holds (or serves) anything but these images.
 */
export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
