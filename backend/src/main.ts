import { loadConfig } from './config/app-config';
import { readModelSnapshotsDirectory, SnapshotReadAhead } from './infrastructure/readstore/snapshot-read-ahead';
import { logger } from '../platform/logging/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  // Started before the application's code is loaded (a second or two of the main thread), so the
  // read models' snapshot files are read and checked by then: see SnapshotReadAhead.
  const snapshotsDirectory = readModelSnapshotsDirectory(config);
  const snapshotsReadAhead = snapshotsDirectory ? SnapshotReadAhead.start(snapshotsDirectory) : null;
  const { startApp } = await import('./app');
  const running = await startApp(config, { snapshotsReadAhead });
  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    try {
      await running.close();
    } catch (error) {
      logger.error({ err: error }, 'shut down with errors');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
