import { IconNames as blueprintIconNames } from '@blueprintjs/icons';
import { IconNames, IconNamesSet } from './icon-names-by-pattern';

// The browser build uses the stand-in instead of Blueprint's list (frontend/vite.config.ts): it must
// give every name Blueprint's list gives and accept every real icon name.
describe('icon names by pattern (the stand-in for Blueprint’s list of icon names)', () => {
  const entries = Object.entries(blueprintIconNames as Record<string, string>);

  it('reads every key of Blueprint’s IconNames, in both spellings, as Blueprint does', () => {
    expect(entries.length).toBeGreaterThan(500);
    const misread = entries.filter(([key, name]) => IconNames[key] !== name);
    expect(misread).toEqual([]);
  });

  it('accepts every real icon name and refuses what cannot be one', () => {
    expect(entries.filter(([, name]) => !IconNamesSet.has(name))).toEqual([]);
    for (const notAName of ['', 'Caret Down', 'caret--down', '-caret', undefined, 3]) expect(IconNamesSet.has(notAName)).toBe(false);
  });
});
