import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { CLIENT_NAME_SOFT_SEARCH } from '../graphql/client-name-soft-search';
import { CORE_USER_ANY_SEARCH } from '../graphql/core-user-any-search';
import { GET_USER_SUGGESTIONS_BY_NAME } from '../graphql/get-user-suggestions-by-name';
import { UsersTab } from './UsersTab';

const user = (id: string, firstName: string, profileTypes: string[], deleted = false) => ({
  __typename: 'AdminUser' as const,
  id,
  firstName: deleted ? 'deleted user' : firstName,
  lastName: deleted ? '' : 'Quenby',
  email: deleted ? null : `${firstName.toLowerCase()}@example.com`,
  phoneNumber: null,
  emailVerified: true,
  profileTypes,
  clientProfileType: null,
  languagePreference: 'en',
  createdAt: '2026-11-20T10:00:00.000Z',
  deleted,
});
const rosalind = user('u1', 'Rosalind', ['STUDENT_OR_PARENT']);
const tomas = user('u2', 'Tomas', ['TUTOR']);
const gone = user('u3', 'Gone', ['STUDENT_OR_PARENT'], true);
const noSuggestions = (name: string): MockedResponse => ({ request: { query: GET_USER_SUGGESTIONS_BY_NAME, variables: { name } }, result: { data: { getUserSuggestionsByName: [] } } });
/** The whole text at once (one suggestions query), then Enter. */
async function search(person: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string): Promise<void> {
  await person.click(box);
  await person.paste(text);
  await person.keyboard('{Enter}');
}
const render = (mocks: MockedResponse[], language: 'en' | 'sp' = 'en') =>
  renderWithProviders(<UsersTab />, { path: '/admin/search', initialEntry: '/admin/search', user: testUser({ profileTypes: ['ADMIN'], languagePreference: language }), language, mocks });

describe('UsersTab', () => {
  it('searches any user, or clients only, and links each to their page', async () => {
    const person = userEvent.setup();
    const anySearch = jest.fn(() => ({ data: { coreUserAnySearch: [rosalind, tomas] } }));
    const clientSearch = jest.fn(() => ({ data: { clientNameSoftSearch: [rosalind] } }));
    render([
      noSuggestions('quenby'),
      { request: { query: CORE_USER_ANY_SEARCH, variables: { text: 'quenby', pageNumber: 1 } }, result: anySearch },
      { request: { query: CLIENT_NAME_SOFT_SEARCH, variables: { name: 'quenby' } }, result: clientSearch },
    ]);
    expect(screen.getByText('Type a name, an e-mail address or an id to find users.')).toBeInTheDocument();
    await search(person, screen.getByRole('searchbox', { name: 'Find a user' }), 'quenby');
    const table = await screen.findByRole('table', { name: 'Users found' });
    expect(within(table).getByRole('link', { name: 'Tomas Quenby' })).toHaveAttribute('href', '/admin/users/u2');
    expect(within(table).getByText('Tutor')).toBeInTheDocument();
    expect(anySearch).toHaveBeenCalledTimes(1);

    await person.click(screen.getByRole('checkbox', { name: 'Clients only' }));
    await screen.findByText('rosalind@example.com');
    expect(clientSearch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Tomas Quenby' })).not.toBeInTheDocument();
  });

  it('names a deleted user as such, in Spanish', async () => {
    const person = userEvent.setup();
    render([noSuggestions('u3'), { request: { query: CORE_USER_ANY_SEARCH, variables: { text: 'u3', pageNumber: 1 } }, result: { data: { coreUserAnySearch: [gone] } } }], 'sp');
    await search(person, screen.getByRole('searchbox', { name: 'Buscar un usuario' }), 'u3');
    expect(await screen.findByRole('link', { name: 'usuario eliminado' })).toHaveAttribute('href', '/admin/users/u3');
  });
});
