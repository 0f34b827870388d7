import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReactionCheckpoints } from './sqlite-reaction-checkpoints';

describe('SqliteReactionCheckpoints (DATA_DIR/reaction-checkpoints.sqlite)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'reaction-checkpoints-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each reaction position across a restart, and shares it with another process on the same data directory', async () => {
    const file = join(dir, 'reaction-checkpoints.sqlite');
    const first = new SqliteReactionCheckpoints(file);
    expect(await first.load('mail-notices')).toBeNull();
    await first.save('mail-notices', 41);
    await first.save('mail-notices', 42);
    await first.save('payout-schedule', 7);
    const other = new SqliteReactionCheckpoints(file);
    expect(await other.load('mail-notices')).toBe(42);
    first.close();
    other.close();

    const restarted = new SqliteReactionCheckpoints(file);
    expect(await restarted.load('mail-notices')).toBe(42);
    expect(await restarted.load('payout-schedule')).toBe(7);
    restarted.close();
  });
});
