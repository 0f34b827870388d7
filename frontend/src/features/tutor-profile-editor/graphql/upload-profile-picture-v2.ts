import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { UploadProfilePictureV2Mutation, UploadProfilePictureV2MutationVariables } from '../../../lib/graphql/generated';

/** Multipart when a File is in the variables (the upload link); without one it turns the current picture. */
export const UPLOAD_PROFILE_PICTURE_V2: TypedDocumentNode<UploadProfilePictureV2Mutation, UploadProfilePictureV2MutationVariables> = gql`
  mutation uploadProfilePictureV2($file: Upload, $rotation: Int!, $expectedRevision: Int, $idempotencyKey: String) {
    uploadProfilePictureV2(file: $file, rotation: $rotation, expectedRevision: $expectedRevision, idempotencyKey: $idempotencyKey) {
      src
      rotation
    }
  }
`;

export function useUploadProfilePictureV2Mutation() {
  return useMutation(UPLOAD_PROFILE_PICTURE_V2);
}
