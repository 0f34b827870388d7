import { InProcessLiveUpdates } from './in-process-live-updates';
import { describeLiveUpdatesContract } from './live-updates.contract';

describeLiveUpdatesContract('in-process', async () => {
  const live = new InProcessLiveUpdates();
  return { publisher: live, subscriber: live, cleanup: () => live.close() };
});
