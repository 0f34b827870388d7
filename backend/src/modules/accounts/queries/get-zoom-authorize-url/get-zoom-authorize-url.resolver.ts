import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../auth/access';
import { GetZoomAuthorizeUrlHandler } from './get-zoom-authorize-url.handler';

@Resolver()
export class GetZoomAuthorizeUrlResolver {
  constructor(private readonly handler: GetZoomAuthorizeUrlHandler) {}

  @SignedIn()
  @Query(() => String, {
    description: 'Where the browser goes to connect a Zoom account. It comes back with `code` (for associateZoom) and the `state` given here, which the browser keeps and compares.',
  })
  getZoomAuthorizeUrl(@Args('state', { type: () => String }) state: string): string {
    return this.handler.execute({ state: state.slice(0, 100) });
  }
}
