/**
 * Where uploaded files live. Every feature stores and reads files through
 * `FileStorage`, so the local directory used by default can be swapped for
 * object storage without touching them. Files are named by the server
 * (`<area>/<random>.<ext>`): a client's file name never reaches the disk.
 */
import type { Readable } from 'node:stream';
import type { FileType } from './file-types';
import type { StorageArea } from './keys';

export interface StoredFileStream {
  stream: Readable;
  size: number;
  type: FileType;
}

/** A file a visitor sent, read whole and judged by its bytes, not yet stored. */
export interface UploadedFile {
  data: Buffer;
  /** The name on the sender's computer, cleaned for display (never used on disk). */
  filename: string;
  type: FileType;
}

export interface FileStorage {
  /** Stores `data` under a new random key in `area` and returns the key. */
  save(area: StorageArea, data: Buffer, type: FileType): Promise<string>;
  /** The file under `key`, or null when there is none. */
  open(key: string): Promise<StoredFileStream | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

export { createLocalStorage } from './local';
export { parseStorageKey, STORAGE_AREAS, type StorageArea } from './keys';
export * from './file-types';
export { saveWithRecord } from './with-record';
