import { linkPath } from './link-path';

describe('linkPath (spec section 4, Notification click)', () => {
  it.each([
    ['https://tutors.example.com/conversation/c1?tab=2', '/conversation/c1?tab=2'],
    ['http://localhost:4000/inbox', '/inbox'],
    ['/conversation/c1', '/conversation/c1'],
    ['conversation/c1', '/conversation/c1'],
  ])('%s goes to %s', (link, path) => {
    expect(linkPath(link)).toBe(path);
  });
});
