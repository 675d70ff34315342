import { buffer } from 'node:stream/consumers';
import type { FileStorage } from './file-storage';

export interface MoveReport {
  moved: number;
  /** Already in the target with the same size (a move run again after an interruption). */
  alreadyThere: number;
}

/**
 * Moves every file of `source` into `target` under the same key, so the rows
 * that point at them stay right. Each file is copied, checked by size in the
 * target, and only then removed from the source: an interrupted move loses
 * nothing and can simply be run again.
 */
export async function moveFiles(
  source: FileStorage,
  target: FileStorage,
  onFile: (key: string) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, alreadyThere: 0 };
  for await (const key of source.keys()) {
    const file = await source.open(key);
    if (!file) continue;
    const data = await buffer(file.stream);
    const existing = await target.stat(key);
    if (existing?.size === data.length) {
      report.alreadyThere += 1;
    } else {
      await target.put(key, data);
      const copied = await target.stat(key);
      if (copied?.size !== data.length) {
        throw new Error(
          `${key}: the copy in the target storage is incomplete; the original is kept.`,
        );
      }
      report.moved += 1;
    }
    await source.remove(key);
    onFile(key);
  }
  return report;
}
