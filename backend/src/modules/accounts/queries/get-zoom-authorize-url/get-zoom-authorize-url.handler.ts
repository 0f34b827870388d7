import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { APP_CONFIG } from '../../../../platform.module';

const ZOOM_OAUTH_BASE_URL = 'https://zoom.us';

/**
 * getZoomAuthorizeUrl: Zoom's OAuth page when Zoom is configured; else the embedded stand-in, which
 * goes straight back to /account-settings/zoom/success with a made-up code (the embedded Meetings
 * adapter accepts any code). The browser's `state` comes back with the code for it to compare.
 */
@Injectable()
export class GetZoomAuthorizeUrlHandler {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  execute(input: { state: string }): string {
    const zoom = this.config.meetings.zoom;
    if (!zoom) {
      const url = new URL('/account-settings/zoom/success', this.config.publicUrl);
      url.search = new URLSearchParams({ code: `embedded-${randomBytes(8).toString('hex')}`, state: input.state }).toString();
      return url.toString();
    }
    const url = new URL('/oauth/authorize', zoom.oauthBaseUrl ?? ZOOM_OAUTH_BASE_URL);
    url.search = new URLSearchParams({ response_type: 'code', client_id: zoom.clientId, redirect_uri: zoom.redirectUri, state: input.state }).toString();
    return url.toString();
  }
}
