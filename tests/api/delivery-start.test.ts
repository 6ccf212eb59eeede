import { expect, it } from 'vitest';
import { DELIVERY_QUEUE, PARKED_QUEUE } from '../../src/server/outbox/queue.ts';
import { startDelivery } from '../../src/server/outbox/start.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoSites } from '../support/sites.ts';

describeOnEachDatabase('the delivery queue a server starts', (useDb) => {
  const start = (env: NodeJS.ProcessEnv) =>
    startDelivery({ db: useDb(), sites: demoSites(), worker: false, env, dataDir: '' });

  it('tries a target 10 times (9 retries), backing off from 15 s to an hour at most, then parks it', async () => {
    const delivery = await start({});
    try {
      expect(delivery.worker).toBeNull();
      expect(delivery.queue.retry).toEqual({
        retryLimit: 9,
        retryDelaySeconds: 15,
        retryDelayMaxSeconds: 3600,
        expireInSeconds: 60,
      });
      // what pg-boss was told, as it keeps it
      expect(await delivery.queue.boss.getQueue(DELIVERY_QUEUE)).toMatchObject({
        retryLimit: 9,
        retryDelay: 15,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: 60,
        deadLetter: PARKED_QUEUE,
      });
    } finally {
      await delivery.stop();
    }
  });

  it('LEAD_DELIVERY_EXPIRE_SECONDS sets how long a try may run; anything but whole seconds stops the start', async () => {
    const delivery = await start({ LEAD_DELIVERY_EXPIRE_SECONDS: '90' });
    try {
      expect(delivery.queue.retry.expireInSeconds).toBe(90);
    } finally {
      await delivery.stop();
    }
    await expect(start({ LEAD_DELIVERY_EXPIRE_SECONDS: '1.5' })).rejects.toThrow(
      'LEAD_DELIVERY_EXPIRE_SECONDS must be a whole number of seconds, received "1.5"',
    );
  });

  it('a try a stopped server left running is retried at once on PGlite, and left to expire on PostgreSQL', async () => {
    // a try may run an hour: only the start can make it due sooner
    const env = { LEAD_DELIVERY_EXPIRE_SECONDS: '3600' };
    const before = await start(env);
    let id: string;
    try {
      const data = { lead_id: crypto.randomUUID(), tenant: 'harbourside-toyota', target: 'email' };
      id = (await before.queue.boss.send(DELIVERY_QUEUE, data))!;
      const [taken] = await before.queue.boss.fetch(DELIVERY_QUEUE);
      expect(taken?.id).toBe(id);
    } finally {
      await before.stop(); // as a kill would, it leaves the try running
    }
    const after = await start(env);
    try {
      const job = await after.queue.boss.getJobById(DELIVERY_QUEUE, id);
      const [retried] = await after.queue.boss.fetch(DELIVERY_QUEUE);
      if (useDb().driver === 'pglite') {
        // failed as a try, and due now: the next fetch takes it
        expect(job?.state).toBe('retry');
        expect(retried?.id).toBe(id);
      } else {
        expect(job?.state).toBe('active');
        expect(retried).toBeUndefined();
      }
    } finally {
      await after.queue.boss.deleteAllJobs(DELIVERY_QUEUE);
      await after.stop();
    }
  });
});
