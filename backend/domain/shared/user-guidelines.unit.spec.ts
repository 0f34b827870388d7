import { abidesByUserGuidelines } from './user-guidelines';

describe('abidesByUserGuidelines', () => {
  it('refuses profanity, also in leet-speak and with repeated letters', () => {
    expect(abidesByUserGuidelines('what the fuck')).toBe(false);
    expect(abidesByUserGuidelines('what the fuuuck')).toBe(false);
    expect(abidesByUserGuidelines('you are a 5hit')).toBe(false);
  });

  it('accepts words that merely contain a bad one', () => {
    expect(abidesByUserGuidelines('The assessment in Scunthorpe went well')).toBe(true);
  });

  it('does not read ids, links and e-mail addresses as words', () => {
    // Each of these random ids reads as an insult through the leet-speak transformers.
    for (const id of ['670f97ac-8301-4f56-9599-f46bbce5e704', 'd39a8ce9-3198-4b32-a558-4e3895b3c71e', '8b00bc42-5ce2-49f8-a1b6-d298569045d6', 'd96d6910-5647-44b0-bd17-eafd12e68cca']) {
      expect(abidesByUserGuidelines(`Hello from ${id}`)).toBe(true);
    }
    expect(abidesByUserGuidelines('Join at https://meet.example.com/a55-b1tch?code=d96d6910 or write to a55@example.com')).toBe(true);
  });

  it('still refuses profanity next to a link or a code', () => {
    expect(abidesByUserGuidelines('fuck this, see https://example.com')).toBe(false);
    expect(abidesByUserGuidelines('id 670f97ac-8301 you 5hit')).toBe(false);
  });
});
