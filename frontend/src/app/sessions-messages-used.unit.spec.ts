import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogs } from './catalogs';

/** Every literal message id the sessions, payment and referral screens use exists in the catalogs. */
const SRC = join(__dirname, '..');
const DIRS = ['features/sessions', 'features/payments', 'features/referrals', 'components/payments'].map((dir) => join(SRC, dir));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const ID = /\bid(?:=|: )["']([a-zA-Z]+\.[\w.]+)["']|\b(?:noteId|labelId|messageId)(?:=|: )["']([\w.]+)["']/g;

describe('message ids of the sessions and payment screens', () => {
  it.each(DIRS.flatMap(files).map((file) => [relative(SRC, file), file] as const))('%s uses only ids of the catalogs', (_label, file) => {
    const ids = [...readFileSync(file, 'utf8').matchAll(ID)].map((match) => match[1] ?? match[2]);
    expect(ids.filter((id) => !(id in catalogs.en))).toEqual([]);
  });
});
