import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * D.Lgs. 81/2015, art. 8 c. 3-5: a worker with an oncological or serious chronic-degenerative illness has the
 * right to move to part-time (c. 3); when the illness is a spouse's, a child's or a parent's, or the worker
 * assists a person with a serious disability living with them, the worker has only a priority over other
 * requests (c. 4), as has a parent of a child up to 13 or of a disabled child (c. 5). Read on 2026-11-30.
 */
export const CARE_PART_TIME: LawFact = {
  figure: 'priorità nella trasformazione da tempo pieno a part-time',
  text: 'il lavoratore malato di tumore o di una grave patologia cronico-degenerativa ingravescente, con ridotta capacità lavorativa accertata dalla commissione medica dell’ASL, ha diritto a passare a part-time (e a tornare a tempo pieno quando lo chiede); se la malattia è del coniuge, di un figlio o di un genitore, o il lavoratore assiste un convivente con disabilità grave, ha invece la {figure}: non un diritto, ma la precedenza sulle altre richieste di part-time.',
  reference: 'D.Lgs. 81/2015, art. 8 c. 3 e 4',
  sources: [
    {
      url: 'https://www.adlabor.it/?p=19639',
      label:
        'Adlabor: art. 8 D.Lgs. 81/2015, trasformazione in part-time per patologie oncologiche e priorità dei familiari',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2015-06-15;81~art8',
      label: 'Normattiva: D.Lgs. 15 giugno 2015, n. 81, art. 8 (trasformazione del rapporto)',
      date: '2015-06-25',
      confidence: 'high',
    },
  ],
};

const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\borario ridotto\b/;
const ILLNESS =
  /\boncolog\w*|\btumor\w*|\bcancro\b|\bchemio\w*|\bradioterap\w*|\bpatologi\w* (?:grav\w*|cronic\w*)|\bmalattia grave\b|\bgravemente malat\w*/;
const RELATIVE = /\b(?:moglie|marito|coniuge|compagn[ao]|figli[oa]?|padre|madre|genitor\w*|papa|mamma)\b/;
const WHETHER =
  /\bobbligat\w*|\baccettar\w*|\brifiut\w*|\bconced\w*|\bnegar\w*|\bdiritto\b|\bpriorita\b|\bprecedenza\b|\bpreferenz\w*|\bper forza\b/;

/** A move to part-time asked for a relative's serious illness (priority) or one's own (right). */
export function carePartTimeAnswer(message: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!PART_TIME.test(text) || !ILLNESS.test(text) || !WHETHER.test(text)) return undefined;
  const fact = CARE_PART_TIME;
  const rule = fact.text.replace('{figure}', fact.figure);
  const relative = RELATIVE.test(text);
  const answer = relative
    ? `Per la malattia grave di un familiare (coniuge, figlio o genitore) il lavoratore non ha un diritto al part-time: la legge gli dà la ${bold('priorità')} rispetto alle altre richieste di trasformazione, se l’azienda concede part-time (${fact.reference}). Il diritto pieno spetta solo a chi è malato in prima persona.`
    : `Chi è malato di tumore o di una grave patologia cronico-degenerativa, con ridotta capacità lavorativa accertata dall’ASL, ha ${bold('diritto')} a passare a part-time: l’azienda non può rifiutare (${fact.reference}).`;
  return compose({
    answer,
    steps: [`La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
    assumptions: ['Lavoratore dipendente del settore privato; il CCNL può prevedere condizioni migliori.'],
    citations: lawCitations(fact, rule),
    related: ['Quali permessi spettano a chi assiste un familiare con la 104?'],
  });
}
