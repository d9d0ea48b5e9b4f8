import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Session 33 (fixs33f): "posso lavorare fino al parto e farli tutti dopo?". Since 1 January 2019 (L. 145/2018,
 * art. 1 c. 485, new art. 16 c. 1.1 of D.Lgs. 151/2001; INPS circ. 148/2019) the mother may take all 5 months
 * after the birth, when the SSN specialist and the company doctor certify no risk: the answer is Sì, and it opens.
 */
export const MATERNITY_AFTER_BIRTH: LawFact = {
  figure: '5 mesi tutti dopo il parto',
  text: 'dal 1° gennaio 2019 la lavoratrice può lavorare fino al parto e prendere i {figure}, se il medico specialista del Servizio sanitario nazionale (o convenzionato) e il medico competente attestano che non ci sono rischi per lei e per il bambino; la documentazione va acquisita nel settimo mese di gravidanza.',
  reference: 'D.Lgs. 151/2001, art. 16 c. 1.1 (L. 145/2018, art. 1 c. 485); INPS circ. 148/2019',
  sources: [
    {
      url: 'https://www.consulentiassociatilavoro.eu/5-mesi-di-congedo-maternita-tutti-dopo-il-parto/',
      label:
        'Consulenti Associati Lavoro: 5 mesi di congedo di maternità, tutti dopo il parto (INPS circ. 148/2019)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://money.it/Maternita-dopo-parto-congedo-fino-quinto-mese-bambino',
      label: 'Money.it: congedo di maternità interamente dopo il parto',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** "farli tutti dopo (il parto)", "lavorare fino al parto", "tutta la maternità dopo la nascita". */
const AFTER_BIRTH =
  /\b(?:lavorare|lavoro|restare al lavoro) fino al (?:parto|nono mese|giorno del parto)\b|\btutt[ieoa] (?:e 5 (?:i )?mesi )?dopo(?: il parto| la nascita)?\b|\b(?:prender\w*|far\w*|usar\w*) (?:i 5 mesi |la maternita )?(?:tutt[aie] )?dopo (?:il parto|la nascita)\b/;

/** The verdict line with its citations when a mother asks whether she may take the whole leave after the birth. */
export function afterBirthVerdict(message: string): { line: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (!AFTER_BIRTH.test(text) || !/\?/.test(text)) return undefined;
  const rule = MATERNITY_AFTER_BIRTH.text.replace('{figure}', MATERNITY_AFTER_BIRTH.figure);
  return {
    line: `${bold('Sì')}: il congedo di maternità dura ${bold('5 mesi')}, pagati dall’INPS all’${bold('80%')} della retribuzione, e dal 2019 (L. 145/2018) si possono prendere tutti dopo il parto lavorando fino al parto, con il via libera del ginecologo del Servizio sanitario nazionale e del medico competente.`,
    citations: lawCitations(MATERNITY_AFTER_BIRTH, rule),
  };
}
