import { Query } from '@nestjs/cqrs';
import { Institution } from '../../../../../domain/catalog/course-catalog';

export class SearchCollegeByNameQuery extends Query<Institution[]> {
  constructor(
    readonly name: string,
  ) {
    super();
  }
}
