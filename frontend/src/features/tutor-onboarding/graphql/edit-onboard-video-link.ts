import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditOnboardVideoLinkMutation, EditOnboardVideoLinkMutationVariables } from '../../../lib/graphql/generated';
import { TUTOR_ONBOARDING_FIELDS } from './onboarding-fields';

/** The https link to the tutor's onboarding video. */
export const EDIT_ONBOARD_VIDEO_LINK: TypedDocumentNode<EditOnboardVideoLinkMutation, EditOnboardVideoLinkMutationVariables> = gql`
  mutation editOnboardVideoLink($videoLink: String!) {
    editOnboardVideoLink(videoLink: $videoLink) {
      ${TUTOR_ONBOARDING_FIELDS}
    }
  }
`;

export function useEditOnboardVideoLinkMutation() {
  return useMutation(EDIT_ONBOARD_VIDEO_LINK, { refetchQueries: ['getTutorOnboarding'], awaitRefetchQueries: true });
}
