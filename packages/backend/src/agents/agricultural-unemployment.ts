import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The agricultural unemployment benefit (indennità di disoccupazione agricola): a rule of the law and of INPS,
 * not of the farm workers' agreement. Read on the pages below on 2026-11-27; labour press and patronati at most
 * medium confidence.
 */
export const AGRICULTURAL_UNEMPLOYMENT: LawFact = {
  figure: '102 contributi giornalieri nel biennio',
  text: 'spetta agli operai agricoli a tempo determinato iscritti negli elenchi nominativi dei lavoratori agricoli dipendenti per l’anno della domanda (o con un rapporto agricolo a tempo indeterminato per parte dell’anno) che abbiano almeno due anni di anzianità nell’assicurazione contro la disoccupazione involontaria e almeno {figure} formato dall’anno a cui si riferisce l’indennità e dall’anno precedente (valgono anche i contributi di un lavoro dipendente non agricolo, se quello agricolo prevale, e quelli figurativi di maternità obbligatoria e congedo parentale). La domanda si presenta all’INPS in via telematica (servizi online, patronato o Contact center) entro il 31 marzo dell’anno successivo a quello della disoccupazione, a pena di decadenza; se il 31 marzo è festivo, il termine slitta al primo giorno non festivo.',
  reference:
    'indennità di disoccupazione agricola (prestazione INPS; domanda entro il 31 marzo dell’anno successivo)',
  sources: [
    {
      url: 'https://www.commercialistatelematico.com/articoli/notizie-fiscali/lavoro-domande-di-disoccupazione-agricola-entro-il-31-marzo',
      label:
        'Commercialista Telematico: domande di disoccupazione agricola entro il 31 marzo (due anni di anzianità assicurativa, 102 contributi giornalieri nel biennio)',
      date: '2023',
      confidence: 'medium',
    },
    {
      url: 'https://www.commercialistatelematico.com/articoli/notizie-fiscali/lavoro-disoccupazione-agricola-entro-il-2-aprile',
      label:
        'Commercialista Telematico: disoccupazione agricola entro il 2 aprile (il 31 marzo festivo slitta al primo giorno utile)',
      date: '2024-02-28',
      confidence: 'medium',
    },
    {
      url: 'https://benevento.coldiretti.it/?p=8582',
      label:
        'Coldiretti Benevento: requisiti della disoccupazione agricola (elenchi nominativi, cumulo con il lavoro non agricolo se l’agricolo prevale)',
      date: null,
      confidence: 'medium',
    },
  ],
};

const ASKED = /\bdisoccupazione agricol\w*|\bindennita di disoccupazione\b[^?]{0,60}\bagricol|\bds agricol/;

/** The benefit's requirements and deadline asked, or undefined. */
export function agriculturalUnemploymentAnswer(message: string, today: string): AgentAnswer | undefined {
  if (!ASKED.test(readable(message))) return undefined;
  const fact = AGRICULTURAL_UNEMPLOYMENT;
  const year = Number(today.slice(0, 4));
  const text = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: `Per la disoccupazione agricola servono ${bold('almeno due anni di anzianità assicurativa')} e ${bold('almeno 102 contributi giornalieri (102 giornate) nel biennio')} formato dall’anno di riferimento e da quello precedente, con l’iscrizione negli elenchi nominativi dei lavoratori agricoli; la domanda va presentata all’INPS ${bold('entro il 31 marzo dell’anno successivo')} (per il lavoro del ${year}, entro il 31 marzo ${year + 1}).`,
    steps: [`La regola: ${text.charAt(0).toUpperCase()}${text.slice(1)}`],
    assumptions: [
      'Regola di legge e dell’INPS, non del CCNL operai agricoli; le giornate si contano sui contributi versati (anche presso datori diversi) nei due anni.',
      'L’importo e la durata dell’indennità dipendono dalle giornate lavorate e dalla retribuzione: non sono calcolati qui.',
    ],
    citations: lawCitations(fact, text),
    related: ['Quanto prende un operaio agricolo a tempo determinato al giorno?'],
  });
}
