import { FileUploadMessages } from '../../../../domain/files/file-upload.rules';

/** What can be uploaded: our limit and allow-list; the messages are registered with the domain's (message ids). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 10;

export const UploadMessages = FileUploadMessages;

/** The allow-list, by extension; the type served is ours, not what the browser claimed. */
export const ALLOWED_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Types a browser may show in place; every other file is served as a download. */
export const INLINE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

/**
 * The name as a file name only: no folders, no control characters, no bidirectional controls (a
 * right-to-left override shows `invoice\u202Efdp.exe` as `invoiceexe.pdf`), at most 200 characters
 * (keeping the extension).
 */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = [...base].filter((char) => !isControlCharacter(char) && !isBidiControl(char)).join('').trim();
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - extension.length) + extension;
}

/** The served type for an allowed file name, or null. */
export function allowedTypeOf(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0) return null;
  return ALLOWED_UPLOAD_TYPES[filename.slice(dot + 1).toLowerCase()] ?? null;
}

/** The marks and embeddings, overrides and isolates that reorder how text is shown. */
function isBidiControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x200e || code === 0x200f || code === 0x061c || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** U+0000 to U+001F and U+007F (DEL). */
function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x1f || code === 0x7f;
}
