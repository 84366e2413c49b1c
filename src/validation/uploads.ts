// Upload limits (spec section 5): Spanish sites, image 5 MB and video 80 MB; Catalan sites and
// the digital interview, image 8 MB and video 500 MB.
import { UPLOAD_LIMITS_MB } from '../constants';

export type UploadKind = 'image' | 'video';
/** `es` and `ca` are the site's language; `digitalInterview` is the interview form on any site. */
export type UploadContext = 'es' | 'ca' | 'digitalInterview';

const BYTES_PER_MB = 1024 * 1024;

export function uploadLimitBytes(kind: UploadKind, context: UploadContext): number {
  const limits = context === 'es' ? UPLOAD_LIMITS_MB.es : UPLOAD_LIMITS_MB.caAndDigitalInterview;
  return limits[kind] * BYTES_PER_MB;
}

export const isUploadWithinLimit = (sizeBytes: number, kind: UploadKind, context: UploadContext): boolean =>
  Number.isFinite(sizeBytes) && sizeBytes >= 0 && sizeBytes <= uploadLimitBytes(kind, context);

/** Images and videos only: the kind of a file by its MIME type, or null for anything else. */
export function uploadKindOf(mimeType: string): UploadKind | null {
  if (/^image\//i.test(mimeType)) return 'image';
  if (/^video\//i.test(mimeType)) return 'video';
  return null;
}
