import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CreateProfileActivityHandler } from './commands/create-profile-activity/create-profile-activity.handler';
import { CreateProfileActivityResolver } from './commands/create-profile-activity/create-profile-activity.resolver';

/** What users do with tutors' public profiles (views, Connect clicks, shares), recorded in the log. */
@Module({ imports: [AccountsModule], providers: [CreateProfileActivityHandler, CreateProfileActivityResolver] })
export class ProfileActivityModule {}
