/**
 * A lease: held by one process of a deployment at a time, for a while, renewed by its holder. What
 * runs under one (a log reaction, the projections into a shared read store) runs in that process only;
 * the others stand by and take it over when the holder stops renewing.
 */
export interface Lease {
  renewEveryMs: number;
  /** How often a process without the lease asks for it again. */
  retryEveryMs: number;
  /** True when this process now holds the lease. */
  acquire(): Promise<boolean>;
  /** True while this process still holds it (and now for longer). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** The leases of a deployment, by name (`reaction:<name>`, `projector`). */
export interface Leases {
  lease(name: string): Lease;
}
