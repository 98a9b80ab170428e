/** Stored paths are absolute server paths whose 9th segment (index 8) is the file name shown. */
const DISPLAY_SEGMENT_INDEX = 8;

/** The file name shown for a stored path; falls back to the last non-empty segment for shorter paths. */
export function storedFileDisplayName(path: string | null | undefined): string {
  if (!path) return '';
  const segments = path.split('/');
  const displaySegment = segments[DISPLAY_SEGMENT_INDEX];
  if (displaySegment) return displaySegment;
  return segments.filter((segment) => segment !== '').at(-1) ?? '';
}
