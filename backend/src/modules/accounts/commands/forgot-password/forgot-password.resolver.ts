import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { ForgotPasswordHandler } from './forgot-password.handler';

@Resolver()
export class ForgotPasswordResolver {
  constructor(
    private readonly handler: ForgotPasswordHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @Mutation(() => Boolean, {
    description: 'E-mails a link to /reset-password/{token} when the address has an account; always true, so it reveals nothing.',
  })
  async forgotPassword(@Args('email', { type: () => String }) email: string, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ email, ip: context.ip }, this.pipeline.contextOf(context, null));
    return true;
  }
}
