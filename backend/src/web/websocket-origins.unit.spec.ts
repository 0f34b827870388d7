import { allowsWebSocketOrigin } from './websocket-origins';

describe('allowsWebSocketOrigin', () => {
  const production = { nodeEnv: 'production' as const, publicUrl: 'https://tutors.example.com' };
  const development = { nodeEnv: 'development' as const, publicUrl: 'http://localhost:4000' };

  it('allows the origin of PUBLIC_URL, whatever path PUBLIC_URL has', () => {
    expect(allowsWebSocketOrigin(production, 'https://tutors.example.com')).toBe(true);
    expect(allowsWebSocketOrigin({ ...production, publicUrl: 'https://tutors.example.com/app' }, 'https://tutors.example.com')).toBe(true);
  });

  it('refuses every other origin in production, look-alikes and loopback included', () => {
    for (const origin of ['http://tutors.example.com', 'https://tutors.example.com:8443', 'https://evil.example', 'https://tutors.example.com.evil.example', 'null', 'http://localhost:5173', 'not a url']) {
      expect([origin, allowsWebSocketOrigin(production, origin)]).toEqual([origin, false]);
    }
  });

  it('lets a client that sends no Origin through: no browser, so no one else’s cookie', () => {
    expect(allowsWebSocketOrigin(production, undefined)).toBe(true);
  });

  it('allows loopback pages in development only (npm run dev’s Vite on :5173, the app on 127.0.0.1)', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4000', 'http://[::1]:5173', 'http://localhost:4000']) {
      expect([origin, allowsWebSocketOrigin(development, origin)]).toEqual([origin, true]);
    }
    expect(allowsWebSocketOrigin(development, 'https://evil.example')).toBe(false);
    expect(allowsWebSocketOrigin({ ...development, nodeEnv: 'test' }, 'http://localhost:5173')).toBe(false);
    expect(allowsWebSocketOrigin({ ...development, nodeEnv: 'e2e' }, 'http://127.0.0.1:4000')).toBe(false);
  });
});
