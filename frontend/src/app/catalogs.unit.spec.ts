import { FEATURE_MESSAGES } from './catalogs';

describe('message catalogs', () => {
  it.each(Object.entries(FEATURE_MESSAGES))('%s has the same keys in English and Spanish', (_feature, messages) => {
    expect(Object.keys(messages.sp).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it.each(Object.entries(FEATURE_MESSAGES))('%s has a non-empty text for every key in both languages', (_feature, messages) => {
    for (const catalog of [messages.en, messages.sp]) for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
  });

  it('translates into Spanish rather than copying the English', () => {
    const all = Object.values(FEATURE_MESSAGES);
    const pairs = all.flatMap((messages) => Object.keys(messages.en).map((key) => [messages.en[key], messages.sp[key]]));
    const copied = pairs.filter(([en, sp]) => en === sp && /[a-z]{4,}/i.test(en) && !/^(Error|Tutoring Marketplace|Facebook|Instagram|LinkedIn|Nextdoor|Zoom)$/.test(en));
    expect(copied).toEqual([]);
  });

  it('never defines one key in two features', () => {
    const keys = Object.values(FEATURE_MESSAGES).flatMap((messages) => Object.keys(messages.en));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
