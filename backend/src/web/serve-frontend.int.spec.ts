import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'node:http';
import express from 'express';
import { AppConfig } from '../config/app-config';
import { serveFrontend } from './serve-frontend';

describe('serveFrontend', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontend-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head><body>app shell</body></html>');
    const app = express();
    const config = { frontendDir: dir, contactPhone: '555', contactEmail: 'help@example.com', requestATutorForClients: true } as AppConfig;
    expect(serveFrontend(app, config)).toBe(true);
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the app shell for a signed room link, so the browser app can show the lesson room', async () => {
    const response = await fetch(`${base}/rooms/AbC_123-xyz?user=u-1&role=STUDENT&sig=abc_-DEF`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('app shell');
    expect(html).toContain('window.__APP_CONFIG__');
  });
});
