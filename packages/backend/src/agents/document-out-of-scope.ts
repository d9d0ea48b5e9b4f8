import { uploadedText } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, finishAnswer } from './answer.js';
import type { AgentContext } from './context.js';

/**
 * A document that is not about work (a lease, a condominium statement, a mortgage or an insurance policy) asked
 * about: the answer says first that it is outside what the assistant covers, and states none of its figures — a
 * rent's ISTAT update is not a collective agreement's rule. Undefined when any uploaded document speaks of work.
 */
const NOT_WORK = [
  /\blocazion\w*/,
  /\bcanone\b/,
  /\blocatore\b/,
  /\bconduttore\b/,
  /\bcondomin\w*/,
  /\bmutu[oi]\b/,
  /\bcompravendit\w*/,
  /\bpolizza\b/,
  /\bimmobile\b/,
];
const WORK =
  /\bccnl\b|\blavor\w*|\bdipendent\w*|\bretribuzion\w*|\bassun\w*|\bcedolin\w*|\bbusta paga\b|\bstipendi\w*|\bmansion\w*|\blivello\b|\binps\b|\btfr\b|\bdatore\b/;

const KIND: [RegExp, string][] = [
  [/\blocazion\w*|\blocatore\b|\bcanone\b/, 'un contratto di locazione'],
  [/\bcondomin\w*/, 'un documento condominiale'],
  [/\bmutu[oi]\b/, 'un contratto di mutuo'],
  [/\bpolizza\b/, 'una polizza assicurativa'],
];

export function documentOutOfScope(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const texts = ctx.documents.map((d) => readable(uploadedText(d)));
  if (texts.some((t) => WORK.test(t) || NOT_WORK.filter((cue) => cue.test(t)).length < 2)) return undefined;
  const kind =
    KIND.find(([cue]) => texts.some((t) => cue.test(t)))?.[1] ?? 'un documento che non riguarda il lavoro';
  const names = ctx.documents.map((d) => `«${d.fileName}»`).join(', ');
  return finishAnswer(
    [
      `Il documento caricato (${names}) è ${kind}: la domanda ${'**non rientra**'} in ciò di cui mi occupo (contratti collettivi di lavoro, buste paga e rapporti di lavoro), quindi non posso dirti se la richiesta è dovuta né calcolarne l'importo.`,
      '',
      "Per questo tipo di contratto rivolgiti a un professionista o a un'associazione di categoria (per una locazione, per esempio, un sindacato degli inquilini).",
    ],
    [],
    [],
  );
}
