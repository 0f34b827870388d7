import { Injectable } from '@nestjs/common';
import { AdminUserSuggestionModel } from '../../admin-user.model';
import { USER_SUGGESTION_LIMIT, UserDirectory } from '../../user-directory';

/** getUserSuggestionsByName (admins): the first users whose names start with what is typed, for a typeahead. */
@Injectable()
export class GetUserSuggestionsByNameHandler {
  constructor(private readonly directory: UserDirectory) {}

  async execute(input: { name: string }): Promise<AdminUserSuggestionModel[]> {
    return (await this.directory.byName(input.name, null, 1, USER_SUGGESTION_LIMIT)).map((user) => AdminUserSuggestionModel.of(user));
  }
}
