import type { LawFact } from './law-facts.js';

/**
 * A worker who has reached the old-age pension's age and contributions may be dismissed without a reason, a rule
 * of the law (L. 108/1990, art. 4 c. 2), not of an agreement: the notice still runs (art. 2118 c.c.). Read on
 * 2026-12-01 on the pages below (a labour-law essay, labour press and a case-law summary, at most medium).
 */
export const DISMISSAL_AT_PENSION_AGE: LawFact = {
  figure: 'licenziamento ad nutum',
  text: 'quando il lavoratore ha raggiunto l’età e i contributi per la pensione di vecchiaia il datore di lavoro può recedere senza motivazione ({figure}): le tutele contro il licenziamento ingiustificato non si applicano, ma il preavviso del contratto collettivo va dato o pagato con l’indennità sostitutiva (art. 2118 c.c.). Il recesso libero vale da quando la pensione di vecchiaia è effettivamente conseguibile, non prima.',
  reference: 'L. 108/1990, art. 4 c. 2; art. 2118 c.c.; Cass. 18662/2020',
  sources: [
    {
      url: 'https://diazilla.com/doc/391797/il-licenziamento-ad-nutum-del-lavoratore-in-possesso-dei',
      label:
        'L. d’Ambrosio, «Il licenziamento ad nutum del lavoratore in possesso dei requisiti pensionistici di vecchiaia» (art. 4 L. 108/1990)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.lavorofacile.it/news/riforma-delle-pensioni-pensionamento-di-vecchiaia-e-licenziamento?search=legge+335%2F1995',
      label:
        'Lavorofacile: raggiunti i requisiti per la vecchiaia il datore può recedere liberamente con il solo obbligo del preavviso (art. 2118 c.c.)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.studiocerbone.com/corte-di-cassazione-sentenza-08-settembre-2020-n-18662-la-possibilita-del-recesso-ad-nutum-con-sottrazione-del-datore-di-lavoro-allapplicabilita-del-regime-dellart-18-l-n-300-del-1970-e/',
      label:
        'Cass. 18662/2020: il recesso ad nutum dipende dal momento in cui la pensione di vecchiaia è giuridicamente conseguibile',
      date: '2020-09-08',
      confidence: 'medium',
    },
  ],
};

// "ha i requisiti per la pensione di vecchiaia", "ha compiuto 67 anni", "ha maturato la pensione".
const PENSION_REACHED =
  /\bpension\w* di vecchiaia\b|\brequisit\w* (?:per (?:la )?|della |pensionistic\w*)(?:pension\w*)?|\b(?:compiuto|compie|compira|ha|avra) (?:i )?6[5-9] anni\b|\beta pensionabile\b|\bmaturat\w* (?:la )?pension/;
// The employer ends it: "licenziarlo", "possiamo mandarlo in pensione", "mandarla via".
const EMPLOYER_ENDS =
  /\blicenzi\w*|\bmand\w* (?:via|in pensione)\b|\bmandarl[oa] (?:via|in pensione)\b|\brecede\w*|\brecesso\b/;

/** Whether a notice question asks whether a worker at the old-age pension may be dismissed (and with what notice). */
export function dismissalAtPensionAsked(text: string): boolean {
  // ("ma non si dimette": a resignation that does not come.)
  const said = text.replace(/\bnon (?:si |vuole |intende )?dimett\w*/g, ' ').replace(/\blicenziars\w*/g, ' ');
  return PENSION_REACHED.test(said) && EMPLOYER_ENDS.test(said) && !/\bdimett\w*|\bdimission/.test(said);
}

// "possiamo licenziarlo senza motivazione?", "si può mandarlo via?": whether the dismissal is allowed is asked, so
// the law's rule opens; asked only for the notice's length, the agreement's notice (or its gap) opens.
const MAY_DISMISS =
  /\b(?:possiamo|posso|si puo|puo|potete|possono|potremmo|potrei|e possibile|e lecito|e legittimo)\b[^?.]{0,40}\b(?:licenzi|recede|recesso|mand\w* (?:via|in pensione))|\bsenza (?:motivazion\w*|motiv\w*|giusta causa|giustificat\w*|spiegazion\w*)/;

/** Whether the question asks if the dismissal at pension age is allowed, not only its notice. */
export const mayDismissAsked = (text: string): boolean => MAY_DISMISS.test(text);
