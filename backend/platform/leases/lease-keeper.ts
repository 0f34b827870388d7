import { Logger } from '../logging/logger';
import { Lease } from './lease.port';

/** What runs under a lease: started when this process takes it, halted when it loses it to another. */
export interface LeasedWork {
  /** This process holds the lease now: run the work (from where the last holder left it). */
  lead(): Promise<void>;
  /** The lease was lost (another process may hold it): stop the work, write nothing more, and stand by. */
  standBy(): Promise<void>;
}

/**
 * Runs a piece of work in whichever process holds its lease: asks for the lease every
 * `retryEveryMs` until it has it, then renews it every `renewEveryMs`; when a renewal fails it stands
 * by and asks again. A holder that dies stops renewing, so another takes over once the lease expires.
 * Log reactions and the projections into a shared read store run under one each.
 */
export class LeaseKeeper {
  private leading = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly lease: Lease,
    private readonly work: LeasedWork,
    private readonly logger: Logger,
    /** Names the work in the log lines. */
    private readonly context: Record<string, string>,
  ) {}

  /** True while this process holds the lease and runs the work. */
  get isLeading(): boolean {
    return this.leading;
  }

  /** The first ask is awaited (and, when it gets the lease, the start of the work), so a single process starts as without a lease. */
  start(): Promise<void> {
    return this.tryToLead();
  }

  private async tryToLead(): Promise<void> {
    if (this.stopped) return;
    const acquired = await this.lease.acquire().catch((error: unknown) => {
      this.logger.warn({ err: error, ...this.context }, 'lease could not be asked for');
      return false;
    });
    if (this.stopped) {
      if (acquired) await this.lease.release().catch(() => undefined);
      return;
    }
    if (!acquired) {
      this.timer = setTimeout(() => void this.tryToLead(), this.lease.retryEveryMs);
      return;
    }
    this.leading = true;
    this.logger.info(this.context, 'lease taken: running it here');
    this.timer = setTimeout(() => void this.renew(), this.lease.renewEveryMs);
    await this.work.lead();
  }

  private async renew(): Promise<void> {
    if (this.stopped) return;
    const kept = await this.lease.renew().catch(() => false);
    if (this.stopped) return;
    if (kept) {
      this.timer = setTimeout(() => void this.renew(), this.lease.renewEveryMs);
      return;
    }
    this.logger.warn(this.context, 'lease lost: standing by');
    this.leading = false;
    await this.work.standBy();
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tryToLead(), this.lease.retryEveryMs);
  }

  /**
   * Stops asking and renewing; `finish` runs while this process still counts as the holder (the work's
   * last checkpoint), then the lease is handed on at once rather than when it expires.
   */
  async stop(finish: () => Promise<void>): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    try {
      await finish();
    } finally {
      if (this.leading) await this.lease.release().catch(() => undefined);
      this.leading = false;
    }
  }
}
