import { indexOf } from '../kb/documents.js';
import { percent } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { askingPart } from './document-net-figure.js';
import { documentText } from './document-request.js';

/**
 * A term the uploaded letter or contract sets itself, asked of it: "quanto dura la prova? per quanti mesi resto
 * apprendista?" on an apprenticeship letter that states "Periodo di prova: 45 giorni di lavoro effettivo" and
 * "Durata dell'apprendistato: 36 mesi"; "percentuale di part-time risultante dal contratto?" on a contract of
 * 24 weekly hours. The document's own figures answer, named as the source, in the order asked; the agreement's
 * rule is what a letter is weighed against, not the answer. The share of a part-time the document states in hours
 * is those hours over the agreement's full-time week (D.Lgs. 81/2015, art. 7). A doubt ("è giusta la prova?",
 * "è conforme?") or a hypothesis is left to the agreement's weighing. Undefined when no asked term is stated.
 */

const DOUBT =
  /\b(?:giust[oaie]|corrett[oaie]|regolar\w*|conform\w*|legittim\w*|massim[oa]|poss\w+|puo|dovrebbe|spett\w*|compatibil\w*|rispett\w*|ammess\w*|lecit\w*|valid\w*|coerent\w*|in regola|in linea|ccnl|contratto collettivo)\b|\bse\b/;
// A share asked with the pay it scales ("la base P.T. è allineata al minimo riproporzionato?") asks the pay.
const SHARE_DOUBT =
  /\b(?:giust[oaie]|corrett[oaie]|regolar\w*|conform\w*|minim\w*|retribuzion\w*|paga|stipend\w*|riproporzion\w*|allineat\w*|import\w*)\b|\bse\b/;
// Another item asked beside the terms ("e qual è il superminimo?", "a che livello mi hanno messa?", "quante
// mensilità?", "retribuzione lorda e durata della prova?"): the documents module answers each in turn.
const OTHER_ASK =
  /\b(?:qual\w*|quant\w*|che livello|come|dove|perche|chi)\b|\b(?:retribuzion\w*|stipend\w*|paga|superminim\w*|livell\w*|mensilit\w*|orario|ferie|netto|lordo|sede|mansion\w*)\b/;

// "e se in quel periodo possono lasciarmi a casa senza preavviso?": the notice during the probation asked beside its
// length, the law's answer (art. 2096 c.c.), not a doubt of the document's term.
const NOTICE_IN_PROBATION =
  /\b(?:e )?(?:se|possono|puo|potrebbero)\b[^?]{0,60}?\bsenza (?:alcun |nessun )?preavviso\b/;
// The letter's own words: either party may withdraw without notice during the probation.
const STATED_FREE_WITHDRAWAL = /\bprova\b[^.]{0,160}\bsenza (?:alcun |obbligo di )?preavviso\b/;

interface Term {
  /** What the question asks, in its own words. */
  asked: RegExp;
  /** The document's statement of the term: the first group the amount, the second its unit, the third the rest. */
  stated: RegExp;
  label: string;
}

