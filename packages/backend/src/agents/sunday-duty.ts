import type { Ccnl } from '../kb/schema.js';
import { wordsToNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Whether Sunday work can be refused ("posso rifiutarmi di lavorare la domenica?", "la domenica possono
 * costringermi?", "sono obbligata a fare le domeniche?"): the agreement's own list of those who need not work on
 * Sundays (Commercio art. 153: mothers, or fathers with custody, of children up to 3, carers of disabled or
 * dependent relatives living with them, workers with a severe disability) opens, with the verdict for the child
 * the story names. Undefined when no agreement in scope records such a list, or when Sunday pay is asked instead.
 */

const SUNDAY = /\bdomenic\w*|\bdomenich\w*/;
// Whether the worker must work, not what it pays.
const DUTY =
  /\bobblig\w*|\bcostrett\w*|\bcostring\w*|\brifiut\w*|\bdire (?:di )?no\b|\besoner\w*|\besent\w*|\btenut[aoie]\b|\bper forza\b|\bimpor\w*|\bpossono (?:farmi|farla|farlo|mettermi|metterla|metterlo)\b|\bdevo (?:per forza )?(?:lavorar|far)\w*|\bpuo (?:non|rifiut)\w*|\bposso (?:non|evitar|rifiut|sottrar)\w*/;
const PAY = /\bmaggioraz\w*|\bquanto (?:mi |le |gli )?(?:pagan|paga|spett|prend)\w*|\bpagat\w*|\bin busta\b/;
// "un bambino di 2 anni", "mia figlia di 18 mesi", "il piccolo ha due anni".
const CHILD_AGE =
  /\b(?:bambin|bimb|figli|piccol|neonat)\w*\b[^.?!]{0,30}?\b(\d{1,2}|[a-z]{2,12}) (anni|anno|mesi|mese)\b/;

/** The child's age in years the story tells, if it tells one. */
function childAge(text: string): number | undefined {
  const m = CHILD_AGE.exec(text);
  if (!m) return undefined;
  const raw = m[1] ?? '';
  const value = /^\d/.test(raw) ? Number(raw) : raw === 'un' || raw === 'uno' ? 1 : wordsToNumber(raw);
  if (value === undefined) return undefined;
  return /^mes/.test(m[2] ?? '') ? value / 12 : value;
}

const isExemptionList = (text: string) => /^Lavoro domenicale\b/.test(text) && /non sono tenuti/.test(text);

export function sundayDutyAnswer(
  ctx: AgentContext,
  shown: Ccnl[],
  document: unknown,
): AgentAnswer | undefined {
  if (!shown.length || document) return undefined;
  const text = readable(ctx.message);
  if (!SUNDAY.test(text) || !DUTY.test(text) || PAY.test(text)) return undefined;
  const found = shown.flatMap((ccnl) =>
    ccnl.passages.filter((p) => isExemptionList(p.text)).map((p) => ({ ccnl, p })),
  );
  const first = found[0];
  if (!first) return undefined;
  const limit = /fino a (\d+) anni/.exec(first.p.text);
  const age = childAge(text);
  const years = limit ? Number(limit[1]) : undefined;
  const verdict =
    age === undefined || years === undefined
      ? undefined
      : age <= years
        ? `${bold('No')}: con un figlio di ${age < 1 || !Number.isInteger(age) ? `${Math.round(age * 12)} mesi` : `${age} anni`} la madre (o il padre affidatario) non è tenuta a lavorare la domenica: ne sono esonerati i genitori di bambini ${bold(`fino a ${years} anni`)}.`
        : `Con un figlio di ${age} anni l'esonero per i genitori non vale più: copre i bambini ${bold(`fino a ${years} anni`)}; restano gli altri casi sotto.`;
  const rule = `Nel ${first.ccnl.short_name}: ${first.p.text}`;
  return compose({
    answer: verdict ?? rule.replace(/fino a (\d+) anni/, (m) => bold(m)),
    steps: verdict ? [rule] : [],
    assumptions: verdict ? ['Riposo settimanale fissato di domenica nel contratto individuale.'] : [],
    citations: found.map(({ ccnl, p }) => citeAgreementPassage(ccnl, p)),
    related: [],
  });
}
