import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage, citeSources, finishAnswer } from './answer.js';
import { type AgentContext, targetAgreements } from './context.js';

/**
 * Subjects an agreement holds as its own sourced sentences (`passages`), asked in words the reader files under
 * another intent: the contribution to a bilateral body ("contributo ente bilaterale per oti quanto all'anno" is
 * no INPS rate), the days guaranteed to a fixed-term farm worker ("quante giornate annue devo garantire" is no
 * pay). `asked` tells the subject in the question, `held` in a passage; the agreement's passages that hold it
 * answer, the one the question's words meet best first.
 */
const HELD_SUBJECTS: { asked: RegExp; held: RegExp }[] = [
  {
    asked: /\bent[ei] bilateral|\bbilateralita\b|\beban\b|\bcadiprof\b|\be ?bi ?pro\b/,
    held: /\bente bilaterale\b|\bbilateralita\b|\bcadiprof\b|\be\.?bi\.?pro\b/,
  },
  {
    asked: /\bgiornate\b[^?]{0,60}\bgarant|\bgarant\w*\b[^?]{0,60}\bgiornate\b/,
    held: /\bgarant\w*\b[^.]{0,80}\bgiornate\b|\bgaranzia di oltre \d+ giornate\b/,
  },
];

// A passage on what happens when the contribution is not paid answers only a question that says so.
const NOT_PAID = /\bomess\w*|\bnon (?:aderisc|vers|pag)\w*/;

const wordsOf = (text: string) =>
  new Set(
    readable(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );

function heldPassages(ccnl: Ccnl, question: string): Ccnl['passages'] {
  const asked = readable(question);
  const subjects = HELD_SUBJECTS.filter((s) => s.asked.test(asked));
  if (!subjects.length) return [];
  const words = wordsOf(question);
  const met = (text: string) => [...wordsOf(text)].filter((w) => words.has(w)).length;
  const notPaidAsked = NOT_PAID.test(asked);
  return ccnl.passages
    .filter((p) => subjects.some((s) => s.held.test(readable(p.text))))
    .map((p) => ({ p, rank: met(p.text) - (!notPaidAsked && NOT_PAID.test(readable(p.text)) ? 100 : 0) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ p }) => p);
}

// The classification's shape asked ("in quante aree professionali sono classificati?", "quali sono le aree?").
const AREAS_ASKED = /\b(?:quant[ei]|quali sono (?:le )?)\s*aree\b|\baree professionali\b/;
// Who belongs to a level ("area 1 chi ci va?", "chi rientra nell'area 2?", "cosa comprende l'area 3?").
const MEMBERS_ASKED =
  /\bchi (?:ci )?(?:va|vanno|rientra|rientrano|appartiene|appartengono|e inquadrat\w*|ci sta)\b|\bcosa comprende\b|\bchi comprende\b/;
const NUMBER_WORDS = [
  'zero',
  'una',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
];
const isArea = (level: Ccnl['levels'][number]) => /^area\b/i.test(level.level);

/** The areas an agreement classifies its workers in, or who goes in the area asked: the declaratorie it holds. */
function areasAnswer(ccnl: Ccnl, request: TypedRequest, question: string): AgentAnswer | undefined {
  const asked = readable(question);
  const areas = ccnl.levels.filter(isArea);
  if (!areas.length || areas.length !== ccnl.levels.length || !/\barea\b|\baree\b/.test(asked))
    return undefined;
  const cite = (l: Ccnl['levels'][number]) =>
    citeSources(ccnl, `${ccnl.short_name}, ${l.name}: ${l.declaratoria ?? ''}`, null, l.sources, 1);
  const one = request.slots.level ? areas.find((l) => l.level === request.slots.level) : undefined;
  if (one && MEMBERS_ASKED.test(asked) && one.declaratoria) {
    return finishAnswer(
      [`Nel ${ccnl.short_name} l'${one.level} (${one.name}) comprende i ${one.declaratoria}.`],
      cite(one),
      [],
    );
  }
  if (!AREAS_ASKED.test(asked)) return undefined;
  const count = NUMBER_WORDS[areas.length] ?? String(areas.length);
  return finishAnswer(
    [
      `Nel ${ccnl.short_name} i lavoratori sono classificati in **${count} aree professionali**:`,
      ...areas.map((l) => `- ${l.level} (${l.name})${l.declaratoria ? `: ${l.declaratoria}` : ''}`),
    ],
    areas.flatMap(cite),
    [],
  );
}

/**
 * main-agent: a subject the one agreement in scope holds as its own sourced sentences or level definitions is
 * answered from them, the fact first, whatever intent the reader gave the question. Undefined otherwise.
 */
export function heldSubjectAnswer(agentName: string, ctx: AgentContext): AgentAnswer | undefined {
  const request = ctx.request as TypedRequest | undefined;
  if (agentName !== 'main-agent' || ctx.documents.length || !request) return undefined;
  const { agreements } = targetAgreements(ctx);
  const ccnl = agreements.length === 1 ? agreements[0] : undefined;
  if (!ccnl) return undefined;
  const areas = areasAnswer(ccnl, request, ctx.message);
  if (areas) return areas;
  const [head, ...rest] = heldPassages(ccnl, ctx.message);
  if (!head) return undefined;
  const also = rest.slice(0, 2);
  const body = [`Nel ${ccnl.short_name}: ${head.text}`];
  if (also.length) body.push('', 'Altri elementi utili:', ...also.map((p) => `- ${p.text}`));
  return finishAnswer(
    body,
    [head, ...also].map((p) => citeAgreementPassage(ccnl, p)),
    [],
  );
}
