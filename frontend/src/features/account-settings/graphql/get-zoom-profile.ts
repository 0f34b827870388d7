import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetZoomProfileQuery, GetZoomProfileQueryVariables } from '../../../lib/graphql/generated';

export const GET_ZOOM_PROFILE: TypedDocumentNode<GetZoomProfileQuery, GetZoomProfileQueryVariables> = gql`
  query getZoomProfile {
    getCurrentUserV2 {
      id
      zoomProfile { id firstName lastName email }
    }
  }
`;

export function useZoomProfileQuery() {
  return useQuery(GET_ZOOM_PROFILE, { fetchPolicy: 'network-only' });
}
