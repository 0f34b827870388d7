import { reportDecider } from '../../../domain/reports/report.decider';
import { reportStreamId } from '../../../domain/reports/report.events';
import { reportsProjection } from '../../../projections/reports/reports.projection';

/** Where a report (and any report's resolution) is decided, and the queue its commands wait for. */
export const reportsStream = {
  decider: reportDecider,
  streamIdOf: reportStreamId,
  readModels: [reportsProjection.name],
} as const;
