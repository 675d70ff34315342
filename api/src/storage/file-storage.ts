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
  /** The bytes asked for: the whole file, or the range. */
  stream: Readable;
  /** The whole file's size, whatever the range. */
  size: number;
  type: FileType;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
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
  /**
   * The file under `key` (only the bytes of `range` when given, which the
   * caller has checked against the size from `stat`), or null when there is none.
   */
  open(key: string, range?: ByteRange): Promise<StoredFileStream | null>;
  /** The size of the file under `key`, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Stores `data` under `key` as it is (moving files between storages); replaces any file there. */
  put(key: string, data: Buffer): Promise<void>;
  /** Every key stored, in no particular order. */
  keys(): AsyncIterable<string>;
}
