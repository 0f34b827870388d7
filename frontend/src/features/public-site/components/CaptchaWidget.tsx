import { Button, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CaptchaChallenge, fetchCaptchaChallenge } from '../api/school-lead-api';

interface CaptchaWidgetProps {
  /** The solved captcha's response, or null while it is unsolved (or expired). */
  onChange: (response: string | null) => void;
  /** Changing it starts a new captcha (after each submission: a response is good once). */
  resetKey: number;
  error?: string;
}

/** hCaptcha, reCAPTCHA and Turnstile share this much of their explicit-render API. */
interface ProviderApi {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): string | number;
  reset(widgetId?: string | number): void;
}

const PROVIDER_SCRIPTS = {
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
} as const;

function loadProvider(provider: keyof typeof PROVIDER_SCRIPTS): Promise<ProviderApi> {
  const { src, global } = PROVIDER_SCRIPTS[provider];
  const ready = () => (window as unknown as Record<string, ProviderApi | undefined>)[global];
  return new Promise((resolve, reject) => {
    const found = ready();
    if (found?.render) return resolve(found);
    let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener('error', () => reject(new Error(`${provider} did not load`)));
    // The APIs finish setting up after the script's load event: poll briefly for render().
    const started = Date.now();
    const poll = window.setInterval(() => {
      const api = ready();
      if (api?.render) {
        window.clearInterval(poll);
        resolve(api);
      } else if (Date.now() - started > 15_000) {
        window.clearInterval(poll);
        reject(new Error(`${provider} did not load`));
      }
    }, 100);
  });
}

function ProviderCaptchaWidget({ provider, siteKey, onChange, resetKey }: CaptchaWidgetProps & { provider: keyof typeof PROVIDER_SCRIPTS; siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: ProviderApi; id: string | number } | null>(null);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    loadProvider(provider)
      .then((api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, { sitekey: siteKey, callback: (token) => onChangeRef.current(token), 'expired-callback': () => onChangeRef.current(null) });
        widget.current = { api, id };
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [provider, siteKey]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    onChangeRef.current(null);
  }, [resetKey]);

  return failed ? <FormattedMessage id="publicSite.captcha.unavailable" /> : <div ref={container} data-testid="captcha-provider-widget" />;
}

/** The embedded offline captcha: a small sum, checked by the server. */
function EmbeddedCaptchaWidget({ onChange, resetKey, error }: CaptchaWidgetProps) {
  const intl = useIntl();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    fetchCaptchaChallenge()
      .then((next) => {
        if (cancelled) return;
        setChallenge(next);
        setAnswer('');
        setFailed(false);
        onChangeRef.current(null);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [resetKey, round]);

  if (failed) return <FormattedMessage id="publicSite.captcha.unavailable" />;
  if (!challenge) return <Spinner size={20} />;
  return (
    <FormGroup
      label={intl.formatMessage({ id: 'publicSite.captcha.question' }, { a: challenge.a, b: challenge.b })}
      labelFor="captcha-answer"
      intent={error ? 'danger' : 'none'}
      helperText={error}
    >
      <InputGroup
        id="captcha-answer"
        inputMode="numeric"
        value={answer}
        placeholder={intl.formatMessage({ id: 'publicSite.captcha.answer' })}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        onValueChange={(next) => {
          setAnswer(next);
          onChange(next.trim() ? `${challenge.token}:${next.trim()}` : null);
        }}
        rightElement={<Button variant="minimal" icon="refresh" aria-label={intl.formatMessage({ id: 'publicSite.captcha.newPuzzle' })} onClick={() => setRound((value) => value + 1)} />}
      />
    </FormGroup>
  );
}

/** The captcha the server configured (injected into index.html); the embedded puzzle by default. */
function captchaConfig(): { provider: 'embedded' | keyof typeof PROVIDER_SCRIPTS; siteKey: string | null } {
  return (typeof window !== 'undefined' && window.__APP_CONFIG__?.captcha) || { provider: 'embedded', siteKey: null };
}

/** The schools form's captcha: the configured provider's widget, or the embedded puzzle (spec: a captcha site key is used). */
export function CaptchaWidget(props: CaptchaWidgetProps) {
  const { provider, siteKey } = captchaConfig();
  return (
    <fieldset className="public-site-captcha" data-testid="captcha">
      <legend>
        <FormattedMessage id="publicSite.captcha.label" />
      </legend>
      {provider !== 'embedded' && siteKey ? (
        <>
          <ProviderCaptchaWidget {...props} provider={provider} siteKey={siteKey} />
          {props.error && <p className="bp6-text-danger">{props.error}</p>}
        </>
      ) : (
        <EmbeddedCaptchaWidget {...props} />
      )}
    </fieldset>
  );
}
