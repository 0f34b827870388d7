import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsRegistry } from './metrics-registry';

@Module({ controllers: [HealthController], providers: [MetricsRegistry] })
export class HealthModule {}
