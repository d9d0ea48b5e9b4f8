import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Night work in pregnancy and with a small child (D.Lgs. 151/2001, art. 53; D.Lgs. 66/2003, art. 11 c. 2), read on
 * 2026-11-30: no work from midnight to 6 from the pregnancy's assessment to the child's first birthday; then, to
 * the child's third birthday, the mother (or instead the father living with her) may refuse night work.
 */
export const NIGHT_PARENT: LawFact = {
  figure: 'dall’accertamento della gravidanza fino al compimento di 1 anno di età del bambino',
  text: 'è vietato far lavorare le donne dalle ore 24 alle ore 6 {figure}: il divieto è assoluto, non serve chiederlo. Dopo, la lavoratrice madre di un figlio di età inferiore a 3 anni (o, in alternativa, il padre convivente con lei) non è obbligata a lavorare di notte e può rifiutare i turni notturni; lo stesso vale per l’unico genitore affidatario di un figlio convivente sotto i 12 anni e per chi ha a carico una persona con disabilità (legge 104). Il rifiuto va comunicato per iscritto al datore di lavoro entro 24 ore prima del turno.',
  reference: 'D.Lgs. 151/2001, art. 53; D.Lgs. 66/2003, art. 11 c. 2',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001;151~art53!vig=',
      label: 'Normattiva: D.Lgs. 26 marzo 2001, n. 151, art. 53 (lavoro notturno)',
      date: '2022-08-13',
      confidence: 'high',
    },
    {
      url: 'https://www.abcdeidiritti.it/website/2014/12/01/lavoro-notturno-femminile/',
      label:
        'ABCDEiDiritti: lavoro notturno femminile (art. 53 D.Lgs. 151/2001 e art. 11 D.Lgs. 66/2003; rifiuto per iscritto 24 ore prima)',
      date: '2014-12-01',
      confidence: 'medium',
    },
    {
      url: 'https://ntpluslavoro.ilsole24ore.com/art/alla-lavoratrice-figlio-sotto-tre-anni-non-puo-mai-essere-imposto-lavoro-notturno-AFCLRXQ',
      label:
        'NT+ Lavoro: alla lavoratrice con figlio sotto i tre anni non può essere imposto il lavoro notturno',
      date: '2023-08',
      confidence: 'medium',
    },
  ],
};

/** Night work named ("turni di notte", "le notti", "lavoro notturno", "dalle 24 alle 6"). */
const NIGHT =
  /\b(?:turn\w* (?:di |della )?nott\w*|(?:le|di|la) nott[ei]\b|lavor\w* (?:di )?nott\w*|notturn\w*|dalle (?:ore )?24 alle (?:ore )?6)/;
/** A pregnancy or a small child told. */
const PREGNANT = /\bincint\w*|\bgravidanz\w*|\baspett\w* un (?:bambin\w*|figli\w*)/;
const CHILD = /\b(?:bambin\w*|bimb\w*|figli\w*|neonat\w*|piccol[oa])\b/;
/** What is asked: whether it is allowed, until when, whether it can be refused. */
const ASKED =
  /\bposs(?:ono|o|iamo)\b|\bpuo\b|\bdevo\b|\bfino a quando\b|\bper quanto\b|\brifiut\w*|\bobblig\w*|\bvietat\w*|\bdivieto\b|\bconsentit\w*|\blegal\w*/;
/** Refusing the nights asked for oneself ("posso rifiutarmi?", "sono obbligata?", "posso non farle?"). */
const REFUSE = /\brifiut\w*|\bobbligat\w*|\besoner\w*|\besent\w*|\bposso non\b|\bnon fare\b/;
/** The child already past the first birthday ("quando avrà compiuto un anno", "ha 2 anni", "dopo l'anno"). */
const PAST_ONE =
  /\b(?:compiuto|compie|compira|fatto|avra) (?:un|1) anno\b|\bdopo (?:l'anno|il primo anno|un anno|1 anno)\b|\b(?:ha|di) (?:2|due|18|diciotto|\d{2}) (?:anni|mesi)\b|\b(?:ha|di) (?:un|1) anno (?:e mezzo)?\b/;

/**
 * "Sono incinta e mi mettono nei turni di notte: possono farlo? fino a quando?", "quando il bambino avrà un anno
 * posso rifiutare le notti?": the law's ban and then the right to refuse. The night and the pregnancy or the child
 * are in the question (or a short message), or the child asked after a pregnancy's nights in the turn before.
 */
export function nightParentAnswer(message: string, previous?: string): AgentAnswer | undefined {
  const text = readable(message);
  const asking = text.length <= 320 ? text : (text.match(/[^.?!]*\?/g) ?? []).join(' ');
  const before = readable(previous ?? '');
  // (The nights' pay asked is the surcharge's answer: "quanto devo pagarle le notti?".)
  if (
    !NIGHT.test(asking) ||
    !ASKED.test(asking) ||
    /\bquant\w*|\bmaggiorazion\w*|\bpag(?:a|at\w*|are)\b/.test(asking)
  )
    return undefined;
  // (A child named alone is no parent's question: "la baby-sitter può fare le notti col bambino?" is not one.)
  const child = CHILD.test(asking) && (REFUSE.test(asking) || (PREGNANT.test(before) && NIGHT.test(before)));
  if (!PREGNANT.test(text) && !child) return undefined;
  const fact = NIGHT_PARENT;
  const said = fact.text.replace('{figure}', fact.figure);
  const afterFirst = PAST_ONE.test(text) && !PREGNANT.test(text);
  const answer = afterFirst
    ? `${bold('Puoi rifiutarle fino ai 3 anni del bambino')}: per legge (${fact.reference}) il divieto assoluto di lavoro notturno dura fino a 1 anno di età del bambino; dopo, fino ai 3 anni, la madre (o, in alternativa, il padre convivente) non è obbligata a lavorare di notte, basta comunicarlo per iscritto al datore di lavoro almeno 24 ore prima del turno.`
    : `${bold('No')}: per legge (${fact.reference}) è vietato far lavorare una donna dalle ore 24 alle ore 6 ${bold(fact.figure)}; dopo, fino ai 3 anni del bambino, la madre (o, in alternativa, il padre convivente) può rifiutare il lavoro notturno.`;
  return compose({
    answer,
    steps: [`La regola: ${said.charAt(0).toUpperCase()}${said.slice(1)}`],
    assumptions: [
      'Lavoratrice dipendente; il divieto e il diritto di rifiuto sono di legge e valgono con qualunque CCNL.',
    ],
    citations: lawCitations(fact, said),
    related: [
      'Quanto dura il congedo di maternità e quanto è pagato?',
      'Quanto vale la maggiorazione per il lavoro notturno nel CCNL Commercio?',
    ],
  });
}
