import { Controller, Get, Header, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { appRedirectUrl, escapeHtml, sandboxPage } from '../../../web/sandbox-pages';

const page = (title: string, body: string) => sandboxPage('Payments sandbox', title, body);

/**
 * The payments sandbox's stand-in for Stripe's hosted Connect pages, served only while no Stripe key
 * is configured: the OAuth authorize page returns to the app with a fresh single-use `code` and the
 * `state` it was given (or `error=access_denied`), as Stripe does; the Express login link shows a
 * stand-in dashboard. It returns only to the app's own origin, so it cannot be used as an open redirect.
 */
@Controller('sandbox/connect')
export class SandboxConnectController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('authorize')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  authorize(@Query('state') state: string | undefined, @Query('redirect_uri') redirectUri: string | undefined): string {
    this.requireSandbox();
    const back = this.appUrl(redirectUri);
    if (!back || !state) {
      return page('Connect: invalid request', '<h1>Invalid request</h1><p>This link is missing its state or goes back to another site.</p>');
    }
    const withParams = (params: Record<string, string>) => {
      const url = new URL(back);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    };
    const code = `ac_sandbox_${randomBytes(12).toString('hex')}`;
    const connect = withParams({ code, state, scope: 'read_write' });
    const cancel = withParams({ error: 'access_denied', error_description: 'The user denied your request', state });
    return page(
      'Connect with Stripe (sandbox)',
      `<h1>Connect your payout account</h1><p>In production this is Stripe's Connect onboarding. In the sandbox, connecting creates a test Express account that is ready to be paid.</p>
<a class="button" id="connect" href="${escapeHtml(connect)}">Connect sandbox account</a><a class="button secondary" id="cancel" href="${escapeHtml(cancel)}">Cancel</a>`,
    );
  }

  @Get(':accountId/login/:token')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  login(@Param('accountId') accountId: string): string {
    this.requireSandbox();
    return page('Express dashboard (sandbox)', `<h1>Express dashboard</h1><p>Sandbox account <code>${escapeHtml(accountId)}</code>. Payouts to it are recorded in the sandbox's file.</p>`);
  }

  private requireSandbox(): void {
    if (this.config.stripe !== null) throw new NotFoundException();
  }

  private appUrl(redirectUri: string | undefined): string | null {
    return appRedirectUrl(redirectUri, this.config.publicUrl);
  }
}
