import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SendPhoneVerificationCodeHandler } from './send-phone-verification-code.handler';

@Resolver()
export class SendPhoneVerificationCodeResolver {
  constructor(
    private readonly handler: SendPhoneVerificationCodeHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, {
    description: 'Texts a 6-digit code to the phone number on file, valid 10 minutes for 5 attempts; a new code replaces the last. At most 5 an hour.',
  })
  async sendPhoneVerificationCode(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ user: viewer.user }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}
