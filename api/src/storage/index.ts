/**
 * Where uploaded files live (file-storage.ts says what a storage does):
 * the local directory, the database or S3-compatible object storage, as
 * configured, behind one `FileStorage`.
 */
export type { ByteRange, FileStorage, StoredFileStream, UploadedFile } from './file-storage';
export { createDatabaseStorage } from './database';
export { createLocalStorage } from './local';
export { createS3Storage } from './s3';
export { createStorage } from './create';
export { parseStorageKey, STORAGE_AREAS, type StorageArea } from './keys';
export * from './file-types';
export { saveWithRecord } from './with-record';
