import { Inject, Injectable } from '@nestjs/common';
import { Schoology, SCHOOLOGY } from '../../../../../platform/lms/schoology.port';
import { AppConfig } from '../../../../config/app-config';
import { APP_CONFIG } from '../../../../platform.module';

/** Where Schoology sends the user back after signing in. */
export const SCHOOLOGY_CALLBACK_PATH = '/account-settings?lms=schoology';

/** getSchoologyLoginUrl: the LMS sign-in link for the signed-in user, returning to their account settings. */
@Injectable()
export class GetSchoologyLoginUrlHandler {
  constructor(
    @Inject(SCHOOLOGY) private readonly schoology: Schoology,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(): Promise<string> {
    return this.schoology.loginUrl(`${this.config.publicUrl}${SCHOOLOGY_CALLBACK_PATH}`);
  }
}
