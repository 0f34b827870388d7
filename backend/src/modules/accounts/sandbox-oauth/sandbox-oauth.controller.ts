import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { Response } from 'express';
import { isValidEmail } from '../../../../domain/accounts/account.rules';
import { IDENTITY_PROVIDERS, IdentityProvider, IdentityProviders, OAUTH_PROVIDERS, OAuthProvider } from '../../../../platform/identity/identity-provider.port';
import { appRedirectUrl, escapeHtml, sandboxPage } from '../../../web/sandbox-pages';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';

const NAMES: Record<OAuthProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

/**
 * The stand-in for Google's and Facebook's sign-in pages, served only for a provider that is not
 * configured: the person types the address and names the provider would share, and whether the
 * provider verified the address; it returns to the app's callback (only the app's own origin) with a
 * signed token and the `state` in the fragment, as the providers' implicit flow does.
 */
@Controller('sandbox/oauth')
export class SandboxOAuthController {
  constructor(
    @Inject(IDENTITY_PROVIDERS) private readonly providers: IdentityProviders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':provider')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  signInPage(@Param('provider') name: string, @Query('redirect_uri') redirectUri: string | undefined, @Query('state') state: string | undefined): string {
    const provider = this.standIn(name).provider;
    const title = `Sign in with ${NAMES[provider]} (stand-in)`;
    if (!appRedirectUrl(redirectUri, this.config.publicUrl) || !state) return sandboxPage('Sign-in stand-in', title, '<h1>Invalid request</h1><p>This link is missing its state or goes back to another site.</p>');
    const hidden = (field: string, value: string) => `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
    return sandboxPage(
      'Sign-in stand-in',
      title,
      `<h1>${escapeHtml(title)}</h1><p>In production this is ${NAMES[provider]}'s own sign-in page. Here you choose what ${NAMES[provider]} would tell the app.</p>
<form method="get" action="/sandbox/oauth/${provider.toLowerCase()}/continue">${hidden('redirect_uri', redirectUri ?? '')}${hidden('state', state)}
<label>Email<input type="email" name="email" id="email" required></label>
<label>First name<input type="text" name="first_name" id="first_name" required></label>
<label>Last name<input type="text" name="last_name" id="last_name" required></label>
<label><input type="checkbox" name="email_verified" id="email_verified" value="true" checked> ${NAMES[provider]} has verified this email</label>
<button type="submit" id="continue">Continue</button></form>`,
    );
  }

  @Get(':provider/continue')
  @Header('Cache-Control', 'no-store')
  continue(
    @Param('provider') name: string,
    @Query() query: Record<string, string | undefined>,
    @Res() res: Response,
  ): void {
    const standIn = this.standIn(name);
    const back = appRedirectUrl(query.redirect_uri, this.config.publicUrl);
    const email = (query.email ?? '').trim();
    if (!back || !query.state || !isValidEmail(email)) {
      res.status(400).type('html').send(sandboxPage('Sign-in stand-in', 'Invalid request', '<h1>Invalid request</h1><p>Please go back and enter a valid email.</p>'));
      return;
    }
    const token = standIn.issue?.({ email, emailVerified: query.email_verified === 'true', firstName: (query.first_name ?? '').trim(), lastName: (query.last_name ?? '').trim() });
    const url = new URL(back);
    url.hash = new URLSearchParams({ access_token: token ?? '', state: query.state }).toString();
    res.redirect(302, url.toString());
  }

  /** The stand-in of a provider named in the path; Not Found for an unknown provider or one that is configured. */
  private standIn(name: string): IdentityProvider {
    const provider = OAUTH_PROVIDERS.find((candidate) => candidate.toLowerCase() === name);
    const adapter = provider ? this.providers[provider] : null;
    if (!adapter || adapter.kind !== 'stand-in' || !adapter.issue) throw new NotFoundException();
    return adapter;
  }
}
