import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { InquiryModel } from '../../inquiry.models';
import { ResolveInquiryHandler } from './resolve-inquiry.handler';

@Resolver()
export class ResolveInquiryResolver {
  constructor(
    private readonly handler: ResolveInquiryHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => InquiryModel, { description: 'Admins: marks a support-inbox inquiry answered.' })
  resolveInquiry(@Args('inquiryId', { type: () => ID }) inquiryId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<InquiryModel> {
    return this.handler.execute({ inquiryId }, this.pipeline.contextOf(context, viewer.userId));
  }
}
