import { randomUUID } from 'node:crypto';
import type { LiveUpdates } from '../../../platform/live-updates/live-updates.port';

export interface LiveUpdatesUnderTest {
  /** The side that publishes and the side that listens: two processes' adapters where the adapter spans processes. */
  publisher: LiveUpdates;
  subscriber: LiveUpdates;
  cleanup: () => Promise<void>;
}

/** The behaviour every LiveUpdates adapter must share. Each test uses its own topics. */
export function describeLiveUpdatesContract(name: string, make: () => Promise<LiveUpdatesUnderTest>): void {
  describe(`LiveUpdates contract: ${name}`, () => {
    let publisher: LiveUpdates;
    let subscriber: LiveUpdates;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ publisher, subscriber, cleanup } = await make());
    });

    afterEach(async () => cleanup());

    const topic = () => `contract:${randomUUID()}`;

    it('delivers what is published after subscribing, in order, as plain copies', async () => {
      const user = topic();
      const updates = await subscriber.subscribe<{ n: number; at: string }>(user);
      const payload = { n: 1, at: '2026-11-22T10:00:00.000Z' };
      await publisher.publish(user, payload);
      await publisher.publish(user, { n: 2, at: payload.at });
      await publisher.publish(user, { n: 3, at: payload.at });
      const first = await updates.next();
      expect(first).toEqual({ value: payload, done: false });
      expect(first.value).not.toBe(payload);
      expect((await updates.next()).value.n).toBe(2);
      expect((await updates.next()).value.n).toBe(3);
      await updates.return();
    });

    it('delivers to every subscriber of a topic and to no other topic', async () => {
      const mine = topic();
      const other = topic();
      const a = await subscriber.subscribe<string>(mine);
      const b = await subscriber.subscribe<string>(mine);
      const elsewhere = await subscriber.subscribe<string>(other);
      await publisher.publish(mine, 'for mine');
      await publisher.publish(other, 'for other');
      expect((await a.next()).value).toBe('for mine');
      expect((await b.next()).value).toBe('for mine');
      expect((await elsewhere.next()).value).toBe('for other');
      await Promise.all([a.return(), b.return(), elsewhere.return()]);
    });

    it('ends a subscription on return: a waiting next() resolves done, later publishes are not kept', async () => {
      const user = topic();
      const updates = await subscriber.subscribe<string>(user);
      const waiting = updates.next();
      await updates.return();
      expect(await waiting).toEqual({ value: undefined, done: true });
      await publisher.publish(user, 'too late');
      expect(await updates.next()).toEqual({ value: undefined, done: true });
      // The topic still works for a new subscriber.
      const again = await subscriber.subscribe<string>(user);
      await publisher.publish(user, 'welcome back');
      expect((await again.next()).value).toBe('welcome back');
      await again.return();
    });

    it('keeps one subscriber going while another on the same topic leaves', async () => {
      const user = topic();
      const leaving = await subscriber.subscribe<number>(user);
      const staying = await subscriber.subscribe<number>(user);
      expect(subscriber.listening(user)).toBe(2);
      await leaving.return();
      expect(subscriber.listening(user)).toBe(1);
      await publisher.publish(user, 7);
      expect((await staying.next()).value).toBe(7);
      await staying.return();
    });

    it('refuses a topic that is not channel-safe', async () => {
      await expect(publisher.publish('has space', 1)).rejects.toThrow('Invalid live-update topic');
    });
  });
}
