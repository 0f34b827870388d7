/** Spec section 4, Notification click: the link's path in the app, with the host stripped. */
export function linkPath(link: string): string {
  try {
    const url = new URL(link, 'http://app.invalid');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
