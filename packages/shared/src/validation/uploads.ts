import { UPLOAD_KINDS, type UploadKindName } from '../constants';

/** Whether a chosen file fits an upload kind: by extension, and by MIME type when the browser gives one. */
export function isAcceptedUpload(kind: UploadKindName, fileName: string, mimeType?: string | null): boolean {
  const { extensions, mimeTypes } = UPLOAD_KINDS[kind];
  const lowerName = fileName.toLowerCase();
  const extensionFits = (extensions as readonly string[]).some((extension) => lowerName.endsWith(extension));
  const mimeFits = !mimeType || (mimeTypes as readonly string[]).includes(mimeType.toLowerCase());
  return extensionFits && mimeFits;
}