const TERMS: Term[] = [
  {
    asked:
      /\b(?:quanto|quanti \w+) (?:\w+ ){0,2}(?:dur\w*|e lung\w*) (?:\w+ ){0,3}prova\b|\bdi quant\w+ (?:giorni|mesi|settimane) (?:e|sara) (?:la|il) (?:periodo di )?prova\b|\bprova\b[^?]{0,10}\bdi quant\w+ (?:giorni|mesi|settimane)\b|\bprova\b[^?]{0,20}\bquanto dur\w*|\bdurata (?:del(?:la)? )?(?:periodo di )?prova\b|\bquant\w+ (?:giorni|mesi|settimane) (?:\w+ ){0,3}prova\b/,
    stated: /\b(?:periodo di )?prova\b[^\d\n]{0,20}(\d{1,3})\s+(giorni|mesi|mese|settimane)\b([^\n.;]{0,40})/,
    label: 'la prova',
  },
  {
    asked:
      /\bquant\w* (?:mesi|anni) (?:\w+ ){0,3}apprendist\w*|\b(?:quanto|per quanto tempo) (?:\w+ ){0,2}(?:dur\w*|resto|rimango|sono|saro) (?:\w+ ){0,2}(?:l')?apprendist\w*|\bdurata (?:del(?:l')? ?)?apprendistato\b|\bapprendistato\b[^?]{0,20}\bquanto dur\w*/,
    stated:
      /\bdurata (?:dell['’] ?|del )?(?:apprendistato|contratto|formazione)\b[^\d\n]{0,15}(\d{1,2})\s+(mesi|anni)\b()/,
    label: 'l’apprendistato',
  },
];

const unitText = (amount: string, unit: string, rest: string) => {
  const worked = /effettiv|lavorativ|prestazione/.test(rest);
  const calendar = /calendario/.test(rest);
  return `${amount} ${unit}${worked ? ' di lavoro effettivo' : calendar ? ' di calendario' : ''}`;
};

const ASKS_SHARE =
  /\b(?:percentual\w*|quota|che %|quale %)\b[^?]{0,40}\b(?:part.?time|tempo parziale|tempo pieno|orario)\b|\b(?:part.?time|tempo parziale)\b[^?]{0,30}\b(?:percentual\w*|al quanto|a quanto per cento|in percentuale)\b/;
const WEEKLY_HOURS = /\b(\d{1,2}(?:,\d)?)\s*ore\s*(?:settimanali|a settimana|sett\.|\/\s*sett)/;
const PERCENT_STATED = /\b(?:part.?time|tempo parziale|percentuale)\b[^\n%]{0,40}?\b(\d{1,2}(?:,\d+)?)\s*%/;

function firstPassage(ctx: AgentContext): Citation[] {
  const document = ctx.documents[0];
  const first = document && indexOf(document).passages[0];
  return first && document ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : [];
}

function partTimeShare(ctx: AgentContext, req: TypedRequest, question: string): AgentAnswer | undefined {
  if (!ASKS_SHARE.test(question)) return undefined;
  const raw = documentText(ctx);
  const text = fold(raw);
  if (!/\bpart.?time\b|\btempo parziale\b/.test(text)) return undefined;
  const stated = PERCENT_STATED.exec(text)?.[1];
  const name = ctx.documents[0]?.fileName ?? 'documento';
  if (stated)
    return compose({
      answer: `Il part-time indicato nel documento caricato («${name}») è ${bold(`${stated}%`)} del tempo pieno.`,
      steps: [],
      assumptions: [],
      citations: firstPassage(ctx),
      related: [],
    });
  const hours = WEEKLY_HOURS.exec(text)?.[1];
  const ccnl = documentAgreement(ctx.kb, req, raw);
  const full = ccnl?.weekly_hours.value;
  if (!hours || !ccnl || !full) return undefined;
  const own = Number(hours.replace(',', '.'));
  if (own >= full) return undefined;
  const share = Math.round((own / full) * 10000) / 100;
  return compose({
    answer: `Il part-time del documento caricato («${name}») è al ${bold(percent(share))} del tempo pieno: ${hours} ore settimanali indicate nel contratto su ${full} ore settimanali di tempo pieno del ${ccnl.short_name}.`,
    steps: [`${hours} / ${full} = ${percent(share)}`],
    assumptions: [
      'La percentuale riproporziona la retribuzione e gli istituti a contenuto economico (D.Lgs. 81/2015, art. 7).',
    ],
    citations: [
      ...firstPassage(ctx),
      ...citeSources(
        ccnl,
        `Orario del ${ccnl.short_name}: ${ccnl.weekly_hours.text ?? ''}`,
        null,
        ccnl.weekly_hours.sources,
      ),
    ],
    related: [],
  });
}

/** Whether the probation may be ended without notice: yes, by law, as the letter may say itself. */
function withdrawalLine(stated: boolean): string {
  const letter = stated ? ', come indica anche il documento' : '';
  return `\n\n${bold('Sì')}: durante la prova ciascuna delle parti può recedere in qualsiasi momento ${bold('senza preavviso')} né indennità sostitutiva (art. 2096 c.c.)${letter}; la prova però deve essere scritta e durare non oltre il massimo del CCNL.`;
}

export function documentOwnTerms(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = fold(readable(ctx.message));
  const share = SHARE_DOUBT.test(question) ? undefined : partTimeShare(ctx, req, question);
  if (share) return share;
  // (With the notice asked, only the asking sentence is weighed: "mia madre dice che ti possono mandare via" is told.)
  const notice = NOTICE_IN_PROBATION.exec(askingPart(question));
  const asking = notice ? askingPart(question).replace(notice[0], ' ') : question;
  if (DOUBT.test(asking)) return undefined;
  const text = fold(documentText(ctx));
  const asked = TERMS.map((term) => ({ term, at: question.search(term.asked) }))
    .filter((t) => t.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (!asked.length) return undefined;
  if (notice && asked[0]?.term.label !== 'la prova') return undefined;
  const rest = asked.reduce(
    (left, { term }) => left.replace(new RegExp(term.asked.source, 'g'), ' '),
    asking,
  );
  if (OTHER_ASK.test(rest)) return undefined;
  const said: string[] = [];
  for (const { term } of asked) {
    const m = term.stated.exec(text);
    if (!m?.[1] || !m[2]) return undefined;
    said.push(`${term.label} dura ${bold(unitText(m[1], m[2], m[3] ?? ''))}`);
  }
  const name = ctx.documents[0]?.fileName ?? 'documento';
  const joined = said.length > 1 ? `${said.slice(0, -1).join(', ')} e ${said.at(-1)}` : (said[0] ?? '');
  const freely = notice ? withdrawalLine(STATED_FREE_WITHDRAWAL.test(text)) : '';
  return compose({
    answer: `Secondo il documento caricato («${name}») ${joined}: sono le durate che il documento stesso fissa.${freely}`,
    steps: [],
    assumptions: [
      'Le durate del documento valgono se non superano i massimi del contratto collettivo applicato; in caso di dubbio confrontale con il CCNL.',
    ],
    citations: firstPassage(ctx),
    related: [],
  });
}
