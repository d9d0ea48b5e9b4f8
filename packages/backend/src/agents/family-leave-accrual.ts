import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { LEAVE_ACCRUAL } from './law-leave-accrual.js';

/**
 * Session 59: whether holidays and the 13th month accrue during a child's-illness leave or a parental leave. The
 * law treats them apart: a child's illness (D.Lgs. 151/2001, art. 48) counts as service but without its effects on
 * holidays and the 13th month; parental leave (art. 34 c. 5, as rewritten by D.Lgs. 105/2022) counts as service
 * and reduces neither. Before, the first was answered as the worker's own illness (holidays accrue) and the
 * second as maternity or as the leave's length. Both named ("come per la malattia del figlio"): each verdict, the
 * one the asking sentence names first.
 */

/** Art. 48: the days off for a child's illness count for seniority, not for holidays and the 13th month. */
export const CHILD_SICKNESS_ACCRUAL: LawFact = {
  figure: 'non maturano né le ferie né la tredicesima',
  text: 'i periodi di congedo per la malattia del figlio si computano nell’anzianità di servizio, esclusi gli effetti relativi alle ferie e alla tredicesima mensilità: per quei giorni {figure}, salvo un trattamento migliore del contratto collettivo. Il congedo non è retribuito (salvo diversa previsione del CCNL) ed è coperto da contributi figurativi.',
  reference: 'D.Lgs. 151/2001, art. 48',
  sources: [
    {
      url: 'https://www.fiscal-focus.it/lavoro/info-lavoro/lavoro-consulenza/congedo-per-malattia-del-figlio-a-seguito-delle-novita-introdotte-dalla-legge-di-bilancio-2026,3,181521',
      label:
        'Fiscal Focus: congedo per malattia del figlio dopo la legge di bilancio 2026 (non matura ferie né tredicesima)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.lapostadelsindaco.it/servizi-pubblica-amministrazione/39593/maturazione-ferie-durante-periodo-congedo-malattia-figlio-',
      label:
        'La posta del sindaco: maturazione delle ferie durante il congedo per malattia del figlio (art. 48 D.Lgs. 151/2001)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** Art. 34 c. 5 after D.Lgs. 105/2022, read from the sources of the maternity and parental accrual fact. */
export const PARENTAL_ACCRUAL: LawFact = {
  figure: 'non riducono le ferie, i riposi e la tredicesima',
  text: 'dal 13 agosto 2022 (D.Lgs. 105/2022) i periodi di congedo parentale si computano nell’anzianità di servizio e {figure}: ferie e tredicesima maturano anche nei mesi di congedo, esclusi gli emolumenti accessori legati all’effettiva presenza in servizio e salvo quanto diversamente previsto dal contratto collettivo.',
  reference: 'D.Lgs. 151/2001, art. 34 c. 5, come modificato dal D.Lgs. 105/2022',
  sources: LEAVE_ACCRUAL.sources.filter((s) => /parental/i.test(s.label)),
};

/** A child's illness ("malattia della figlia", "congedo per malattia del bambino", "figlio malato"). */
const CHILD_SICKNESS =
  /\bmalattia (?:del|della|dei|delle|di) (?:(?:mi[oaei]|su[oaei]|nostr[oaei]) )?(?:figli\w*|bambin\w*|bimb\w*|piccol\w*)|\b(?:figli|bambin|bimb)\w* (?:malat\w*|con la febbre)/;
/** A parental leave ("congedo parentale", "la facoltativa", "astensione facoltativa"). */
const PARENTAL = /\bcongedo parentale\b|\bcongedi parentali\b|\bparentale\b|\bfacoltativa\b/;
/** Maternity or paternity named: their own rule (law-asks.ts, leave-accrual-agreement.ts). */
const MATERNITY = /\bmaternita\b|\bpaternita\b|\binterdizione\b|\bgravidanza\b/;
/** The items whose accrual is asked. */
const ITEM = /\bferie\b|\btredicesim\w*|\b13(?:a|ª|esima)\b|\bratei\b|\brateo\b|\bmensilita aggiuntiv\w*/;
/** The effect asked on them. */
const EFFECT =
  /\bmatur\w*|\bperd\w*|\bperso\b|\briduc\w*|\bridott\w*|\btolg\w*|\btoglie\w*|\bdecurt\w*|\btagli\w*|\bscal\w*|\bconta\w*|\bcomput\w*|\btrattat\w*|\bincid\w*|\beffett\w*|\bspett\w*/;
/** A comparison of the two leaves asked ("vale la stessa regola o è diverso?", "anche lì?"). */
const COMPARED =
  /\bstess[ao]\b|\bdivers\w*|\buguale\b|\banche li\b|\banche (?:per|col|con il|nel) (?:il )?congedo\b|\bvale anche\b|\bcome per\b/;
/** The allowance asked, not the accrual ("quanto mi pagano in parentale?"). */
const PAY_ASKED =
  /\bquanto (?:mi |le |gli |ci )?(?:pag|prend|percep)\w*|\bindennita\b|\bretribuit\w*\b[^?]*\?/;
/** The reduction asked ("perde i ratei?", "me li tolgono?"): the verdict is a yes or no to it. */
const REDUCTION_ASKED =
  /\bperd\w*|\bperso\b|\briduc\w*|\bridott\w*|\btolg\w*|\btoglie\w*|\bdecurt\w*|\btagli\w*|\bscal\w*/;
/** A question that asks how, not whether ("come vanno trattati quei giorni?"): no yes or no. */
const HOW_ASKED = /\bcome\b|\bcosa succede\b|\bche effett\w*|\bin che modo\b/;

type Kind = 'child' | 'parental';

/** The asking sentences of a message (those ending in "?"), or its last sentence. */
function askingPart(text: string): string {
  const sentences = text.split(/(?<=[.?!])\s+/).filter(Boolean);
  const asked = sentences.filter((s) => s.includes('?'));
  return asked.length ? asked.join(' ') : (sentences.at(-1) ?? text);
}

/** The kinds a text names, in the order it names them. */
function kindsOf(text: string): Kind[] {
  const found: [Kind, number][] = [];
  const child = text.search(CHILD_SICKNESS);
  const parental = text.search(PARENTAL);
  if (child >= 0) found.push(['child', child]);
  if (parental >= 0) found.push(['parental', parental]);
  return found.sort((a, b) => a[1] - b[1]).map(([k]) => k);
}

/** The verdict word for a kind: what the user asks (accrues? reduced?) against what the law says. */
function verdict(kind: Kind, asking: string, compared: boolean): string | undefined {
  // "anche lì le tolgono?": a no to the reduction, and the difference said.
  if (compared)
    return kind === 'parental' ? (REDUCTION_ASKED.test(asking) ? 'No, è diverso' : 'È diverso') : undefined;
  if (HOW_ASKED.test(asking)) return undefined;
  const reduction = REDUCTION_ASKED.test(asking);
  if (kind === 'child') return reduction ? 'Sì' : 'No';
  return reduction ? 'No' : 'Sì';
}

function line(kind: Kind, word: string | undefined): string {
  const lead = word ? `${bold(word)}: per legge` : 'Per legge';
  if (kind === 'child')
    return `${lead} (${CHILD_SICKNESS_ACCRUAL.reference}) i giorni di congedo per la ${bold('malattia del figlio')} contano nell’anzianità di servizio ma ${bold(CHILD_SICKNESS_ACCRUAL.figure)}: la legge esclude i loro effetti su ferie e tredicesima, salvo un contratto collettivo migliore.`;
  return `${lead} (${PARENTAL_ACCRUAL.reference}) i periodi di ${bold('congedo parentale')} contano nell’anzianità di servizio e ${bold(PARENTAL_ACCRUAL.figure)}: ferie e tredicesima maturano anche nei mesi di congedo, salvo le voci legate alla presenza in servizio e salvo un diverso contratto collettivo.`;
}

/**
 * The law's answer on holidays and the 13th month during a child's-illness or parental leave, or undefined.
 * `earlier`: the conversation's previous question, whose accrual ask a short follow-up naming the other leave keeps.
 */
export function familyLeaveAccrualAnswer(message: string, earlier?: string): AgentAnswer | undefined {
  const text = readable(message);
  const asking = readable(askingPart(message));
  const before = readable(earlier ?? '');
  const accrualHere = ITEM.test(text) && EFFECT.test(text);
  const accrualBefore =
    !accrualHere && ITEM.test(before) && EFFECT.test(before) && kindsOf(before).length > 0;
  if (!accrualHere && !accrualBefore) return undefined;
  if (MATERNITY.test(text) || PAY_ASKED.test(asking)) return undefined;
  // "quanto gli spetta di tredicesima?": the amount is asked, the calculation answers (the reduction asked stays).
  if (/\bquant[oaie]\b/.test(asking) && !REDUCTION_ASKED.test(asking)) return undefined;
  const named = kindsOf(text);
  if (!named.length) return undefined;
  // The accrual or the comparison is what the asking sentence is about, not a story's aside.
  const compared =
    COMPARED.test(asking) && (named.length > 1 || kindsOf(before).some((k) => !named.includes(k)));
  if (!compared && !ITEM.test(asking) && !EFFECT.test(asking) && !accrualBefore) return undefined;
  if (accrualBefore && asking.split(' ').length > 25) return undefined;
  // The kinds answered: the one the asking sentence names first, then the other one named or compared.
  const askedKinds = kindsOf(asking);
  const others = [...named, ...(compared ? kindsOf(before) : [])].filter((k) => !askedKinds.includes(k));
  const kinds = [...new Set([...askedKinds, ...others])];
  const [first, ...rest] = kinds as [Kind, ...Kind[]];
  const facts = kinds.map((k) => (k === 'child' ? CHILD_SICKNESS_ACCRUAL : PARENTAL_ACCRUAL));
  const ruleTexts = facts.map((f) => f.text.replace('{figure}', f.figure));
  return compose({
    answer: line(first, verdict(first, accrualBefore ? `${before} ${asking}` : asking, compared)),
    steps: [
      ...rest.map((k) => line(k, undefined)),
      ...ruleTexts.map((t) => `La regola: ${t.charAt(0).toUpperCase()}${t.slice(1)}`),
    ],
    assumptions: [
      'Lavoratrice o lavoratore dipendente del settore privato; il CCNL applicato può prevedere un trattamento migliore.',
    ],
    citations: facts.flatMap((f, i) => lawCitations(f, ruleTexts[i] ?? '')),
    related: [
      'Quanti giorni di congedo per malattia del figlio spettano?',
      'Quanto è pagato il congedo parentale?',
    ],
  });
}
