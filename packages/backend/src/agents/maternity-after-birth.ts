import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { isPolar } from './law-leave-claims.js';

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

/**
 * "farli tutti dopo (il parto)", "lavorare fino al parto", "tutta la maternità dopo la nascita", "fare tutti i 5 mesi
 * di maternità dopo il parto".
 */
const AFTER_BIRTH =
  /\b(?:lavorare|lavoro|restare al lavoro) fino al (?:parto|nono mese|giorno del parto)\b|\btutt[ieoa] (?:e 5 (?:i )?mesi )?dopo(?: il parto| la nascita)?\b|\b(?:prender\w*|far\w*|usar\w*) (?:i 5 mesi |la maternita )?(?:tutt[aie] )?dopo (?:il parto|la nascita)\b|\btutt[ieoa] (?:e |i )?(?:5|cinque) (?:i )?mesi (?:di (?:maternita|congedo)(?: di maternita)? )?(?:obbligatori\w* )?dopo (?:il parto|la nascita)\b/;

/**
 * D.Lgs. 151/2001, art. 20: with the SSN specialist's and the company doctor's certificates, the mother may work
 * until one month before the expected birth and take the other four months after it (the "flessibilità 1 + 4").
 * Read on 2026-12-02.
 */
export const MATERNITY_FLEXIBILITY: LawFact = {
  figure: '4 mesi dopo il parto',
  text: 'con la flessibilità i 5 mesi del congedo di maternità si dividono in 1 mese prima della data presunta del parto e {figure}, se il medico specialista del Servizio sanitario nazionale (o convenzionato) e il medico competente attestano che lavorare fino all’ottavo mese non nuoce alla salute della gestante e del nascituro.',
  reference: 'D.Lgs. 151/2001, art. 20',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2001-03-26;151~art20!vig=',
      label: 'Normattiva: D.Lgs. 151/2001, art. 20 (flessibilità del congedo di maternità)',
      date: null,
      confidence: 'high',
    },
    {
      url: 'https://soldioggi.it/flessibilita-del-congedo-di-maternita-inps-12420.html',
      label: 'SoldiOggi: flessibilità del congedo di maternità (un mese prima, quattro dopo il parto)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** "lavoro fino a un mese prima del parto", "fino all'ottavo mese", "un mese prima e quattro dopo". */
const ONE_MONTH_BEFORE =
  /\bfino (?:a|ad) (?:un|1) mese (?:prima|dal parto|dalla (?:data|nascita))|\bfino all'? ?(?:ottavo|8) mese\b|\b(?:un|1) mese prima (?:del parto )?e (?:4|quattro) (?:mesi )?dopo\b/;

/** The verdict line with its citations when a mother asks whether she may take the whole leave after the birth. */
export function afterBirthVerdict(message: string): { line: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (!/\?/.test(text)) return undefined;
  // "e se lavoro fino a un mese prima del parto, dopo quanti mesi ho?": the four months after, by art. 20.
  if (ONE_MONTH_BEFORE.test(text) && !AFTER_BIRTH.test(text)) return flexibilityVerdict(text);
  if (!AFTER_BIRTH.test(text)) return undefined;
  const rule = MATERNITY_AFTER_BIRTH.text.replace('{figure}', MATERNITY_AFTER_BIRTH.figure);
  return {
    line: `${bold('Sì')}, tutti i ${bold('5 mesi')} dopo il parto: il congedo di maternità è pagato dall’INPS all’${bold('80%')} della retribuzione e dal 2019 (L. 145/2018) si può lavorare fino al parto e prenderli tutti dopo il parto, con il via libera del ginecologo del Servizio sanitario nazionale e del medico competente.`,
    citations: lawCitations(MATERNITY_AFTER_BIRTH, rule),
  };
}

function flexibilityVerdict(text: string): { line: string; citations: Citation[] } {
  const rule = MATERNITY_FLEXIBILITY.text.replace('{figure}', MATERNITY_FLEXIBILITY.figure);
  const said = `lavorando fino a 1 mese prima del parto restano ${bold(MATERNITY_FLEXIBILITY.figure)}: per legge (${MATERNITY_FLEXIBILITY.reference}) ${rule}`;
  return {
    line: isPolar(text) ? `${bold('Sì')}, ${said}` : `${said.charAt(0).toUpperCase()}${said.slice(1)}`,
    citations: lawCitations(MATERNITY_FLEXIBILITY, rule),
  };
}
