import { Args, Query, Resolver } from '@nestjs/graphql';
import { HubSpotEmailSignupModel } from '../../hub-spot-email-signup.model';
import { GetHubSpotEmailSignupHandler } from './get-hub-spot-email-signup.handler';

@Resolver()
export class GetHubSpotEmailSignupResolver {
  constructor(private readonly handler: GetHubSpotEmailSignupHandler) {}

  /** Open to visitors: the ticket is the link's secret, and it names only its own lead. */
  @Query(() => HubSpotEmailSignupModel, {
    nullable: true,
    description: 'The lead a personalised sign-up link names (`ticketId`: a HubSpot ticket when the CRM is HubSpot, else the lead’s embedded CRM id); null when unknown or already signed up.',
  })
  getHubSpotEmailSignup(@Args('ticketId', { type: () => String }) ticketId: string): Promise<HubSpotEmailSignupModel | null> {
    return this.handler.execute(ticketId);
  }
}
