import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../projections/runner/read-models';
import { findSession } from '../../../projections/sessions/sessions.projection';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { NotFoundError } from '../../graphql/graphql-errors';
import { SessionModel } from './session.models';
import { SessionViews } from './session-views.service';

/** One session from the read model, as the API shows it (after a mutation has waited for it). */
@Injectable()
export class SessionReader {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SessionViews,
  ) {}

  async view(sessionId: string): Promise<SessionModel> {
    const session = await findSession(this.readModels, sessionId);
    if (!session) throw new NotFoundError(SessionMessages.notFound);
    return this.views.of(session);
  }
}
