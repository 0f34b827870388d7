import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { ASSOCIATE_ZOOM, DISASSOCIATE_ZOOM, GET_ZOOM_PROFILE } from '../graphql/zoom';
import { ZoomSettingsPage, ZoomSuccessPage } from './ZoomSettingsPages';

const zoomProfile = { __typename: 'ZoomProfile' as const, id: 'zoom-1', firstName: 'Theo', lastName: 'Tester', email: 'theo@zoom.example' };
const profileMock = (profile: typeof zoomProfile | null) => ({ request: { query: GET_ZOOM_PROFILE }, result: { data: { getCurrentUserV2: { __typename: 'User', id: 'user-1', zoomProfile: profile } } } });
const tutor = (language: 'en' | 'sp' = 'en') => testUser({ profileTypes: ['TUTOR'], languagePreference: language });

afterEach(() => sessionStorage.clear());

describe('ZoomSettingsPage', () => {
  it('shows the connected account and disconnects it, in English', async () => {
    const disconnected = { request: { query: DISASSOCIATE_ZOOM }, result: { data: { disassociateZoom: { __typename: 'User', id: 'user-1', zoomProfile: null } } } };
    renderWithProviders(<ZoomSettingsPage />, { path: '/account-settings/zoom', user: tutor(), mocks: [profileMock(zoomProfile), disconnected] });
    expect(await screen.findByText('Connected as Theo Tester (theo@zoom.example)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Zoom' }));
    expect(await screen.findByRole('button', { name: 'Connect Zoom' })).toBeInTheDocument();
  });

  it('offers to connect, in Spanish', async () => {
    renderWithProviders(<ZoomSettingsPage />, { path: '/account-settings/zoom', language: 'sp', user: tutor('sp'), mocks: [profileMock(null)] });
    expect(await screen.findByRole('button', { name: 'Conectar Zoom' })).toBeInTheDocument();
  });

  it('passes Zoom’s redirect with its code on to zoom/success', async () => {
    const { router } = renderWithProviders(<ZoomSettingsPage />, {
      path: '/account-settings/zoom',
      initialEntry: '/account-settings/zoom?code=abc&state=s1',
      user: tutor(),
      routes: [{ path: '/account-settings/zoom/success', element: <p>success</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/zoom/success'));
    expect(router.state.location.search).toBe('?code=abc&state=s1');
  });
});

describe('ZoomSuccessPage', () => {
  it('exchanges a code that came back with this tab’s state and shows the account, in English', async () => {
    sessionStorage.setItem('zoom-oauth-state', 's1');
    const associated = { request: { query: ASSOCIATE_ZOOM, variables: { authCode: 'abc' } }, result: { data: { associateZoom: zoomProfile } } };
    renderWithProviders(<ZoomSuccessPage />, { path: '/account-settings/zoom/success', initialEntry: '/account-settings/zoom/success?code=abc&state=s1', user: tutor(), mocks: [associated] });
    expect(await screen.findByText('Your Zoom account is connected.')).toBeInTheDocument();
    expect(screen.getByText('Connected as Theo Tester (theo@zoom.example)')).toBeInTheDocument();
    expect(sessionStorage.getItem('zoom-oauth-state')).toBeNull();
  });

  it('refuses a code with another state, sending nothing, in Spanish', async () => {
    sessionStorage.setItem('zoom-oauth-state', 's1');
    renderWithProviders(<ZoomSuccessPage />, { path: '/account-settings/zoom/success', initialEntry: '/account-settings/zoom/success?code=abc&state=forged', language: 'sp', user: tutor('sp') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta conexión con Zoom no se inició aquí.');
    expect(screen.getByRole('link', { name: 'Volver a la configuración de Zoom' })).toHaveAttribute('href', '/account-settings/zoom');
  });
});
