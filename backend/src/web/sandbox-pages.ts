/** The pages the embedded adapters serve in place of a provider's own (payments sandbox, sign-in stand-in). */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function sandboxPage(badge: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;padding:48px 16px;color:#1a1f36}main{max-width:440px;margin:auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#ffd;border:1px solid #cc9;border-radius:4px;padding:2px 8px;font-size:12px}a.button,button{display:inline-block;margin:16px 12px 0 0;padding:10px 16px;border-radius:6px;border:0;font:inherit;cursor:pointer;text-decoration:none;background:#635bff;color:#fff}a.secondary{background:#e3e8ee;color:#1a1f36}
label{display:block;margin-top:12px}input[type=text],input[type=email]{display:block;width:100%;box-sizing:border-box;padding:8px;margin-top:4px;border:1px solid #c1c9d2;border-radius:4px}</style>
</head><body><main><span class="badge">${escapeHtml(badge)}</span>${body}</main></body></html>`;
}

/** The redirect only when it goes back to the app: the public URL's origin, or a local development server; else null (no open redirect). */
export function appRedirectUrl(redirectUri: string | undefined, publicUrl: string): string | null {
  if (!redirectUri) return null;
  try {
    const url = new URL(redirectUri);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.origin === new URL(publicUrl).origin || local ? url.toString() : null;
  } catch {
    return null;
  }
}
