import { readPlaces } from './places.js';
import type { Intent, TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * "E se invece abitasse a Roma? … quanto cambia rispetto a Milano?" after a net asked in Milan: the places set
 * against each other are comuni, not agreements, so the turn asks the net where the worker lives and its
 * difference from the other comune (agents/net-variants.ts), not a comparison of agreements.
 */
const NET_WORDS = /\bnett\w*|\bral\b|\bstipendi\w*|\baddizional\w*|\bprend\w* al mese\b|\bin busta\b/;
const WEIGHED = /\brispetto a\b|\bcambia\b|\bdifferenz\w*|\bconfront\w*|\bvs\b|\bcontro\b/;

export function placesWeighedNet(
  read: { intent: Intent; slots: TypedRequest['slots'] },
  ownText: string,
  previous: string | undefined,
): { intent?: Intent } {
  if (read.intent !== 'comparison' || read.slots.agreements.length) return {};
  const text = readable(ownText);
  if (!WEIGHED.test(text)) return {};
  const places = readPlaces(text, ownText).filter((p) => p.municipality);
  if (places.length < 2) return {};
  const net = NET_WORDS.test(text) || (previous !== undefined && NET_WORDS.test(readable(previous)));
  return net ? { intent: 'gross_to_net' } : {};
}
