import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUser } from '../../lib/session/get-current-user';
import { sessionToken } from '../../lib/session-token';
import { renderWithProviders, testUser } from '../../test-support/renderWithProviders';
import { appConfig } from '../app-config';
import { Header } from './Header';
import { HeaderStatus, UNKNOWN_HEADER_STATUS } from './header-status';

const tutor = testUser({ profileTypes: ['TUTOR'], clientProfileType: null });
const parent = testUser({ profileTypes: ['STUDENT_OR_PARENT'], clientProfileType: 'PARENT' });
const student = testUser({ profileTypes: ['STUDENT_OR_PARENT'], clientProfileType: 'STUDENT' });
const dualRole = testUser({ profileTypes: ['TUTOR', 'STUDENT_OR_PARENT'], clientProfileType: 'STUDENT' });
const adminClient = testUser({ profileTypes: ['STUDENT_OR_PARENT', 'ADMIN'], clientProfileType: 'PARENT' });

/** Answers matchMedia as a window of the given width would. */
function setViewportWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const maxWidth = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: maxWidth ? width <= Number(maxWidth[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

function renderHeader(user: CurrentUser | null, options: { status?: HeaderStatus; language?: 'en' | 'sp' } = {}) {
  return renderWithProviders(<Header status={options.status} />, { user, language: options.language, path: '/*' });
}

/** The header's own links (not those of menus), by accessible name. */
async function headerLinks(): Promise<Record<string, string | null>> {
  const nav = await screen.findByRole('navigation', { name: /main menu|menú principal/i });
  await within(nav).findAllByRole('link');
  return Object.fromEntries(within(nav).getAllByRole('link').map((link) => [link.textContent ?? '', link.getAttribute('href')]));
}

async function openMeMenu(label = 'Me') {
  const user = userEvent.setup();
  // `expanded: false`: the menu once its popover's code has loaded (HeaderMenus.tsx).
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${label}`), expanded: false }));
  return screen.findByRole('menu', { name: /account menu|menú de la cuenta/i });
}

function menuItems(menu: HTMLElement): Array<[string, string | null]> {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent ?? '', item.getAttribute('href')]);
}

/**
 * The page's way out, which jsdom does not have: `fetch` (answering every request) and `location.assign`
 * (recording where the page would load). Restored after the test.
 */
function stubPageExits() {
  const fetch = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: true } as Response));
  const assign = jest.fn((_url: string) => undefined);
  const original = window.location;
  const hadFetch = 'fetch' in window;
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
  // jsdom's Location cannot be spied on; the window's own property can be replaced for the test.
  Reflect.deleteProperty(window, 'location');
  Object.defineProperty(window, 'location', { value: { ...original, assign }, configurable: true, writable: true });
  const restore = () => {
    Object.defineProperty(window, 'location', { value: original, configurable: true, writable: true });
    if (hadFetch) return;
    Reflect.deleteProperty(window, 'fetch');
  };
  return { fetch, assign, restore };
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('Header for a visitor', () => {
  it('links the product name home and shows the public menu', async () => {
    renderHeader(null);
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tutoring Marketplace home page' })).toHaveAttribute('href', '/');
    expect(await headerLinks()).toEqual({
      'Tutoring Marketplace': '/',
      'Request a Tutor': '/request-a-tutor',
      'Find a Tutor': '/search',
      'Apply to Tutor': '/apply',
      'Tutoring for Schools': '/schools',
      'Tutoring for Families': '/marketplace',
      'Log in': '/login',
      'Sign up': '/signup',
    });
    expect(screen.queryByRole('button', { name: /^Me/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it.each([
    ['About Us', 'button', [['Our story', '/about-us/our-story'], ['Team', '/about-us/team'], ['Media', '/about-us/media']]],
    [
      'Tutoring for Schools',
      'link',
      [['Our method', '/schools/#method'], ['Our blog', '/schools/#blog'], ['Contact the schools team', '/schools/#contact']],
    ],
    ['Tutoring for Families', 'link', [['Tutor marketplace', '/marketplace'], ['Pricing', '/pricing'], ['FAQ', '/faq']]],
  ] as const)('opens the %s submenu on hover', async (label, role, expected) => {
    renderHeader(null);
    const user = userEvent.setup();
    const trigger = await screen.findByRole(role, { name: label });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.hover(trigger);
    const submenu = await screen.findByRole('menu', { name: label });
    expect(menuItems(submenu)).toEqual(expected);
  });

  it('opens a submenu when its label gets keyboard focus, and Tab moves into it', async () => {
    renderHeader(null);
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'About Us' });
    act(() => trigger.focus());
    const submenu = await screen.findByRole('menu', { name: 'About Us' });
    await user.tab();
    expect(within(submenu).getByRole('menuitem', { name: 'Our story' })).toHaveFocus();
  });

  it('keeps a submenu open for 750 ms after the pointer leaves', async () => {
    renderHeader(null);
    const trigger = await screen.findByRole('button', { name: 'About Us' });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.hover(trigger);
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByRole('menu', { name: 'About Us' })).toBeInTheDocument();
      await user.unhover(trigger);
      act(() => jest.advanceTimersByTime(700));
      expect(screen.getByRole('menu', { name: 'About Us' })).toBeInTheDocument();
      // React renders between steps, so the close (at 750 ms) can start its exit transition.
      act(() => jest.advanceTimersByTime(100));
      act(() => jest.advanceTimersByTime(400));
      expect(screen.queryByRole('menu', { name: 'About Us' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('navigates inside the app', async () => {
    const { router } = renderHeader(null);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Find a Tutor' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(screen.getByRole('link', { name: 'Find a Tutor' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the whole menu in Spanish', async () => {
    renderHeader(null, { language: 'sp' });
    await screen.findByRole('link', { name: 'Iniciar sesión' });
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página de inicio de Tutoring Marketplace' })).toBeInTheDocument();
    expect(await headerLinks()).toEqual({
      'Tutoring Marketplace': '/',
      'Solicitar un tutor': '/request-a-tutor',
      'Buscar un tutor': '/search',
      'Postúlate como tutor': '/apply',
      'Tutorías para escuelas': '/schools',
      'Tutorías para familias': '/marketplace',
      'Iniciar sesión': '/login',
      Registrarse: '/signup',
    });
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Sobre nosotros' }));
    const submenu = await screen.findByRole('menu', { name: 'Sobre nosotros' });
    expect(menuItems(submenu).map(([text]) => text)).toEqual(['Nuestra historia', 'Equipo', 'Prensa']);
  });
});

describe('Header for a tutor', () => {
  it('shows Find Clients, Sessions, Inbox, Notifications and the tutor Me menu', async () => {
    renderHeader(tutor);
    await screen.findByRole('link', { name: 'Find Clients' });
    expect(await headerLinks()).toEqual({
      'Tutoring Marketplace': '/',
      'Find Clients': '/tutor-tools',
      Sessions: '/sessions/upcoming',
      Inbox: '/inbox',
    });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a Tutor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Switch to/)).not.toBeInTheDocument();

    const menu = await openMeMenu();
    expect(menuItems(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Refer clientsClients you refer get $20', '/tutor-refer-client'],
      ['Refer tutors', '/tutor-refer-tutor'],
      ['Account settings', '/account-settings'],
      ['Find a Tutor', '/search'],
      ['Log out', null],
    ]);
  });

  it('logs out from the Me menu: ends the session on the server, forgets the token and loads the home page afresh', async () => {
    const exits = stubPageExits();
    try {
      sessionToken.set('token-of-the-tutor');
      renderHeader(tutor);
      const menu = await openMeMenu();
      await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Log out' }));
      await waitFor(() => expect(exits.assign).toHaveBeenCalledWith('/'));
      expect(exits.fetch).toHaveBeenCalledWith('/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
      expect(sessionToken.get()).toBeNull();
    } finally {
      exits.restore();
      sessionToken.set(null);
    }
  });

  it('shows the tutor menus in Spanish', async () => {
    renderHeader({ ...tutor, profile: { ...tutor.profile, languagePreference: 'sp' } });
    await screen.findByRole('link', { name: 'Buscar clientes' });
    expect(await headerLinks()).toEqual({
      'Tutoring Marketplace': '/',
      'Buscar clientes': '/tutor-tools',
      Sesiones: '/sessions/upcoming',
      'Bandeja de entrada': '/inbox',
    });
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    const menu = await openMeMenu('Mi cuenta');
    expect(menuItems(menu).map(([text]) => text)).toEqual([
      'Panel',
      'Recomendar clientesLos clientes que recomiendes reciben $20',
      'Recomendar tutores',
      'Configuración de la cuenta',
      'Buscar un tutor',
      'Cerrar sesión',
    ]);
  });
});

describe('Header for a client', () => {
  it('shows Find a Tutor, Sessions, Inbox, Notifications and the parent Me menu', async () => {
    renderHeader(parent);
    await screen.findByRole('link', { name: 'Inbox' });
    expect(await headerLinks()).toEqual({
      'Tutoring Marketplace': '/',
      'Find a Tutor': '/search',
      Sessions: '/sessions/upcoming',
      Inbox: '/inbox',
    });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const menu = await openMeMenu();
    expect(menuItems(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Refer a friend$20 per client referred', '/refer-friend'],
      ['Account settings', '/account-settings'],
      ['Log out', null],
    ]);
  });

  it('offers a student Become a Tutor', async () => {
    renderHeader(student);
    const menu = await openMeMenu();
    expect(menuItems(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Refer a friend$20 per client referred', '/refer-friend'],
      ['Become a TutorEarn $25+ per hour', '/student-become-tutor'],
      ['Account settings', '/account-settings'],
      ['Log out', null],
    ]);
  });

  it('hides Request a Tutor from signed-in clients, in the header and (flag off) in the Me menu', async () => {
    renderHeader(parent);
    await screen.findByRole('link', { name: 'Inbox' });
    expect(screen.queryByRole('link', { name: 'Request a Tutor' })).not.toBeInTheDocument();
    const menu = await openMeMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Request a Tutor' })).not.toBeInTheDocument();
  });

  it('puts Request a Tutor in the Me menu when the feature flag is on', async () => {
    const flag = jest.replaceProperty(appConfig, 'requestATutorForClients', true);
    try {
      renderHeader(parent);
      await screen.findByRole('link', { name: 'Inbox' });
      expect(screen.queryByRole('link', { name: 'Request a Tutor' })).not.toBeInTheDocument();
      const menu = await openMeMenu();
      expect(within(menu).getByRole('menuitem', { name: 'Request a Tutor' })).toHaveAttribute('href', '/request-a-tutor');
    } finally {
      flag.restore();
    }
  });
});

describe('Header for a user with both profiles', () => {
  it('starts in tutor mode and switches to client mode and back with the chip', async () => {
    renderHeader(dualRole);
    const user = userEvent.setup();
    const chip = await screen.findByRole('button', { name: 'Switch to client mode' });
    expect(screen.getByRole('link', { name: 'Find Clients' })).toBeInTheDocument();

    await user.click(chip);
    expect(await screen.findByRole('button', { name: 'Switch to tutor mode' })).toBeInTheDocument();
    expect(await headerLinks()).toEqual({
      'Tutoring Marketplace': '/',
      'Find a Tutor': '/search',
      Sessions: '/sessions/upcoming',
      Inbox: '/inbox',
    });
    const menu = await openMeMenu();
    expect(within(menu).getByRole('menuitem', { name: /Become a Tutor/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    act(() => screen.getByRole('button', { name: 'Switch to tutor mode' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Find Clients' })).toBeInTheDocument();
  });

  it('keeps the chosen mode after a reload', async () => {
    const first = renderHeader(dualRole);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Switch to client mode' }));
    await screen.findByRole('button', { name: 'Switch to tutor mode' });
    first.unmount();

    renderHeader(dualRole);
    expect(await screen.findByRole('button', { name: 'Switch to tutor mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Tutor' })).toBeInTheDocument();
  });

  it('shows the chip in Spanish', async () => {
    renderHeader(dualRole, { language: 'sp' });
    expect(await screen.findByRole('button', { name: 'Cambiar a modo cliente' })).toBeInTheDocument();
  });
});

describe('Header for an admin', () => {
  it('shows Request a Tutor and the Admin Panel', async () => {
    renderHeader(adminClient);
    await screen.findByRole('link', { name: 'Admin Panel' });
    expect(await headerLinks()).toEqual({
      'Tutoring Marketplace': '/',
      'Request a Tutor': '/request-a-tutor',
      'Find a Tutor': '/search',
      Sessions: '/sessions/upcoming',
      Inbox: '/inbox',
      'Admin Panel': '/admin',
    });
  });

  it('shows the Admin Panel to an admin tutor too', async () => {
    renderHeader(testUser({ profileTypes: ['TUTOR', 'ADMIN'], clientProfileType: null }));
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Request a Tutor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Clients' })).toBeInTheDocument();
  });
});

describe('Header badges', () => {
  it('shows no count and no profile badge while the counts and facts are unknown', async () => {
    renderHeader(tutor, { status: UNKNOWN_HEADER_STATUS });
    await screen.findByRole('link', { name: 'Inbox' });
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-badge')).not.toBeInTheDocument();
  });

  it('shows the counts it is given, capped at 99+', async () => {
    renderHeader(tutor, { status: { unreadMessages: 3, findClients: 120, notifications: 1 } });
    expect(await screen.findByRole('link', { name: 'Inbox 3 new items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Clients 120 new items' })).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications 1 new item' })).toBeInTheDocument();
  });

  it('shows no badge for a zero count', async () => {
    renderHeader(parent, { status: { unreadMessages: 0, findClients: null, notifications: 0 } });
    await screen.findByRole('link', { name: 'Inbox' });
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it("shows '!' on the Me menu for a tutor not onboarded", async () => {
    renderHeader(tutor, { status: { ...UNKNOWN_HEADER_STATUS, isOnboarded: false } });
    expect(await screen.findByRole('button', { name: 'Me Your profile needs attention' })).toBeInTheDocument();
  });

  it("shows '!' for a client without a credit card, not for one with a card", async () => {
    const { unmount } = renderHeader(parent, { status: { ...UNKNOWN_HEADER_STATUS, hasCreditCard: false } });
    expect(await screen.findByTestId('profile-badge')).toBeInTheDocument();
    unmount();
    renderHeader(parent, { status: { ...UNKNOWN_HEADER_STATUS, hasCreditCard: true } });
    await screen.findByRole('button', { name: 'Me' });
    expect(screen.queryByTestId('profile-badge')).not.toBeInTheDocument();
  });

  it('opens the notifications list', async () => {
    renderHeader(parent);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications', expanded: false }));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toHaveTextContent('Your notifications will appear here.');
  });
});

describe('Header on a 375 px wide screen', () => {
  beforeEach(() => setViewportWidth(375));

  it('moves a visitor menu into a drawer', async () => {
    const { router } = renderHeader(null);
    const user = userEvent.setup();
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const drawer = await screen.findByRole('menu', { name: 'Menu' });
    expect(menuItems(drawer)).toEqual([
      ['Request a Tutor', '/request-a-tutor'],
      ['Find a Tutor', '/search'],
      ['Apply to Tutor', '/apply'],
      ['Log in', '/login'],
      ['Sign up', '/signup'],
      ['Our story', '/about-us/our-story'],
      ['Team', '/about-us/team'],
      ['Media', '/about-us/media'],
      ['Overview', '/schools'],
      ['Our method', '/schools/#method'],
      ['Our blog', '/schools/#blog'],
      ['Contact the schools team', '/schools/#contact'],
      ['Tutor marketplace', '/marketplace'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
    ]);

    await user.click(within(drawer).getByRole('menuitem', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('puts a tutor menu, the Me links and the mode chip into the drawer', async () => {
    renderHeader(dualRole, { status: { unreadMessages: 2, findClients: null, notifications: null } });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('menu', { name: 'Menu' });
    expect(menuItems(drawer)).toEqual([
      ['Find Clients', '/tutor-tools'],
      ['Sessions', '/sessions/upcoming'],
      ['Inbox22 new items', '/inbox'],
      ['Dashboard', '/dashboard'],
      ['Refer clientsClients you refer get $20', '/tutor-refer-client'],
      ['Refer tutors', '/tutor-refer-tutor'],
      ['Account settings', '/account-settings'],
      ['Find a Tutor', '/search'],
      ['Log out', null],
    ]);
    expect(within(drawer).getByRole('menuitem', { name: 'Inbox 2 new items' })).toHaveTextContent(/^Inbox2/);
    await user.click(screen.getByRole('button', { name: 'Switch to client mode' }));
    expect(await screen.findByRole('menuitem', { name: 'Find a Tutor' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('menuitem', { name: 'Find Clients' })).not.toBeInTheDocument();
  });

  it('shows the drawer in Spanish', async () => {
    renderHeader(null, { language: 'sp' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Abrir el menú' }));
    const drawer = await screen.findByRole('menu', { name: 'Menú' });
    expect(within(drawer).getByRole('menuitem', { name: 'Registrarse' })).toHaveAttribute('href', '/signup');
  });
});
