import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { SessionIssuer } from '../../../accounts/auth/session-issuer.service';
import { AuthPayloadModel } from '../../../accounts/user.model';
import { ActivateAccountFromInviteHandler } from './activate-account-from-invite.handler';

@Resolver()
export class ActivateAccountFromInviteResolver {
  constructor(
    private readonly handler: ActivateAccountFromInviteHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description: "The invitee of an invite link (its ticket as `token`) sets a password: their client account is made, verified, and signed in. A used, replaced, expired or unknown link answers 'This Invite Link Is Invalid'.",
  })
  async activateAccountFromInvite(
    @Args('token', { type: () => String }) token: string,
    @Args('password', { type: () => String }) password: string,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per form sent, kept across retries: a retry signs the same account in.' }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const claims = await this.handler.execute({ token, password }, this.pipeline.contextOf(context, null, idempotencyKey));
    return { token: this.sessions.start(context.res, claims) };
  }
}
