import { Injectable } from '@nestjs/common';
import { ProjectionRunner } from '../../../../../projections/runner/projection-runner';

/** projectionLag: how far each read model is behind the event log (the route decides who may ask). */
@Injectable()
export class ProjectionLagHandler {
  constructor(private readonly projections: ProjectionRunner) {}

  execute(): ReturnType<ProjectionRunner['lag']> {
    return this.projections.lag();
  }
}
