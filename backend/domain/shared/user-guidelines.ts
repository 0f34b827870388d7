import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * The profanity filter of spec section 5 ("Profanity is checked with a filter"), shared by every
 * free text other users will read: bios, availability descriptions, reviews, request messages.
 * `obscenity`'s English dataset with its recommended transformers catches leet-speak and repeated
 * letters ('fuuuck') without flagging words that merely contain a bad one ('Scunthorpe', 'assessment').
 */
let matcher: RegExpMatcher | null = null;

export function abidesByUserGuidelines(text: string): boolean {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return !matcher.hasMatch(text);
}
