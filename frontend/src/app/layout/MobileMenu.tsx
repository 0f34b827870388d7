import { Button } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { DRAWER_MENU_ID } from './layout-constants';
import { BadgeKey, MainMenuEntry, MenuLink } from './menus';

// The drawer (Blueprint's overlay and its transitions) loads when it is first opened, not with the page.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer').then((module) => ({ default: module.MobileMenuDrawer })));

interface MobileMenuProps {
  main: MainMenuEntry[];
  me: MenuLink[];
  badges: Record<BadgeKey, number | null>;
  needsAttention: boolean;
}

/** Spec: below 756px the menu is a drawer, opened by a menu button. */
export function MobileMenu({ main, me, badges, needsAttention }: MobileMenuProps) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  const location = useLocation();
  // Choosing a link navigates; the drawer then gets out of the way (state adjusted while rendering the new location, not in an effect).
  const here = `${location.pathname}${location.hash}`;
  const [shownAt, setShownAt] = useState(here);
  if (shownAt !== here) {
    setShownAt(here);
    setIsOpen(false);
  }
  const title = intl.formatMessage({ id: 'layout.header.menuTitle' });

  return (
    <>
      <Button
        variant="minimal"
        icon="menu"
        aria-label={intl.formatMessage({ id: 'layout.header.openMenu' })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? DRAWER_MENU_ID : undefined}
        onClick={() => {
          setOpened(true);
          setIsOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer main={main} me={me} badges={badges} needsAttention={needsAttention} title={title} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
