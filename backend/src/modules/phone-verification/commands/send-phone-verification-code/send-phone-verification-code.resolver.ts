import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PhoneVerification } from '../../phone-verification.service';

@Resolver()
export class SendPhoneVerificationCodeResolver {
  constructor(
    private readonly phones: PhoneVerification,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, {
    description: 'Texts a 6-digit code to the phone number on file, valid 10 minutes for 5 attempts; a new code replaces the last. At most 5 an hour.',
  })
  async sendPhoneVerificationCode(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.phones.sendCode(viewer.user, this.runtime.contextOf(context, viewer.userId));
    return true;
  }
}
