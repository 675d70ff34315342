/**
 * What an uploaded file really is, judged by its first bytes ("magic
 * numbers"), never by its name or the type the client claims: a script
 * renamed `photo.jpg` is refused. Only formats a browser shows inertly are
 * known; SVG (which can carry script) is deliberately not one of them.
 */
export interface FileType {
  /** How people call it, for messages. */
  label: string;
  contentType: string;
  /** The extension stored files of this type get. */
  extension: string;
  /** Images are shown inline; anything else is served as a download. */
  image: boolean;
}

export const JPEG: FileType = {
  label: 'JPEG',
  contentType: 'image/jpeg',
  extension: 'jpg',
  image: true,
};
export const PNG: FileType = {
  label: 'PNG',
  contentType: 'image/png',
  extension: 'png',
  image: true,
};
export const GIF: FileType = {
  label: 'GIF',
  contentType: 'image/gif',
  extension: 'gif',
  image: true,
};
export const WEBP: FileType = {
  label: 'WebP',
  contentType: 'image/webp',
  extension: 'webp',
  image: true,
};
export const PDF: FileType = {
  label: 'PDF',
  contentType: 'application/pdf',
  extension: 'pdf',
  image: false,
};

/** Played inline by `<audio>` and podcast apps (served inline, not as a download). */
export const MP3: FileType = {
  label: 'MP3',
  contentType: 'audio/mpeg',
  extension: 'mp3',
  image: false,
};
export const M4A: FileType = {
  label: 'M4A',
  contentType: 'audio/mp4',
  extension: 'm4a',
  image: false,
};

export const IMAGE_TYPES: readonly FileType[] = [JPEG, PNG, GIF, WEBP];
export const ATTACHMENT_TYPES: readonly FileType[] = [...IMAGE_TYPES, PDF];
export const AUDIO_TYPES: readonly FileType[] = [MP3, M4A];
const ALL_TYPES: readonly FileType[] = [...ATTACHMENT_TYPES, ...AUDIO_TYPES];

/** MPEG audio frame sync: 11 set bits, then a layer other than "reserved" (MPEG-1/2 Layer III or II). */
const isMpegFrame = (data: Buffer) =>
  data.length >= 4 &&
  data[0] === 0xff &&
  ((data[1] ?? 0) & 0xe0) === 0xe0 &&
  ((data[1] ?? 0) & 0x06) !== 0;
/** The ISO media brands of audio-only MP4 files (and the generic ones encoders write for them). */
const M4A_BRANDS = ['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2'];

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of `data` by its signature, or null when it is none of the known formats. */
export function detectFileType(data: Buffer): FileType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return GIF;
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(data, ascii('%PDF-'))) return PDF;
  if (startsWith(data, ascii('ID3')) || isMpegFrame(data)) return MP3;
  if (
    startsWith(data, ascii('ftyp'), 4) &&
    M4A_BRANDS.some((brand) => startsWith(data, ascii(brand), 8))
  ) {
    return M4A;
  }
  return null;
}

/** The type a stored file's extension stands for (names are ours, so the extension is trusted). */
export function fileTypeOfExtension(extension: string): FileType | null {
  return ALL_TYPES.find((type) => type.extension === extension) ?? null;
}

/** "JPEG, PNG, GIF or WebP", for error messages. */
export function describeTypes(types: readonly FileType[]): string {
  const names = types.map((type) => type.label);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
    : (names[0] ?? '');
}
