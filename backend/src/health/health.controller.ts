import { Controller, Get, Header, HttpStatus, Inject, Res } from '@nestjs/common';
import { Response } from 'express';
import { ProjectionRunner } from '../../projections/runner/projection-runner';
import { READINESS, Readiness } from '../platform.module';
import { MetricsRegistry } from './metrics-registry';

@Controller()
export class HealthController {
  constructor(
    private readonly projections: ProjectionRunner,
    private readonly metrics: MetricsRegistry,
    @Inject(READINESS) private readonly readiness: Readiness,
  ) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: read models are on their declared versions and caught up, and start-up work is done. */
  @Get('readyz')
  async ready(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ready' | 'catching-up'; projections: unknown }> {
    const ready = this.readiness.isReady();
    res.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'ready' : 'catching-up', projections: await this.projections.lag() };
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  async prometheus(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
