import { LeadEvent, LeadSignupRecord } from '../../domain/leads/lead.events';
import { LeadStatus } from '../../domain/leads/lead.rules';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** `_id` = the lead: its signup record as staff see it in the Leads tab. */
export interface LeadDocument extends ProjectedDocument, Omit<LeadSignupRecord, 'status'> {
  status: LeadStatus;
  lastSubmittedAt: string;
  submissions: number;
  crm: string | null;
  crmId: string | null;
  statusChangedAt: string | null;
}

export const LEADS_COLLECTION = 'leads';

export const leadsProjection: ProjectionDefinition = {
  name: 'leads',
  version: 1,
  handles: ['SchoolLeadSubmitted', 'FlexIntakeSubmitted', 'SchoolLeadResubmitted', 'LeadHandedToCrm', 'LeadStatusChanged'],
  collections: [LEADS_COLLECTION],
  async setup(store) {
    await store.collection(LEADS_COLLECTION).createIndex({ keys: { lastSubmittedAt: -1 }, name: 'by_last_submitted' });
  },
  async apply(event: RecordedEvent, store) {
    const fact = { type: event.type, data: event.data } as LeadEvent;
    const leads = store.collection<LeadDocument>(LEADS_COLLECTION);
    await evolveDocument(leads, fact.data.leadId, event, (current) => {
      switch (fact.type) {
        case 'SchoolLeadSubmitted':
        case 'FlexIntakeSubmitted':
          return current ?? { _id: fact.data.leadId, ...fact.data, lastSubmittedAt: fact.data.submittedAt, submissions: 1, crm: null, crmId: null, statusChangedAt: null, _position: event.position };
        case 'SchoolLeadResubmitted':
          return current && { ...current, lastSubmittedAt: fact.data.submittedAt, submissions: current.submissions + 1 };
        case 'LeadHandedToCrm':
          return current && { ...current, crm: fact.data.crm, crmId: fact.data.crmId };
        case 'LeadStatusChanged':
          return current && { ...current, status: fact.data.status, statusChangedAt: fact.data.changedAt };
      }
    });
  },
};

/** A page of the leads, newest first (by their last submission), with how many there are in all. */
export async function listLeads(readModels: ReadModels, options: { status?: LeadStatus | null; skip: number; limit: number }): Promise<{ leads: LeadDocument[]; total: number }> {
  const filter = options.status ? { status: options.status } : {};
  const collection = readModels.collection<LeadDocument>(LEADS_COLLECTION);
  const [leads, total] = await Promise.all([collection.find(filter, { sort: { lastSubmittedAt: -1, _id: 1 }, skip: options.skip, limit: options.limit }), collection.count(filter)]);
  return { leads, total };
}

export function findLead(readModels: ReadModels, leadId: string): Promise<LeadDocument | null> {
  return readModels.collection<LeadDocument>(LEADS_COLLECTION).findOne({ _id: leadId });
}
