import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findAllSessionsByParticipantKey } from '../../../../../projections/sessions/sessions.projection';
import { keysOf, PENDING_STATUSES, SESSION_ROLES, SessionQueryMessages } from '../../session-lists';
import { localDateOf } from '../../session-views';

/** getPendingSessionCount: how many of the viewer's sessions are not yet processed (upcoming or recently completed), on local dates matching `dateRegex` when given. */
@Injectable()
export class GetPendingSessionCountHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { userId: string; dateRegex: string | null }): Promise<number> {
    let pattern: RegExp | null = null;
    if (input.dateRegex) {
      if (input.dateRegex.length > 64) throw DomainError.fromFieldErrors({ dateRegex: SessionQueryMessages.dateRegex });
      try {
        pattern = new RegExp(input.dateRegex);
      } catch {
        throw DomainError.fromFieldErrors({ dateRegex: SessionQueryMessages.dateRegex });
      }
    }
    const sessions = await findAllSessionsByParticipantKey(this.readModels, keysOf(input.userId, SESSION_ROLES, PENDING_STATUSES));
    return new Set(sessions.filter((session) => !pattern || pattern.test(localDateOf(session))).map((session) => session._id)).size;
  }
}
