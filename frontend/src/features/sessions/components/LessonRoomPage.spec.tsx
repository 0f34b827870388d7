import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { Language } from '../../../lib/intl/languages';
import { GET_LESSON_ROOM } from '../graphql/get-lesson-room';
import { LessonRoomPage } from './LessonRoomPage';

const variables = { roomId: 'room-1', user: 'user-2', role: 'STUDENT', sig: 'signature' };
const link = `/rooms/${variables.roomId}?user=${variables.user}&role=${variables.role}&sig=${variables.sig}`;
const room = {
  roomId: 'room-1',
  subject: 'Geometry',
  startTime: '2030-03-04T17:00:00.000Z',
  endTime: '2030-03-04T18:00:00.000Z',
  status: 'UPCOMING',
  participants: [
    { firstName: 'Tomás', role: 'TUTOR' },
    { firstName: 'Carla', role: 'STUDENT' },
  ],
};
const roomMock = { request: { query: GET_LESSON_ROOM, variables }, result: { data: { getLessonRoom: room } } };
const notFoundMock = { request: { query: GET_LESSON_ROOM, variables }, result: { errors: [new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } })] } };

function renderRoom(language: Language, mocks: object[], initialEntry = link) {
  return renderWithProviders(<LessonRoomPage />, { language, mocks: mocks as never, path: '/rooms/:roomId', initialEntry });
}

describe('LessonRoomPage', () => {
  it.each([
    ['en', 'Lesson room', 'In this room: Tomás and Carla', 'Upcoming'],
    ['sp', 'Aula de la clase', 'En esta aula: Tomás y Carla', 'Próxima'],
  ] as const)('shows the session a valid link leads to (%s)', async (language, title, people, status) => {
    renderRoom(language, [roomMock]);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Geometry')).toBeInTheDocument();
    expect(screen.getByText(people)).toBeInTheDocument();
    expect(screen.getByText(status)).toBeInTheDocument();
  });

  it.each([
    ['en', 'This room link is not valid'],
    ['sp', 'Este enlace al aula no es válido'],
  ] as const)('says a link the server does not recognise is not valid (%s)', async (language, title) => {
    renderRoom(language, [notFoundMock]);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByText('Geometry')).not.toBeInTheDocument();
  });

  it('says a link without its signature is not valid, without asking the server', async () => {
    renderRoom('en', [], '/rooms/room-1?user=user-2&role=STUDENT');
    expect(await screen.findByText('This room link is not valid')).toBeInTheDocument();
  });
});
