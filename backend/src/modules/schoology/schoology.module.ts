import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { GetSchoologyLoginUrlHandler } from './queries/get-schoology-login-url/get-schoology-login-url.handler';
import { GetSchoologyLoginUrlResolver } from './queries/get-schoology-login-url/get-schoology-login-url.resolver';

/** Schoology, the schools' LMS: its sign-in link. */
@Module({ imports: [AccountsModule], providers: [GetSchoologyLoginUrlHandler, GetSchoologyLoginUrlResolver] })
export class SchoologyModule {}
