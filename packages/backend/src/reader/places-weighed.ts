import { readPlaces } from './places.js';
import type { Intent, TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * "E se invece abitasse a Roma? … quanto cambia rispetto a Milano?" after a net asked in Milan, "e se le mettessimo
 * a confronto, su 13 e su 14 mensilità?": what is set side by side is two comuni or two payment counts, not two
 * agreements, so the turn asks the net of each (agents/net-variants.ts), not a comparison of agreements.
 */
const NET_WORDS = /\bnett\w*|\bral\b|\bstipendi\w*|\baddizional\w*|\bprend\w* al mese\b|\bin busta\b/;
const WEIGHED = /\brispetto a\b|\bcambia\b|\bdifferenz\w*|\bconfront\w*|\bvs\b|\bcontro\b/;
const COUNTS_WEIGHED =
  /\b(?:13|tredici)\b[^.?!]{0,30}\b(?:e|o|oppure|vs|contro)\b[^.?!]{0,12}\b(?:14|quattordici)\b|\b(?:14|quattordici)\b[^.?!]{0,30}\b(?:e|o|oppure|vs|contro)\b[^.?!]{0,12}\b(?:13|tredici)\b/;

export function placesWeighedNet(
  read: { intent: Intent; slots: TypedRequest['slots'] },
  ownText: string,
  previous: string | undefined,
): { intent?: Intent } {
  if (read.intent !== 'comparison' || read.slots.agreements.length) return {};
  const text = readable(ownText);
  if (!WEIGHED.test(text)) return {};
  const places = readPlaces(text, ownText).filter((p) => p.municipality);
  const counts = /\bmensilit/.test(text) && COUNTS_WEIGHED.test(text);
  if (places.length < 2 && !counts) return {};
  const net = NET_WORDS.test(text) || (previous !== undefined && NET_WORDS.test(readable(previous)));
  return net ? { intent: 'gross_to_net' } : {};
}
