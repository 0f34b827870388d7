import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { ProjectionRunner } from '../../projections/runner/projection-runner';

/** Prometheus metrics of this process; projection lag is read from the runner at scrape time. */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor(projections: ProjectionRunner) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'projection_lag_events',
      help: 'Events in the log not yet applied by each projection',
      labelNames: ['projection', 'version'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const lag of await projections.lag()) this.set({ projection: lag.name, version: String(lag.version) }, lag.behind);
      },
    });
  }
}
