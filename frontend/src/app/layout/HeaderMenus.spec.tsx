import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { HoverSubmenu } from './HeaderMenus';
import { mainMenu, MenuGroup } from './menus';

// A file of its own: the popovers' code loads once per module registry, and this is about what
// happens before it has. (Header.spec.tsx opens the submenus once it has.)
// The About Us submenu as a visitor's header has it.
const ABOUT_US = mainMenu({ signedIn: false, isAdmin: false, mode: null, clientProfileType: null, requestATutorForClients: false }).find(
  (entry): entry is MenuGroup => entry.kind === 'group' && entry.key === 'aboutUs',
)!;

describe('a hover submenu before its popover code has loaded', () => {
  it('stays closed when the pointer passed over its label and left before the code arrived', async () => {
    renderWithProviders(<HoverSubmenu group={ABOUT_US} />);
    const drawnAtOnce = screen.getByRole('button', { name: 'About Us' });
    expect(drawnAtOnce).not.toHaveAttribute('aria-haspopup');
    fireEvent.mouseEnter(drawnAtOnce);
    fireEvent.mouseLeave(drawnAtOnce);

    await waitFor(() => expect(screen.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-haspopup', 'menu'));
    expect(screen.queryByRole('menu', { name: 'About Us' })).not.toBeInTheDocument();
  });
});
