import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * The profanity filter of spec section 5 ("Profanity is checked with a filter"), shared by every
 * free text other users will read: bios, availability descriptions, reviews, request messages.
 * `obscenity`'s English dataset with its recommended transformers catches leet-speak and repeated
 * letters ('fuuuck') without flagging words that merely contain a bad one ('Scunthorpe', 'assessment').
 */
let matcher: RegExpMatcher | null = null;

/**
 * Links, e-mail addresses and hexadecimal codes (ids, hashes, meeting codes) are not words: read
 * through the leet-speak transformers ('5' as 's'), about one random id in a hundred looks like an
 * insult, and a message with a meeting link would be refused for it.
 */
const NOT_WORDS = /\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+\.\S+|\b(?=[0-9a-f-]*\d)[0-9a-f]+(?:-[0-9a-f]+)*\b/gi;
const MIN_CODE_LENGTH = 8;

function withoutNonWords(text: string): string {
  return text.replace(NOT_WORDS, (token) => (token.includes('.') || token.includes('@') || token.replace(/-/g, '').length >= MIN_CODE_LENGTH ? ' ' : token));
}

export function abidesByUserGuidelines(text: string): boolean {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return !matcher.hasMatch(withoutNonWords(text));
}
