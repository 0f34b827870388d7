import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetHubSpotEmailSignupQuery, GetHubSpotEmailSignupQueryVariables } from '../../../lib/graphql/generated';

/** The lead a personalised sign-up link names, to prefill the form; null when unknown or already signed up. */
export const GET_HUB_SPOT_EMAIL_SIGNUP: TypedDocumentNode<GetHubSpotEmailSignupQuery, GetHubSpotEmailSignupQueryVariables> = gql`
  query getHubSpotEmailSignup($ticketId: String!) {
    getHubSpotEmailSignup(ticketId: $ticketId) {
      ticketId
      email
      firstName
      lastName
      phoneNumber
      clientProfileType
    }
  }
`;

export function useHubSpotEmailSignupQuery(ticketId: string) {
  return useQuery(GET_HUB_SPOT_EMAIL_SIGNUP, { variables: { ticketId }, skip: !ticketId, fetchPolicy: 'network-only' });
}
