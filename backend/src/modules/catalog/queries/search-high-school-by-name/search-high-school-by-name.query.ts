import { Query } from '@nestjs/cqrs';
import { Institution } from '../../../../../domain/catalog/course-catalog';

export class SearchHighSchoolByNameQuery extends Query<Institution[]> {
  constructor(
    readonly name: string,
  ) {
    super();
  }
}
