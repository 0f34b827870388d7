/**
 * A file a user uploaded, as events and read models refer to it. The bytes live in the file store
 * (`FileStorage`); `url` is where the app serves them: `/files/<fileId>/<filename>`, readable only by
 * the uploader and by the participants of a request or conversation that references the file.
 */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  url: string;
}

/** `/files/<fileId>/<filename>`: the file id a served url names, or null for any other url. */
export function fileIdOfUrl(url: string): string | null {
  const match = /^\/files\/([0-9a-f-]{36})\/[^/]+$/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

export function fileUrl(fileId: string, filename: string): string {
  return `/files/${fileId}/${encodeURIComponent(filename)}`;
}
