import { startApp } from './app';
import { loadConfig } from './config/app-config';
import { logger } from '../platform/logging/logger';

async function main(): Promise<void> {
  const running = await startApp(loadConfig());
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
