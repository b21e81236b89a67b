/**
 * The image types an upload may be: what the browser declares and the bucket's signed
 * Content-Type allows. The bytes still decide (the image processor sniffs them).
 * Browser-safe: no Node imports.
 */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type UploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];
