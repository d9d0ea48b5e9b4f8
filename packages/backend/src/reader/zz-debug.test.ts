import { it } from 'vitest';
import { isOffTopic } from './off-topic-ask.js';
import { outsideDomain } from './outside-work.js';

it('debug', () => {
  for (const m of [
    'colf convivente livello B quanto devo pagarla al mese?',
    'colf livello B quanto devo pagarla al mese?',
    'colf convivente livello B quanto prende al mese?',
  ])
    console.log(m, isOffTopic(m), outsideDomain(m));
});
