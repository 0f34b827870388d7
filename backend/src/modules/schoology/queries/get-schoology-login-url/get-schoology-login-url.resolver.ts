import { Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { GetSchoologyLoginUrlHandler } from './get-schoology-login-url.handler';

@Resolver()
export class GetSchoologyLoginUrlResolver {
  constructor(private readonly handler: GetSchoologyLoginUrlHandler) {}

  @SignedIn()
  @Query(() => String, { description: 'The Schoology (LMS) sign-in link; it returns to /account-settings?lms=schoology. Without SCHOOLOGY_* set, a stand-in link straight back.' })
  getSchoologyLoginUrl(): Promise<string> {
    return this.handler.execute();
  }
}
