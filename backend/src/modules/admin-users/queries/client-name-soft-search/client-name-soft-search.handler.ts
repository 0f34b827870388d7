import { Injectable } from '@nestjs/common';
import { AdminUserModel } from '../../admin-user.model';
import { USER_SEARCH_PAGE_SIZE, UserDirectory } from '../../user-directory';

/** clientNameSoftSearch (admins): clients (students and parents) whose names start with the words typed. */
@Injectable()
export class ClientNameSoftSearchHandler {
  constructor(private readonly directory: UserDirectory) {}

  async execute(input: { name: string }): Promise<AdminUserModel[]> {
    return (await this.directory.byName(input.name, 'STUDENT_OR_PARENT', 1, USER_SEARCH_PAGE_SIZE)).map((user) => AdminUserModel.of(user));
  }
}
