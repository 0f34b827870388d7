import { mainMenu, MainMenuEntry, MenuContext, meMenu, showsRequestATutorInHeader } from './menus';

const visitor: MenuContext = { signedIn: false, isAdmin: false, mode: null, clientProfileType: null, requestATutorForClients: false };
const tutor: MenuContext = { ...visitor, signedIn: true, mode: 'tutor' };
const parent: MenuContext = { ...visitor, signedIn: true, mode: 'client', clientProfileType: 'PARENT' };
const student: MenuContext = { ...parent, clientProfileType: 'STUDENT' };

const targets = (entries: MainMenuEntry[]) => entries.map((entry) => (entry.kind === 'link' ? entry.to : `${entry.key}:${entry.items.map((item) => item.to).join(',')}`));

describe('menus', () => {
  it('gives a visitor the public links and the three hover submenus', () => {
    expect(targets(mainMenu(visitor))).toEqual([
      'aboutUs:/about-us/our-story,/about-us/team,/about-us/media',
      '/request-a-tutor',
      '/search',
      '/apply',
      'forSchools:/schools/#method,/schools/#blog,/schools/#contact',
      'forFamilies:/marketplace,/pricing,/faq',
      '/login',
      '/signup',
    ]);
    expect(meMenu(visitor)).toEqual([]);
  });

  it('gives a tutor Find Clients, Sessions and Inbox, and the tutor Me menu', () => {
    expect(targets(mainMenu(tutor))).toEqual(['/tutor-tools', '/sessions/upcoming', '/inbox']);
    expect(meMenu(tutor).map((link) => link.to)).toEqual(['/dashboard', '/tutor-refer-client', '/tutor-refer-tutor', '/account-settings', '/search']);
  });

  it('gives a client Find a Tutor, Sessions and Inbox, and the client Me menu', () => {
    expect(targets(mainMenu(parent))).toEqual(['/search', '/sessions/upcoming', '/inbox']);
    expect(meMenu(parent).map((link) => link.to)).toEqual(['/dashboard', '/refer-friend', '/account-settings']);
  });

  it('offers Become a Tutor to student clients only', () => {
    expect(meMenu(student).map((link) => link.to)).toEqual(['/dashboard', '/refer-friend', '/student-become-tutor', '/account-settings']);
    expect(meMenu({ ...parent, clientProfileType: 'OTHER' }).map((link) => link.to)).not.toContain('/student-become-tutor');
  });

  it('puts Request a Tutor in the client Me menu only when the flag is on', () => {
    expect(meMenu({ ...parent, requestATutorForClients: true })[1].to).toBe('/request-a-tutor');
    expect(meMenu({ ...tutor, requestATutorForClients: true }).map((link) => link.to)).not.toContain('/request-a-tutor');
  });

  it('shows Request a Tutor in the header to visitors and admins only', () => {
    expect(showsRequestATutorInHeader(visitor)).toBe(true);
    expect(showsRequestATutorInHeader({ ...parent, isAdmin: true })).toBe(true);
    expect(showsRequestATutorInHeader(parent)).toBe(false);
    expect(showsRequestATutorInHeader(tutor)).toBe(false);
    expect(targets(mainMenu({ ...tutor, isAdmin: true }))).toEqual(['/request-a-tutor', '/tutor-tools', '/sessions/upcoming', '/inbox', '/admin']);
  });

  it('gives an admin without a tutor or client profile Find a Tutor and the Admin Panel', () => {
    const admin: MenuContext = { ...visitor, signedIn: true, isAdmin: true };
    expect(targets(mainMenu(admin))).toEqual(['/request-a-tutor', '/search', '/admin']);
    expect(meMenu(admin).map((link) => link.to)).toEqual(['/account-settings']);
  });

  it('carries the referral and tutor pay amounts from the business constants', () => {
    expect(meMenu(tutor)[1].hint).toEqual({ messageId: 'layout.nav.referClientsHint', amountUsd: 20 });
    expect(meMenu(student).find((link) => link.key === 'becomeTutor')?.hint).toEqual({ messageId: 'layout.nav.becomeTutorHint', amountUsd: 25 });
  });
});
