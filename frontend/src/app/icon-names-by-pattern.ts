/*
 * Stands in for @blueprintjs/icons' `iconNames` module in the browser build (see frontend/vite.config.ts).
 * The original builds `IconNames` from the enum of all ~600 icon names (about 12 KB of the JavaScript
 * every page loads, gzipped) just so Blueprint can write `IconNames.SQUARE` and check a name before
 * loading it. Both only need a name's spelling: `IconNames.SQUARE` / `IconNames.CaretDown` read as
 * the kebab-case name, and a name is accepted when it is spelled like one; an unknown name then fails
 * in the loader ("Unable to load"), as a missing icon file would.
 */
const KEBAB_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function kebabCaseOf(key: string): string {
  if (/^[A-Z0-9_]+$/.test(key)) return key.toLowerCase().replace(/_/g, '-');
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export const IconNames: Record<string, string> = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? kebabCaseOf(key) : undefined) });

export const IconNamesSet = { has: (name: unknown): boolean => typeof name === 'string' && KEBAB_NAME.test(name) };
