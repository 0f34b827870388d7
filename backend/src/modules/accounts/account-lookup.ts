import { Inject, Injectable } from '@nestjs/common';
import { emailStreamId } from '../../../domain/accounts/email-stream-name';
import { emailAddressDecider } from '../../../domain/accounts/email-address.decider';
import { AppConfig } from '../../config/app-config';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { APP_CONFIG } from '../../platform.module';
import { userStream } from './user-stream';

/**
 * An e-mail address is its own stream, named by a keyed hash of the normalised address
 * (EMAIL_STREAM_KEY, see emailStreamId): sign-up reserves it there, so of concurrent sign-ups with
 * one address exactly one wins, and the log's stream names carry no address.
 */
@Injectable()
export class EmailAddressStreams {
  readonly decider = emailAddressDecider;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pipeline: CommandPipeline,
  ) {}

  streamIdOf(email: string): string {
    return emailStreamId(email, this.config.emailStreamKey);
  }

  /**
   * The user an address is reserved for, folded from the address stream itself: consistent the
   * moment sign-up returns, with no read model in between.
   */
  async userIdReserving(email: string): Promise<string | null> {
    const { state } = await this.pipeline.load(this.decider, this.streamIdOf(email));
    return state.status === 'reserved' ? state.userId : null;
  }

  /** Undefined when the address is free; else whether its reservation led to an account (a sign-up may have died in between). */
  async currentOwnerHasAccount(email: string): Promise<boolean | undefined> {
    const owner = await this.userIdReserving(email);
    if (!owner) return undefined;
    return (await this.pipeline.load(userStream.decider, userStream.streamIdOf(owner))).state.status === 'registered';
  }
}
