import { gql, useMutation } from '@apollo/client';

/** A stored file as the API describes it (spec section 3, Uploaded file). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  url: string;
}

export interface UploadFileData {
  uploadFile: UploadedFile;
}

/** Multipart upload (the upload link is chosen because the variables hold a File). */
export const UPLOAD_FILE = gql`
  mutation uploadFile($file: Upload!, $idempotencyKey: String) {
    uploadFile(file: $file, idempotencyKey: $idempotencyKey) {
      filename
      mimetype
      url
    }
  }
`;

export function useUploadFileMutation() {
  return useMutation<UploadFileData, { file: File }>(UPLOAD_FILE);
}
