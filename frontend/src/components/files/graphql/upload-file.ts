import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { UploadFileMutation, UploadFileMutationVariables } from '../../../lib/graphql/generated';

/** A stored file as the API describes it (spec section 3, Uploaded file). */
export type UploadedFile = UploadFileMutation['uploadFile'];

/** Multipart upload (the upload link is chosen because the variables hold a File). */
export const UPLOAD_FILE: TypedDocumentNode<UploadFileMutation, UploadFileMutationVariables> = gql`
  mutation uploadFile($file: Upload!, $idempotencyKey: String) {
    uploadFile(file: $file, idempotencyKey: $idempotencyKey) {
      filename
      mimetype
      url
    }
  }
`;

export function useUploadFileMutation() {
  return useMutation(UPLOAD_FILE);
}
