import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler';
import { DeleteUserResolver } from './commands/delete-user/delete-user.resolver';
import { SaveNewUserPasswordHandler } from './commands/save-new-user-password/save-new-user-password.handler';
import { SaveNewUserPasswordResolver } from './commands/save-new-user-password/save-new-user-password.resolver';
import { ClientNameSoftSearchHandler } from './queries/client-name-soft-search/client-name-soft-search.handler';
import { ClientNameSoftSearchResolver } from './queries/client-name-soft-search/client-name-soft-search.resolver';
import { CoreUserAnySearchHandler } from './queries/core-user-any-search/core-user-any-search.handler';
import { CoreUserAnySearchResolver } from './queries/core-user-any-search/core-user-any-search.resolver';
import { GetAdminUserHandler } from './queries/get-admin-user/get-admin-user.handler';
import { GetAdminUserResolver } from './queries/get-admin-user/get-admin-user.resolver';
import { GetUserSuggestionsByNameHandler } from './queries/get-user-suggestions-by-name/get-user-suggestions-by-name.handler';
import { GetUserSuggestionsByNameResolver } from './queries/get-user-suggestions-by-name/get-user-suggestions-by-name.resolver';
import { UserDirectory } from './user-directory';

/** The admin panel's Users tab: finding users, a user's page, setting a password, deleting a user. */
@Module({
  imports: [AccountsModule],
  providers: [
    UserDirectory,
    CoreUserAnySearchHandler,
    CoreUserAnySearchResolver,
    ClientNameSoftSearchHandler,
    ClientNameSoftSearchResolver,
    GetUserSuggestionsByNameHandler,
    GetUserSuggestionsByNameResolver,
    GetAdminUserHandler,
    GetAdminUserResolver,
    SaveNewUserPasswordHandler,
    SaveNewUserPasswordResolver,
    DeleteUserHandler,
    DeleteUserResolver,
  ],
})
export class AdminUsersModule {}
