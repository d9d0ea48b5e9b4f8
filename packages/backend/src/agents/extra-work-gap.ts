import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 47 (fixs47g): extra work in hotels, restaurants and bars ("due camerieri extra per il 31 dicembre",
 * "con il contratto extra li posso tenere tutta la settimana?") has its own rules (the special services of a
 * few days, an all-inclusive hourly pay set by national or local tables). The knowledge base holds neither the
 * hourly pay nor the longest engagement for the Turismo and FIPE agreements: the answer says so first, never
 * the agreement's thirteenth, holiday surcharge or minimum table. Undefined when the agreement's file states a
 * rule of extra work (then the ordinary routes read it).
 */
const HOSPITALITY = new Set(['pubblici-esercizi-fipe', 'turismo-federalberghi']);
// Extra workers named: "camerieri extra", "un lavoratore extra", "il contratto extra", "qualche extra di sala",
// "gli extra"; not extra hours ("ore extra") nor an extra pay item.
const EXTRA_WORKERS =
  /\b(?:lavorator\w*|camerier\w*|personale|dipendent\w*|addett\w*|aiut\w*|cuoc\w*|barist\w*|barman|collaborator\w*|ragazz\w*) extra\b|\b(?:contratt\w*|rapport\w*|lavoro|chiamat\w*) (?:di |da |come )?extra\b|\bextra (?:e|o) (?:di )?surroga\b|\b(?:gli|degli|agli|per gli|un|uno|qualche|due|tre|quattro|cinque|dei|degl) extra\b(?! (?:di )?(?:ore|ora|paga|soldi|euro|mensilit))/;
const PAY_ASKED =
  /\bpag\w*|\btariff\w*|\bretribu\w*|\bcompens\w*|\bquanto (?:prend|costa|vien|si da|gli|le|va)\w*|\blord\w*/;
const LENGTH_ASKED =
  /\bquanti giorni\b|\bquanto (?:tempo|a lungo)\b|\bper quant\w*\b|\bdurat\w*|\bmassim\w*|\btutta la settimana\b|\bgiorni (?:al )?massim\w*|\bquante volte\b/;
const RULE_IN_FILE = /\blavor\w* extra\b|\bextra e (?:di )?surroga\b|\bsurroga\b/;

// The agreement's own figures asked beside ("la quota oraria del 4° livello, per pagare gli extra"): not this gap.
const OWN_FIGURE = /\bminim\w*|\bquota oraria\b|\bdivisor\w*|\blivell\w*|\bmaggiorazion\w*|\bstraordinar\w*/;

export function extraWorkGap(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.slots.level) return undefined;
  const ccnl = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => !!c && HOSPITALITY.has(c.id));
  if (!ccnl) return undefined;
  // The question's sentences ("La tariffa degli extra, che comprende già le ferie, quanto è?"), else the clause asked.
  const text = readable(ctx.message);
  const asked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const ask = asked.length ? asked.join(' ') : askOf(text);
  if (!EXTRA_WORKERS.test(ask) || OWN_FIGURE.test(ask)) return undefined;
  const length = LENGTH_ASKED.test(ask);
  const pay = PAY_ASKED.test(ask);
  if (!length && !pay) return undefined;
  if (RULE_IN_FILE.test(readable(JSON.stringify(ccnl)))) return undefined;
  const what = length
    ? 'la durata massima del lavoro extra (per quanti giorni si può impiegare un lavoratore extra)'
    : 'la paga oraria omnicomprensiva dei lavoratori extra (la tariffa delle tabelle nazionali o territoriali)';
  return compose({
    answer: `Nel ${ccnl.short_name} ${what} ${bold('non è nella base di conoscenza')}: non posso indicarti ${length ? 'un numero di giorni' : 'un importo orario'} senza una fonte.`,
    steps: [
      length
        ? 'Il lavoro extra è pensato per servizi speciali di breve durata: per un periodo più lungo verifica il testo del contratto (o chiedi all’associazione datoriale o al sindacato della provincia) prima di usarlo; altrimenti serve un contratto a termine o a chiamata.'
        : 'La tariffa degli extra è fissata dal contratto nazionale e dagli accordi territoriali: va letta nella tabella della tua provincia (presso l’associazione datoriale o il sindacato) e non coincide con il minimo mensile diviso per il divisore orario.',
      'Se mi indichi la tariffa o il periodo che applicate, posso calcolare il costo delle ore.',
    ],
    citations: [],
    related: [`Quali sono i minimi retributivi del ${ccnl.short_name}?`],
  });
}
