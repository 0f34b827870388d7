import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { VerifyTokenHandler } from './verify-token.handler';

@Resolver()
export class VerifyTokenResolver {
  constructor(
    private readonly handler: VerifyTokenHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @Mutation(() => Boolean, { description: 'Verifies an e-mail address with the token from the e-mailed link.' })
  async verifyToken(@Args('token', { type: () => String }) token: string, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ token }, this.pipeline.contextOf(context, null));
    return true;
  }
}
