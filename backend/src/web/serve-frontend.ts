import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Express, NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';

/** Paths the backend answers itself; everything else GET is the single-page app. */
const BACKEND_PATHS = /^\/(graphql|healthz|readyz|metrics|logout|files|profile-pictures|sandbox|captcha|verify-captcha|submit-inquiry)(\/|$)/;

/** The browser's view of configuration, injected into index.html so one build serves every deployment. */
export function publicConfigOf(config: AppConfig): Record<string, unknown> {
  return {
    contactPhone: config.contactPhone,
    contactEmail: config.contactEmail,
    requestATutorForClients: config.requestATutorForClients,
    // The schools form's captcha widget: a provider's, with its public site key, or the embedded puzzle.
    captcha: config.captcha ? { provider: config.captcha.provider, siteKey: config.captcha.siteKey } : { provider: 'embedded', siteKey: null },
  };
}

/**
 * Serves the built frontend on the API's port: hashed assets with a long cache, and index.html
 * (never cached, carrying the public configuration) for every other GET that accepts HTML.
 */
export function serveFrontend(server: Express, config: AppConfig): boolean {
  const indexFile = join(config.frontendDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const script = `<script>window.__APP_CONFIG__=${JSON.stringify(publicConfigOf(config)).replace(/</g, '\\u003c')};</script>`;
  const indexHtml = readFileSync(indexFile, 'utf8').replace('</head>', `${script}</head>`);

  server.use('/assets', express.static(join(config.frontendDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  server.use(express.static(config.frontendDir, { index: false, maxAge: '1h' }));
  server.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || BACKEND_PATHS.test(req.path) || !req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').type('html').send(indexHtml);
  });
  return true;
}
