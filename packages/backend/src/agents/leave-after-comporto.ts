import type { Ccnl } from '../kb/schema.js';
import { askedSentence } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "Finito il comporto posso chiedere un'aspettativa? Per quanto?", "quanti mesi di aspettativa non retribuita dopo
 * il comporto?": the unpaid leave an agreement grants once the job-keeping period is used up. The sentence of the
 * agreement's sickness rule that states it opens, its length in bold, then the comporto it follows. Asked only
 * when the sentence that asks (or a short message) names the leave; undefined when the agreement states none.
 */

// The leave asked for, not a state told ("è in aspettativa da 2 mesi, e se si ammala…?").
const LEAVE_ASKED =
  /\b(?:chied\w*|richied\w*|prendere|spett\w*|dur\w*|quant\w*(?: \w+){0,2}?|avere|diritto a(?:ll')?) (?:di |un'|una |l'|all')?aspettativ|\b(?:posso|puo|si puo|potrei|possiamo|mettermi|mettersi|andare) (?:\w+ ){0,3}?(?:in )?aspettativ|(?<!\bin )\baspettativ\w*(?: \w+){0,6}? (?:posso|puo|si puo|possono|spett\w*|dura|per quanto|quant\w*)\b/;
// "se arrivo ai 180 giorni e sono ancora malata, c'è un modo per non perdere il posto?": a way to keep the job once
// the comporto is reached, which is the leave that follows it, asked without its name.
const KEEP_BEYOND =
  /\b(?:modo|maniera|possibilita|soluzion\w*|cosa (?:posso|possiamo|si puo|devo) fare|come (?:faccio|posso fare|si fa)) (?:\w+ ){0,3}?(?:per |a )?(?:non perdere|conservare|mantenere|tenere|salvare) (?:il |ancora il )?(?:posto|lavoro)\b/;
const COMPORTO_REACHED =
  /\b(?:arriv\w*|raggiung\w*|superat\w*|supero|finit\w*|esaurit\w*|scadut\w*|oltre|dopo) (?:\w+ ){0,2}?(?:\d+ (?:giorni|mesi)|comporto)\b|\bancora malat\w*/;
// The leave tied to the illness: after the comporto, at its end, once it is used up.
const AFTER_COMPORTO =
  /\bcomporto\b|\bconservazione del posto\b|\bmalatti\w*|\b(?:finit|scadut|esaurit|superat)\w* (?:il |la )?(?:periodo|comporto|malattia)/;
const LENGTH = /\d+(?:,\d+)? (?:mesi|giorni|settimane)\b/g;

// Sentences end before a capital ("(art. 181)" does not end one).
const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+(?=\p{Lu})/u).filter((s) => s.trim());

export function leaveAfterComporto(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || ctx.documents.length) return undefined;
  const message = readable(ctx.message);
  // The sentences that ask (every one ending in "?"), or a short message without a mark.
  const marked = ctx.message.split(/(?<=[.?!])\s+/u).filter((s) => s.includes('?'));
  const asking = marked.length
    ? readable(marked.join(' '))
    : message.split(/\s+/).length <= 25
      ? message
      : readable(askedSentence(ctx.message));
  const beyond = KEEP_BEYOND.test(asking) && COMPORTO_REACHED.test(message);
  if (!(LEAVE_ASKED.test(asking) || beyond) || !AFTER_COMPORTO.test(message)) return undefined;
  if (
    req.intent !== 'sickness_injury' &&
    req.intent !== 'leave' &&
    !req.alsoAsked.includes('sickness_injury')
  )
    return undefined;
  const sickness = ccnl.sick_pay.sickness;
  const sentences = sentencesOf(sickness.text ?? '');
  const leave = sentences.find((s) => /aspettativ/i.test(s) && LENGTH.test(s));
  LENGTH.lastIndex = 0;
  if (!leave) return undefined;
  // The last length the sentence states is the one in force ("da 4 a 8 mesi": 8 mesi).
  const lengths = [...leave.matchAll(LENGTH)].map((m) => m[0]);
  const length = lengths.at(-1) ?? '';
  const cut = leave.lastIndexOf(length);
  const said = `${leave.slice(0, cut)}${bold(length)}${leave.slice(cut + length.length)}`.replace(
    /[.;]\s*$/u,
    '',
  );
  const comporto = sentences.filter(
    (s) => s !== leave && /\bcomporto\b/i.test(s) && /\bmesi|giorni\b/.test(s),
  );
  const sources = [...sickness.sources].sort(
    (a, b) => Number(/aspettativ/i.test(b.note ?? '')) - Number(/aspettativ/i.test(a.note ?? '')),
  );
  return compose({
    answer: `Nel ${ccnl.short_name}: ${said.charAt(0).toLowerCase()}${said.slice(1)}.`,
    steps: comporto.map((s) => s.replace(/;\s*$/u, '.')),
    citations: citeSources(ccnl, 'malattia: aspettativa dopo il comporto', sickness.article ?? null, sources),
    related: [
      `Quanto dura il periodo di comporto nel ${ccnl.short_name}?`,
      `Come è pagata la malattia nel ${ccnl.short_name}?`,
    ],
  });
}
