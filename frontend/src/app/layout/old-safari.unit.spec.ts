import { isOldSafari } from './old-safari';

const UA = {
  safari13Mac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.3 Safari/605.1.15',
  safari12Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15',
  safari13iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_2_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.3 Mobile/15E148 Safari/604.1',
  safari14Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 11_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Safari/605.1.15',
  safari17iPad:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/86.0.4240.93 Mobile/15E148 Safari/604.1',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/29.0 Mobile/15E148 Safari/605.1.15',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  androidStock: 'Mozilla/5.0 (Linux; U; Android 4.4.2; en-us) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  firefoxDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:120.0) Gecko/20100101 Firefox/120.0',
};

describe('isOldSafari', () => {
  it.each([
    ['Safari 13 on macOS', UA.safari13Mac],
    ['Safari 12 on macOS', UA.safari12Mac],
    ['Safari 13 on iPhone', UA.safari13iPhone],
  ])('is true for %s', (_name, userAgent) => {
    expect(isOldSafari(userAgent)).toBe(true);
  });

  it.each([
    ['Safari 14 on macOS', UA.safari14Mac],
    ['Safari 17 on iPad', UA.safari17iPad],
    ['Chrome on macOS', UA.chromeMac],
    ['Chrome on an old iPhone', UA.chromeIos],
    ['Firefox on an old iPhone', UA.firefoxIos],
    ['Edge', UA.edge],
    ['the old Android browser', UA.androidStock],
    ['Firefox on macOS', UA.firefoxDesktop],
    ['an empty user agent', ''],
    ['no user agent', undefined],
  ])('is false for %s', (_name, userAgent) => {
    expect(isOldSafari(userAgent)).toBe(false);
  });
});
