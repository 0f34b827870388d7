import { Alignment, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useSession } from '../../lib/session/SessionProvider';
import { appConfig } from '../app-config';
import { HeaderStatus, UNKNOWN_HEADER_STATUS } from './header-status';
import { HoverSubmenu, MeMenu, ModeSwitchChip, NotificationsButton } from './HeaderMenus';
import { MOBILE_MEDIA_QUERY } from '../../components/breakpoints';
import { BadgeKey, mainMenu, MenuContext, meMenu } from './menus';
import { MobileMenu } from './MobileMenu';
import { CountBadge, NavLinkButton } from './NavParts';
import { profileNeedsAttention } from './profile-attention';

export interface HeaderProps {
  /** Badge counts and profile facts; unknown until their features report them. */
  status?: HeaderStatus;
  /** The notifications list shown under Notifications. */
  notificationsPanel?: ReactNode;
}

/** The navigation bar: menus by role and mode (spec section 2, Menus), a drawer on narrow screens. */
export function Header({ status = UNKNOWN_HEADER_STATUS, notificationsPanel }: HeaderProps) {
  const intl = useIntl();
  const session = useSession();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { user, mode } = session;
  // Until the current user is known, show no menu rather than a visitor's menu that may flip.
  const ready = user !== null || !session.loading;

  const context: MenuContext = {
    signedIn: user !== null,
    isAdmin: session.isAdmin,
    mode,
    clientProfileType: user?.profile.clientProfileType ?? null,
    requestATutorForClients: appConfig.requestATutorForClients,
  };
  const main = mainMenu(context);
  const me = meMenu(context);
  const badges: Record<BadgeKey, number | null> = { unreadMessages: status.unreadMessages, findClients: status.findClients };
  const needsAttention = profileNeedsAttention({
    isTutor: mode === 'tutor',
    isOnboarded: status.isOnboarded,
    isClient: mode === 'client',
    hasCreditCard: status.hasCreditCard,
  });

  return (
    <header className="app-header">
      <Navbar role="navigation" aria-label={intl.formatMessage({ id: 'layout.header.nav' })}>
        <div className="app-navbar-inner">
          <NavbarGroup align={Alignment.START}>
            <NavbarHeading>
              <Link to="/" className="app-logo" aria-label={intl.formatMessage({ id: 'layout.header.home' }, { product: appConfig.productName })}>
                {appConfig.productName}
              </Link>
            </NavbarHeading>
          </NavbarGroup>
          {ready && (
            <NavbarGroup align={Alignment.END} className="app-navbar-menu">
              {isMobile ? (
                <>
                  {user && <NotificationsButton count={status.notifications} panel={notificationsPanel} iconOnly />}
                  <MobileMenu main={main} me={me} badges={badges} needsAttention={needsAttention} />
                </>
              ) : (
                <>
                  {main.map((entry) =>
                    entry.kind === 'group' ? (
                      <HoverSubmenu key={entry.key} group={entry} />
                    ) : (
                      <NavLinkButton key={entry.key} to={entry.to} primary={entry.primary}>
                        <FormattedMessage id={entry.messageId} />
                        {entry.badge && <CountBadge count={badges[entry.badge]} />}
                      </NavLinkButton>
                    ),
                  )}
                  {user && <NotificationsButton count={status.notifications} panel={notificationsPanel} />}
                  {user && session.canSwitchMode && <ModeSwitchChip />}
                  {user && <MeMenu links={me} needsAttention={needsAttention} />}
                </>
              )}
            </NavbarGroup>
          )}
        </div>
      </Navbar>
    </header>
  );
}
