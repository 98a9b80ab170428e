import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { type FileStorage, keyFromPath } from './storage';

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size (an earlier run got there). */
  skipped: number;
  /** Files under the folder that are not stored files (no generated key): left alone. */
  ignored: string[];
}

/**
 * Copies a disk store (DATA_DIR/files) into another store key for key, idempotently: a key already
 * there with the same size is skipped, so an interrupted copy is finished by running it again. Files
 * are read whole (uploads are bounded by UPLOAD_MAX_MB).
 */
export async function copyDiskStore(
  root: string,
  target: FileStorage,
  onProgress: (report: CopyReport) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, ignored: [] };
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = keyFromPath(relative(root, path).split(sep).join('/'));
    if (!key) {
      report.ignored.push(relative(root, path));
      continue;
    }
    const [{ size }, existing] = await Promise.all([stat(path), target.size(key)]);
    if (existing === size) report.skipped += 1;
    else {
      await target.put(key, await readFile(path));
      report.copied += 1;
    }
    onProgress(report);
  }
  return report;
}
