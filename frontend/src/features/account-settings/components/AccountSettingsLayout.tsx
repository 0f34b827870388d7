import { H2, IconName, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { MouseEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import './account-settings.css';

/** The sub-pages for each role: the tutor's profile pages, Zoom and payouts are for tutors. */
const PAGES: ReadonlyArray<{ path: string; messageId: string; icon: IconName; tutorsOnly?: boolean }> = [
  { path: '/account-settings', messageId: 'accountSettings.profile.heading', icon: 'user' },
  { path: '/account-settings/edit-profile', messageId: 'accountSettings.menu.editProfile', icon: 'edit' },
  { path: '/account-settings/school-and-courses', messageId: 'accountSettings.menu.schoolAndCourses', icon: 'learning', tutorsOnly: true },
  { path: '/account-settings/location', messageId: 'accountSettings.menu.location', icon: 'map-marker', tutorsOnly: true },
  { path: '/account-settings/visibility', messageId: 'accountSettings.menu.visibility', icon: 'eye-open', tutorsOnly: true },
  { path: '/account-settings/contact', messageId: 'accountSettings.menu.contact', icon: 'mobile-phone' },
  { path: '/account-settings/notifications', messageId: 'accountSettings.menu.notifications', icon: 'notifications' },
  { path: '/account-settings/zoom', messageId: 'accountSettings.menu.zoom', icon: 'video', tutorsOnly: true },
  { path: '/account-settings/payment', messageId: 'accountSettings.menu.payment', icon: 'credit-card' },
  { path: '/account-settings/tutor-payouts', messageId: 'accountSettings.menu.tutorPayouts', icon: 'bank-account', tutorsOnly: true },
  { path: '/account-settings/password', messageId: 'accountSettings.menu.password', icon: 'key' },
];

export function AccountSettingsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { isTutor } = useSession();
  return (
    <>
      <H2>
        <FormattedMessage id="accountSettings.heading" />
      </H2>
      <div className="account-settings">
        <nav aria-label={intl.formatMessage({ id: 'accountSettings.menu.label' })} className="account-settings-menu">
          <Menu>
            {PAGES.filter((page) => isTutor || !page.tutorsOnly).map((page) => (
              <PageItem key={page.path} to={page.path} icon={page.icon} active={isActive(page.path, pathname)} text={intl.formatMessage({ id: page.messageId })} />
            ))}
          </Menu>
        </nav>
        <div className="account-settings-content">{children}</div>
      </div>
    </>
  );
}

/** A page is active at its path, and (but for the overview) at its own sub-pages, e.g. /account-settings/tutor-payouts/venmo. */
function isActive(path: string, pathname: string): boolean {
  return pathname === path || (path !== '/account-settings' && pathname.startsWith(`${path}/`));
}

function PageItem({ to, icon, active, text }: { to: string; icon: IconName; active: boolean; text: string }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <MenuItem
      href={href}
      icon={icon}
      active={active}
      text={text}
      aria-current={active ? 'page' : undefined}
      // MenuItem types its handler for any element, but with an href it renders an <a>.
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}

/** In place of a tutor-only page (tutor payouts) for a signed-in user who is no tutor. */
export function TutorsOnlyNotice() {
  return <NonIdealState icon="people" title={<FormattedMessage id="accountSettings.tutorsOnly" />} />;
}
