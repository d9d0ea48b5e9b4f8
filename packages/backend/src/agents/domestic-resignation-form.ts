import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * A household worker's resignation and the online procedure ("la badante deve fare le dimissioni sul sito del
 * ministero con lo SPID?"): the telematic form of D.Lgs. 151/2015, art. 26 does not apply to domestic work (c. 7),
 * so a colf, a badante or a baby-sitter resigns in writing to the employer. Pages read on 2026-12-02.
 */
const DOMESTIC_EXCLUDED: LawFact = {
  figure: 'non si applica al lavoro domestico',
  text: 'la procedura telematica per le dimissioni e la risoluzione consensuale (modulo sul sito del Ministero del Lavoro, con SPID o CIE o tramite patronato o sindacato) {figure}: i commi da 1 a 4 dell’art. 26 sono esclusi per i rapporti di lavoro domestico, come per le dimissioni firmate in una sede protetta (sindacale, ispettorato, commissione di certificazione).',
  reference: 'D.Lgs. 151/2015, art. 26 c. 7',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2015-09-14;151',
      label: 'Normattiva: D.Lgs. 14 settembre 2015, n. 151, art. 26 (dimissioni e risoluzione consensuale)',
      date: '2015-09-23',
      confidence: 'medium',
    },
    {
      url: 'https://www.generazionevincente.it/?p=27254',
      label:
        'Generazione Vincente (R. Camera, Ispettorato Nazionale del Lavoro): dimissioni dei lavoratori domestici, nessun obbligo della procedura telematica (art. 26 c. 7)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://webcolf.com/risorse/notizie-su-lavoro-domestico-e-badanti/articoli-per-argomenti/290-jobs-act-nessuna-novita-per-le-dimissioni-di-colf-e-badanti.html',
      label:
        'Webcolf: Jobs Act, nessuna novità per le dimissioni di colf e badanti (lettera al datore di lavoro, cessazione comunicata dal datore all’INPS)',
      date: null,
      confidence: 'low',
    },
  ],
};

const RESIGNING = /\bdimission\w*|\bdimett\w*|\bdimess[oaie]\b|\blicenziar(?:si|mi|ti)\b/;
const DOMESTIC =
  /\bcolf\b|\bbadant\w*|\bbaby.?sit+er\b|\blavoro domestico\b|\blavorat\w* domestic\w*|\bcollaborat\w* domestic\w*|\bdomestic[oa]\b/;
const ONLINE_FORM =
  /\btelematic\w*|\bonline\b|\bon line\b|\bsito (?:del |internet del )?minister\w*|\bspid\b|\bmodul\w* (?:online|telematic\w*|del ministero)|\bclick ?lavoro\b/;

/** The answer when a household worker's resignation is asked against the online procedure; undefined otherwise. */
export function domesticResignationForm(text: string): AgentAnswer | undefined {
  if (!RESIGNING.test(text) || !DOMESTIC.test(text) || !ONLINE_FORM.test(text)) return undefined;
  const fact = DOMESTIC_EXCLUDED;
  const rule = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: `${bold('No')}: la procedura telematica delle dimissioni ${bold(fact.figure)} (${fact.reference}); colf, badanti e baby-sitter si dimettono per iscritto, con una lettera firmata consegnata al datore di lavoro, senza SPID.`,
    steps: [
      `La regola: ${rule}`,
      'Nella lettera conviene indicare la data, il datore di lavoro, l’ultimo giorno di lavoro e il preavviso rispettato (quello del CCNL Lavoro domestico, secondo ore settimanali e anzianità); il datore di lavoro comunica poi all’INPS la cessazione del rapporto.',
    ],
    citations: lawCitations(fact, `Dimissioni nel lavoro domestico: ${rule}`),
    related: ['Quanto preavviso deve dare una badante convivente che si dimette?'],
  });
}
