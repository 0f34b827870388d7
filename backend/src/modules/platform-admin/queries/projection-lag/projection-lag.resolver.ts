import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { ProjectionLagHandler } from './projection-lag.handler';

@ObjectType('ProjectionLag')
export class ProjectionLagModel {
  @Field(() => String) name!: string;
  @Field(() => Int) version!: number;
  @Field(() => Number, { description: 'Last global position applied.' }) position!: number;
  @Field(() => Number, { description: 'Global position of the newest event in the log.' }) head!: number;
  @Field(() => Number, { description: 'Events still to apply (positions behind the head).' }) behind!: number;
  @Field(() => Boolean, { description: 'Whether reads are served from this version.' }) active!: boolean;
}

@Resolver()
export class ProjectionLagResolver {
  constructor(private readonly handler: ProjectionLagHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [ProjectionLagModel], { description: 'How far each read model is behind the event log. Admins only.' })
  async projectionLag(): Promise<ProjectionLagModel[]> {
    return this.handler.execute();
  }
}
