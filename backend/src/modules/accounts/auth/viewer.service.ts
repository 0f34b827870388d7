import { Injectable } from '@nestjs/common';
import { Request } from 'express';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findUserById } from '../../../../projections/users/users.projection';
import { Viewer } from './graphql-context';
import { sessionTokenOf } from './session-cookie';
import { SessionRevocation } from './session-revocation';
import { SessionTokenService, VerifiedSession } from './session-token.service';

/** Turns a request's bearer token or cookie into the signed-in user, or null. */
@Injectable()
export class ViewerService {
  constructor(
    private readonly tokens: SessionTokenService,
    private readonly readModels: ReadModels,
    private readonly revocation: SessionRevocation,
  ) {}

  async resolve(req: Request): Promise<Viewer | null> {
    const token = sessionTokenOf(req);
    if (!token) return null;
    const session = this.tokens.verify(token);
    return session ? this.viewerOf(session) : null;
  }

  /** The session of a token we issued and that has not expired (it may have ended: see viewerOf). */
  sessionOf(token: string): VerifiedSession | null {
    return this.tokens.verify(token);
  }

  /** The user of a verified token, or null once its session has ended. */
  async viewerOf(session: VerifiedSession): Promise<Viewer | null> {
    // Read only: every signed-in request resolves its viewer, and copying the user's whole document for each
    // took some 2 % of the server's CPU in the messaging benchmark. What a request does with it is read it.
    const [user, ended] = await Promise.all([findUserById(this.readModels, session.userId, { readOnly: true }), this.revocation.isEnded(session)]);
    // A password change bumps the version: every token issued before it stops working.
    if (!user || user.deleted || ended || user.passwordVersion !== session.passwordVersion) return null;
    return { userId: user._id, user };
  }
}
