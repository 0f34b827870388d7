import { Args, Query, Resolver } from '@nestjs/graphql';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { EmailPhoneCheckModel } from '../../tutor-application.model';
import { CheckEmailPhoneExistsHandler } from './check-email-phone-exists.handler';

@Resolver()
export class CheckEmailPhoneExistsResolver {
  constructor(private readonly handler: CheckEmailPhoneExistsHandler) {}

  @Query(() => EmailPhoneCheckModel, {
    description: "Whether an e-mail address or phone number (parsed as US) already belongs to an account; the signed-in user's own do not count. Public (application step 1), limited per IP (ACCOUNT_CHECK_LIMIT_PER_IP in the login's window).",
  })
  async checkEmailPhoneExists(
    @Args('email', { type: () => String }) email: string,
    @Args('phone', { type: () => String }) phone: string,
    @Context() context: GraphqlContext,
  ): Promise<EmailPhoneCheckModel> {
    const viewer = await context.viewer();
    return this.handler.execute({ email, phone, viewerId: viewer?.userId ?? null, ip: context.ip });
  }
}
