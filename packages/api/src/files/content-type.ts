/** Kinds of upload the product accepts, recognised by their first bytes, never by name or header. */
export type UploadKind = 'image' | 'pdf' | 'html' | 'csv';

export interface DetectedType {
  kind: UploadKind;
  mime: string;
  extension: string;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function looksLikeText(head: Buffer) {
  if (head.includes(0)) return false;
  // A multi-byte character may be cut at the end of the sniffed head; ignore its last 3 bytes.
  const sample = head.subarray(0, Math.max(0, head.length - 3));
  return !new TextDecoder('utf-8', { fatal: false }).decode(sample).includes('\uFFFD');
}

/** Detects the type from the content; `accepted` limits which kinds a given field takes. */
export function detectUploadType(head: Buffer, accepted: readonly UploadKind[]): DetectedType | null {
  const candidates: Array<DetectedType & { matches: () => boolean }> = [
    {
      kind: 'image',
      mime: 'image/png',
      extension: 'png',
      matches: () => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    },
    {
      kind: 'image',
      mime: 'image/jpeg',
      extension: 'jpg',
      matches: () => startsWith(head, [0xff, 0xd8, 0xff]),
    },
    {
      kind: 'image',
      mime: 'image/webp',
      extension: 'webp',
      matches: () => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
    },
    {
      kind: 'image',
      mime: 'image/gif',
      extension: 'gif',
      matches: () => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
    },
    {
      kind: 'pdf',
      mime: 'application/pdf',
      extension: 'pdf',
      matches: () => startsWith(head, ascii('%PDF-')),
    },
    {
      kind: 'html',
      mime: 'text/html',
      extension: 'html',
      matches: () =>
        looksLikeText(head) &&
        /^\uFEFF?\s*<(!doctype\s+html|html|head|body|table|div|p|!--)/i.test(head.toString('utf8')),
    },
    {
      kind: 'csv',
      mime: 'text/csv',
      extension: 'csv',
      matches: () => head.length > 0 && looksLikeText(head),
    },
  ];
  return candidates.find((candidate) => accepted.includes(candidate.kind) && candidate.matches()) ?? null;
}
