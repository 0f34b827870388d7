import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startApp } from '../app';
import { loadConfig } from '../config/app-config';
import { printSchemaOf } from './schema-printer';

/** Writes backend/schema.gql from the resolvers (run by `npm run schema`). */
async function generate(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schema-'));
  const running = await startApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', PROCESS_ROLES: 'api' }), { host: '127.0.0.1' });
  const target = resolve(__dirname, '../../../../backend/schema.gql');
  writeFileSync(target, printSchemaOf(running.app));
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`wrote ${target}\n`);
}

generate().catch((error) => {
  process.stderr.write(`${String(error?.stack ?? error)}\n`);
  process.exit(1);
});
