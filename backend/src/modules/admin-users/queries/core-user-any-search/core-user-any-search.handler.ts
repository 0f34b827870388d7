import { Injectable } from '@nestjs/common';
import { AdminUserModel } from '../../admin-user.model';
import { UserDirectory } from '../../user-directory';

/** coreUserAnySearch (admins): any user by name, full e-mail address or id, 10 a page. */
@Injectable()
export class CoreUserAnySearchHandler {
  constructor(private readonly directory: UserDirectory) {}

  async execute(input: { text: string; pageNumber: number }): Promise<AdminUserModel[]> {
    return (await this.directory.anyUser(input.text, input.pageNumber)).map((user) => AdminUserModel.of(user));
  }
}
