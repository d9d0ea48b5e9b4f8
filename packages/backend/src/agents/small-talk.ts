import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * A message that only greets, thanks or asks what the assistant does ("ciao", "grazie mille!", "come funziona?",
 * "cosa sai fare?"): it is answered in kind, with what the assistant can do, instead of "this question is outside
 * what I deal with" — a user opening the chat or closing a conversation is not asking something out of scope.
 */
const GREETING = `(?:ciao|salve|buongiorno|buonasera|buon pomeriggio|hey|ehi|hello|hi)`;
const THANKS = `(?:grazie(?: mille| tante| ancora| infinite)?|ok grazie|perfetto(?: grazie)?|ottimo(?: grazie)?|gentilissim[oa]|molto gentile|chiaro(?: grazie)?|va bene(?: grazie)?)`;
const META = `(?:come funziona|come funzioni|cosa sai fare|che cosa sai fare|cosa puoi fare|che cosa puoi fare|a cosa servi|chi sei|come ti uso|come si usa|aiuto|help)`;
const ONLY = (body: string) => new RegExp(String.raw`^(?:${body})(?:[\s,!.?]+(?:${body}))*[\s!.?]*$`);
const GREETS_OR_ASKS = ONLY(`${GREETING}|${META}`);
const THANKS_ONLY = ONLY(`${THANKS}|${GREETING}|ok|okay|perfetto|ottimo|bene`);

const EXAMPLES = [
  'Quanti giorni di ferie spettano con il CCNL Commercio?',
  'Con una RAL di 30.000 € a Milano quanto prendo netto al mese?',
  'Che livello ha una commessa con 2 anni di esperienza?',
];

export function smallTalk(message: string): AgentAnswer | undefined {
  const text = readable(message).trim();
  if (!text || text.split(/\s+/).length > 8) return undefined;
  if (THANKS_ONLY.test(text) && /\bgrazi|\bgentil/.test(text))
    return compose({
      answer: `${bold('Prego!')} Se hai un'altra domanda su un CCNL, una retribuzione o una busta paga, chiedi pure.`,
      citations: [],
      related: EXAMPLES,
    });
  if (!GREETS_OR_ASKS.test(text)) return undefined;
  return compose({
    answer: `${bold('Ciao!')} Sono l'assistente per i contratti collettivi nazionali (CCNL): rispondo su minimi, ferie, permessi, malattia, preavviso e gli altri istituti dei CCNL presenti, calcolo netto, lordo, costo per l'azienda, TFR, tredicesima e straordinari, propongo il livello di una mansione e confronto i contratti, sempre con le fonti.`,
    steps: [
      'Scrivi la domanda come la faresti a un consulente, per esempio:',
      ...EXAMPLES.map((e) => `- ${e}`),
    ],
    citations: [],
    related: EXAMPLES,
  });
}
