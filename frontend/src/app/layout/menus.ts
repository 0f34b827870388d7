import type { CurrentUser } from '../../lib/session/get-current-user';
import type { Mode } from '../../lib/session/SessionProvider';
import { CLIENT_REFERRAL_CREDIT_USD, TUTOR_PAY_FROM_USD } from './layout-constants';

/** Which count a badge beside a link shows. */
export type BadgeKey = 'unreadMessages' | 'findClients';

export interface MenuLink {
  kind: 'link';
  key: string;
  messageId: string;
  to: string;
  /** A second line under the label, given `{amount}` in US dollars. */
  hint?: { messageId: string; amountUsd: number };
  badge?: BadgeKey;
  primary?: boolean;
}

/** A hover submenu (spec: aboutUs, forSchools, forFamilies); its label links to `to` when given. */
export interface MenuGroup {
  kind: 'group';
  key: 'aboutUs' | 'forSchools' | 'forFamilies';
  messageId: string;
  to?: string;
  items: MenuLink[];
}

export type MainMenuEntry = MenuLink | MenuGroup;

export interface MenuContext {
  signedIn: boolean;
  isAdmin: boolean;
  mode: Mode | null;
  clientProfileType: CurrentUser['profile']['clientProfileType'];
  /** Feature flag: clients see Request a Tutor in their menu. */
  requestATutorForClients: boolean;
}

const link = (key: string, to: string, extra: Partial<MenuLink> = {}): MenuLink => ({
  kind: 'link',
  key,
  messageId: `layout.nav.${key}`,
  to,
  ...extra,
});

export const ABOUT_US_LINKS: MenuLink[] = [
  link('ourStory', '/about-us/our-story'),
  link('team', '/about-us/team'),
  link('media', '/about-us/media'),
];
export const FOR_SCHOOLS_LINKS: MenuLink[] = [
  link('schoolsMethod', '/schools/#method'),
  link('schoolsBlog', '/schools/#blog'),
  link('schoolsContact', '/schools/#contact'),
];
export const FOR_FAMILIES_LINKS: MenuLink[] = [link('marketplace', '/marketplace'), link('pricing', '/pricing'), link('faq', '/faq')];

const requestATutor = link('requestATutor', '/request-a-tutor');
const findATutor = link('findATutor', '/search');
const sessions = link('sessions', '/sessions/upcoming');
const inbox = link('inbox', '/inbox', { badge: 'unreadMessages' });
const findClients = link('findClients', '/tutor-tools', { badge: 'findClients' });
const adminPanel = link('adminPanel', '/admin');
const accountSettings = link('accountSettings', '/account-settings');
const dashboard = link('dashboard', '/dashboard');

/** Spec: Request a Tutor shows in the header to admins and signed-out users only. */
export function showsRequestATutorInHeader({ signedIn, isAdmin }: Pick<MenuContext, 'signedIn' | 'isAdmin'>): boolean {
  return !signedIn || isAdmin;
}

/** The header's links in order; Notifications, the mode chip and the Me menu follow them. */
export function mainMenu(context: MenuContext): MainMenuEntry[] {
  if (!context.signedIn) {
    return [
      { kind: 'group', key: 'aboutUs', messageId: 'layout.nav.aboutUs', items: ABOUT_US_LINKS },
      requestATutor,
      findATutor,
      link('applyToTutor', '/apply'),
      { kind: 'group', key: 'forSchools', messageId: 'layout.nav.forSchools', to: '/schools', items: FOR_SCHOOLS_LINKS },
      { kind: 'group', key: 'forFamilies', messageId: 'layout.nav.forFamilies', to: '/marketplace', items: FOR_FAMILIES_LINKS },
      link('login', '/login'),
      link('signup', '/signup', { primary: true }),
    ];
  }
  const entries: MainMenuEntry[] = [];
  if (showsRequestATutorInHeader(context)) entries.push(requestATutor);
  if (context.mode === 'tutor') entries.push(findClients, sessions, inbox);
  else if (context.mode === 'client') entries.push(findATutor, sessions, inbox);
  else entries.push(findATutor);
  if (context.isAdmin) entries.push(adminPanel);
  return entries;
}

/** The Me menu's links (Log out follows them); empty for visitors. */
export function meMenu(context: MenuContext): MenuLink[] {
  if (!context.signedIn) return [];
  if (context.mode === 'tutor') {
    return [
      dashboard,
      link('referClients', '/tutor-refer-client', { hint: { messageId: 'layout.nav.referClientsHint', amountUsd: CLIENT_REFERRAL_CREDIT_USD } }),
      link('referTutors', '/tutor-refer-tutor'),
      accountSettings,
      findATutor,
    ];
  }
  if (context.mode === 'client') {
    const links: MenuLink[] = [dashboard];
    if (context.requestATutorForClients) links.push(requestATutor);
    links.push(link('referFriend', '/refer-friend', { hint: { messageId: 'layout.nav.referFriendHint', amountUsd: CLIENT_REFERRAL_CREDIT_USD } }));
    if (context.clientProfileType === 'STUDENT') {
      links.push(link('becomeTutor', '/student-become-tutor', { hint: { messageId: 'layout.nav.becomeTutorHint', amountUsd: TUTOR_PAY_FROM_USD } }));
    }
    links.push(accountSettings);
    return links;
  }
  return [accountSettings];
}
