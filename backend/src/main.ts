import { isMainThread, parentPort, workerData } from 'node:worker_threads';
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
  // A start that must build read models from a long log builds some on a thread loading this same file.
  const running = await startApp(config, { snapshotsReadAhead, readModelBuildEntry: __filename });
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

/** This file again, on a thread of the process, building read models for it (see ThreadParallelBuild). */
async function readModelBuildThread(): Promise<void> {
  const { isReadModelBuildRequest, runReadModelBuildThread } = await import('./infrastructure/readstore/read-model-build-thread');
  if (!parentPort || !isReadModelBuildRequest(workerData)) throw new Error('not a read-model build thread');
  const port = parentPort;
  await runReadModelBuildThread(workerData, (reply) => port.postMessage(reply), logger);
}

if (isMainThread) {
  main().catch((error) => {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  });
} else {
  void readModelBuildThread();
}
