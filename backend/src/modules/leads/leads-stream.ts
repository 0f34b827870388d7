import { leadDecider } from '../../../domain/leads/lead.decider';
import { leadStreamId } from '../../../domain/leads/lead.events';
import { leadsProjection } from '../../../projections/leads/leads.projection';

/** Where a lead is decided, and the read model its commands wait for. */
export const leadsStream = {
  decider: leadDecider,
  streamIdOf: leadStreamId,
  readModels: [leadsProjection.name],
} as const;
