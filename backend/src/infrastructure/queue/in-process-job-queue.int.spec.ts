import { InProcessJobQueue } from './in-process-job-queue';
import { describeJobQueueContract } from './job-queue.contract';

describeJobQueueContract('in-process', async () => {
  const queue = new InProcessJobQueue();
  return { queue, cleanup: () => queue.close() };
});
