import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetLessonRoomQuery, GetLessonRoomQueryVariables } from '../../../lib/graphql/generated';

export type LessonRoom = NonNullable<GetLessonRoomQuery['getLessonRoom']>;
export type LessonRoomStatus = LessonRoom['status'];

/** The session behind a signed room link (`/rooms/<roomId>?user=&role=&sig=`); NOT_FOUND when the link is not valid. */
export const GET_LESSON_ROOM: TypedDocumentNode<GetLessonRoomQuery, GetLessonRoomQueryVariables> = gql`
  query getLessonRoom($roomId: ID!, $user: ID!, $role: String!, $sig: String!) {
    getLessonRoom(roomId: $roomId, user: $user, role: $role, sig: $sig) {
      roomId
      subject
      startTime
      endTime
      status
      participants {
        firstName
        role
      }
    }
  }
`;

export function useGetLessonRoomQuery(variables: GetLessonRoomQueryVariables, skip: boolean) {
  return useQuery(GET_LESSON_ROOM, { variables, skip, fetchPolicy: 'network-only' });
}
