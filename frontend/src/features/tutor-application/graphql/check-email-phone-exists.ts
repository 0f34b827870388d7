import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CheckEmailPhoneExistsQuery, CheckEmailPhoneExistsQueryVariables } from '../../../lib/graphql/generated';

export const CHECK_EMAIL_PHONE_EXISTS: TypedDocumentNode<CheckEmailPhoneExistsQuery, CheckEmailPhoneExistsQueryVariables> = gql`
  query checkEmailPhoneExists($email: String!, $phone: String!) {
    checkEmailPhoneExists(email: $email, phone: $phone) {
      emailTaken
      phoneTaken
      message
    }
  }
`;
