import { inquiryDecider } from '../../../domain/inquiries/inquiry.decider';
import { inquiryStreamId } from '../../../domain/inquiries/inquiry.events';
import { inquiriesProjection } from '../../../projections/inquiries/inquiries.projection';

/** Where an inquiry is decided, and the read model its commands wait for. */
export const inquiriesStream = {
  decider: inquiryDecider,
  streamIdOf: inquiryStreamId,
  readModels: [inquiriesProjection.name],
} as const;
