import { formatRelativeTime } from './relative-time';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const before = (milliseconds: number) => new Date(NOW.getTime() - milliseconds);
const MINUTE = 60_000;

describe('formatRelativeTime', () => {
  it('reads a recent moment in English, from a minute up to years', () => {
    expect(formatRelativeTime(before(MINUTE), 'en', NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(before(5 * MINUTE), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * 60 * MINUTE), 'en', NOW)).toBe('about 3 hours ago');
    expect(formatRelativeTime(before(2 * 24 * 60 * MINUTE), 'en', NOW)).toBe('2 days ago');
    expect(formatRelativeTime(before(2 * 365 * 24 * 60 * MINUTE), 'en', NOW)).toBe('about 2 years ago');
  });

  it('reads the same moments in Spanish', () => {
    expect(formatRelativeTime(before(MINUTE), 'sp', NOW)).toBe('hace 1 minuto');
    expect(formatRelativeTime(before(5 * MINUTE), 'sp', NOW)).toBe('hace 5 minutos');
    expect(formatRelativeTime(before(2 * 24 * 60 * MINUTE), 'sp', NOW)).toBe('hace 2 días');
    expect(formatRelativeTime(before(2 * 365 * 24 * 60 * MINUTE), 'sp', NOW)).toBe('hace alrededor de 2 años');
  });

  it('takes the ISO strings the API sends', () => {
    expect(formatRelativeTime(before(MINUTE).toISOString(), 'en', NOW)).toBe('1 minute ago');
  });
});
