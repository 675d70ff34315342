/** Storage keys: `<area>/<22 random characters>.<extension>`. */
import { randomBytes } from 'node:crypto';
import { fileTypeOfExtension, type FileType } from './file-types';

/**
 * `photos`, `audio` (sermons), `slides` (the hero's images) and `bulletins`
 * (the weekly bulletins' PDFs and first-page images) are public; `attachments` (contact messages)
 * and `sacraments` (a family's documents, docs/sacraments.md)
 * are for administrators only; `statements` (year-end PDFs) go only to their donors.
 */
export const STORAGE_AREAS = [
  'photos',
  'attachments',
  'audio',
  'statements',
  'slides',
  'sacraments',
  'bulletins',
] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

const KEY_PATTERN = new RegExp(
  `^(${STORAGE_AREAS.join('|')})/([A-Za-z0-9_-]{22})\\.([a-z0-9]{3,4})$`,
);

/** 128 random bits, URL-safe: names can be neither guessed nor enumerated. */
export function newStorageKey(area: StorageArea, type: FileType): string {
  return `${area}/${randomBytes(16).toString('base64url')}.${type.extension}`;
}

/** The parts of a key this storage could have made, or null for anything else (e.g. `../x`). */
export function parseStorageKey(
  key: string,
): { area: StorageArea; name: string; type: FileType } | null {
  const match = KEY_PATTERN.exec(key);
  const type = match ? fileTypeOfExtension(match[3] ?? '') : null;
  if (!match || !type) return null;
  return { area: match[1] as StorageArea, name: `${match[2]}.${match[3]}`, type };
}

/** A storage's `save`: `data` put under a new random key in `area`, answering the key. */
export function saveUnderNewKey(put: (key: string, data: Buffer) => Promise<void>) {
  return async (area: StorageArea, data: Buffer, type: FileType): Promise<string> => {
    const key = newStorageKey(area, type);
    await put(key, data);
    return key;
  };
}
