import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { SendVerificationTokenHandler } from './send-verification-token.handler';

@Resolver()
export class SendVerificationTokenResolver {
  constructor(
    private readonly handler: SendVerificationTokenHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'E-mails the signed-in user a link to /welcome/verify-account.' })
  async sendVerificationToken(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ userId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}
