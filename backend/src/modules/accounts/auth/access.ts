import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ProfileType } from '../../../../domain/accounts/account.rules';
import { ForbiddenError } from '../../../../domain/shared/domain-error';
import { UnauthenticatedError } from '../../../graphql/graphql-errors';
import { GraphqlContext, Viewer } from './graphql-context';

const REQUIRED_PROFILE_TYPES = Symbol('requiredProfileTypes');

/**
 * Who may run an operation: a signed-in user, and with `profileTypes` one holding any of them.
 * Missing or revoked credentials are UNAUTHENTICATED (the browser logs out); a role failure FORBIDDEN.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const graphqlContext = GqlExecutionContext.create(context).getContext<GraphqlContext>();
    const viewer = await graphqlContext.viewer();
    if (!viewer) throw new UnauthenticatedError();
    const required = this.reflector.get<ProfileType[] | undefined>(REQUIRED_PROFILE_TYPES, context.getHandler());
    if (required && !required.some((type) => viewer.user.profile.profileTypes.includes(type))) throw new ForbiddenError();
    return true;
  }
}

/** The operation needs a signed-in user, holding one of `profileTypes` when any are given. */
export function SignedIn(...profileTypes: ProfileType[]) {
  return applyDecorators(SetMetadata(REQUIRED_PROFILE_TYPES, profileTypes.length > 0 ? profileTypes : undefined), UseGuards(AccessGuard));
}

/** The signed-in user of an operation guarded by @SignedIn(). */
export const CurrentViewer = createParamDecorator(async (_data: unknown, context: ExecutionContext): Promise<Viewer> => {
  const viewer = await GqlExecutionContext.create(context).getContext<GraphqlContext>().viewer();
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
});

/** The GraphQL context of the current operation. */
export const Context = createParamDecorator(
  (_data: unknown, context: ExecutionContext): GraphqlContext => GqlExecutionContext.create(context).getContext<GraphqlContext>(),
);
