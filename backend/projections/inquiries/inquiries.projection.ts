import { InquiryEvent, InquirySubmitted } from '../../domain/inquiries/inquiry.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** `_id` = the inquiry: a message of the support inbox (the admin panel's Inquiries tab). */
type InquiryRecord = InquirySubmitted['data'];

export interface InquiryDocument extends ProjectedDocument, InquiryRecord {
  resolvedAt: string | null;
}

export const INQUIRIES_COLLECTION = 'inquiries';

export const inquiriesProjection: ProjectionDefinition = {
  name: 'inquiries',
  version: 1,
  handles: ['InquirySubmitted', 'InquiryResolved'],
  collections: [INQUIRIES_COLLECTION],
  async setup(store) {
    await store.collection(INQUIRIES_COLLECTION).createIndex({ keys: { submittedAt: -1 }, name: 'by_submitted' });
  },
  async apply(event: RecordedEvent, store) {
    const fact = { type: event.type, data: event.data } as InquiryEvent;
    const inquiries = store.collection<InquiryDocument>(INQUIRIES_COLLECTION);
    await evolveDocument(inquiries, fact.data.inquiryId, event, (current) => {
      switch (fact.type) {
        case 'InquirySubmitted':
          return current ?? { _id: fact.data.inquiryId, ...fact.data, resolvedAt: null, _position: event.position };
        case 'InquiryResolved':
          return current && { ...current, resolvedAt: fact.data.resolvedAt };
      }
    });
  },
};

/** A page of the inquiries, newest first, with how many there are in all; open ones only unless asked otherwise. */
export async function listInquiries(readModels: ReadModels, options: { includeResolved: boolean; skip: number; limit: number }): Promise<{ inquiries: InquiryDocument[]; total: number }> {
  const filter = options.includeResolved ? {} : { resolvedAt: null };
  const collection = readModels.collection<InquiryDocument>(INQUIRIES_COLLECTION);
  const [inquiries, total] = await Promise.all([collection.find(filter, { sort: { submittedAt: -1, _id: 1 }, skip: options.skip, limit: options.limit }), collection.count(filter)]);
  return { inquiries, total };
}
