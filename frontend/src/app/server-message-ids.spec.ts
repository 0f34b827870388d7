import { MESSAGES_BY_ID } from '../../../backend/domain/shared/message-ids';
import { catalogs } from './catalogs';
import { SERVER_MESSAGE_IDS } from '../lib/server-message-ids';

/** The ids backend/src/graphql/graphql-errors.ts gives its own texts (the domain's come from the registry). */
const PLATFORM_MESSAGE_IDS = ['common.conflict', 'common.staleEdit', 'common.idempotencyKeyReused', 'common.savedShowingSoon', 'common.catchingUp', 'common.queryTooComplex', 'common.internal', 'common.invalidValue', 'common.unauthenticated', 'common.forbidden', 'common.notFound'];

describe('the server message ids the browser translates', () => {
  const english = catalogs.en as Record<string, unknown>;
  const spanish = catalogs.sp as Record<string, unknown>;

  it('are ids the server sends, each translated by catalog ids present in English and Spanish', () => {
    for (const [messageId, catalogIds] of Object.entries(SERVER_MESSAGE_IDS)) {
      expect(MESSAGES_BY_ID.has(messageId) || PLATFORM_MESSAGE_IDS.includes(messageId) ? messageId : `unknown server message id ${messageId}`).toBe(messageId);
      for (const id of catalogIds) {
        expect(id in english ? id : `missing English ${id}`).toBe(id);
        expect(id in spanish ? id : `missing Spanish ${id}`).toBe(id);
      }
    }
  });
});
