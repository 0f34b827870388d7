import { Injectable } from '@nestjs/common';
import { ClassAddRequestStatus, findClassAddRequests } from '../../../../../projections/class-add-requests/class-add-requests.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { ClassAddRequestModel } from '../../tutor-application.model';

/** The most requests one page of the queue lists. */
export const CLASS_ADD_REQUESTS_PAGE = 100;

/** getClassAddRequests: the admins' queue, oldest first. */
@Injectable()
export class GetClassAddRequestsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { status: ClassAddRequestStatus }): Promise<ClassAddRequestModel[]> {
    return (await findClassAddRequests(this.readModels, input.status, CLASS_ADD_REQUESTS_PAGE)).map((request) => ClassAddRequestModel.from(request));
  }
}
