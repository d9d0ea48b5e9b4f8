import { capitalise } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type Topic, topicFact } from '../kb/topics.js';
import type { AgentContext } from './context.js';
import { dayAsked } from './day-asked.js';
import { nextMinimumOffer } from './next-tranche-asked.js';
import { levelName, levelShort } from './shared/levels.js';
import { parametro } from './topic-line.js';

/** Follow-ups on the same agreement, nearest subject first. */
const NEXT: Record<Topic, Topic[]> = {
  minimi: ['scatti', 'mensilita', 'orario'],
  orario: ['permessi', 'ferie', 'minimi'],
  ferie: ['permessi', 'orario', 'malattia'],
  prova: ['preavviso', 'minimi', 'ferie'],
  preavviso: ['prova', 'scatti', 'ferie'],
  mensilita: ['minimi', 'scatti', 'ferie'],
  scatti: ['minimi', 'mensilita', 'preavviso'],
  livelli: ['minimi', 'prova', 'preavviso'],
  validita: ['minimi', 'firmatari', 'livelli'],
  permessi: ['ferie', 'orario', 'malattia'],
  malattia: ['ferie', 'permessi', 'preavviso'],
  maggiorazioni: ['orario', 'minimi', 'permessi'],
  part_time: ['orario', 'minimi', 'ferie'],
  firmatari: ['validita', 'minimi', 'livelli'],
  congedo_matrimoniale: ['ferie', 'permessi', 'malattia'],
};
export function questionFor(ccnl: Ccnl, topic: Topic, level: string | undefined): string {
  const name = ccnl.short_name;
  const per = level ? ` per il ${levelShort(level)}` : '';
  switch (topic) {
    case 'minimi':
      return level
        ? `Qual è il minimo mensile del ${levelName(ccnl, level)} nel ${name}?`
        : `Quali sono i minimi retributivi per livello nel ${name}?`;
    case 'orario':
      return `Quante ore settimanali prevede il ${name}?`;
    case 'ferie':
      return `Quanti giorni di ferie spettano con il ${name}?`;
    case 'prova':
      return `Quanto dura il periodo di prova${per} nel ${name}?`;
    case 'preavviso':
      return `Quanti giorni di preavviso prevede il ${name}${per}?`;
    case 'mensilita':
      return `Quante mensilità prevede il ${name} e quando si pagano?`;
    case 'scatti':
      return `Come funzionano gli scatti di anzianità${per} nel ${name}?`;
    case 'livelli':
      return `Quali mansioni rientrano nei livelli del ${name}?`;
    case 'validita':
      return `Fino a quando è valido il ${name}?`;
    case 'firmatari':
      return `Chi ha firmato il ${name}?`;
    default:
      return `Cosa prevede il ${name} su ${parametro(topic)}?`;
  }
}
export function relatedFor(ctx: AgentContext, ccnl: Ccnl, topic: Topic, level: string | undefined): string[] {
  // After a minimum in force, the next tranche's figure is offered first (next-tranche-asked.ts).
  const named = ctx.request?.slots.level;
  const offer =
    topic === 'minimi'
      ? nextMinimumOffer(
          ccnl,
          named && ccnl.levels.some((l) => l.level === named) ? named : level,
          dayAsked(ctx.request, ctx.message, ctx.today),
          ctx.message,
          ctx.today,
        )
      : [];
  const own = NEXT[topic]
    .filter((t) => topicFact(ccnl, t, ctx.today).text !== null)
    .map((t) => questionFor(ccnl, t, level));
  const extra: string[] = [];
  if (level && (topic === 'minimi' || topic === 'scatti'))
    extra.push(`Quanto guadagna netto al mese un ${levelShort(level)} del ${ccnl.short_name}?`);
  const other = ctx.kb.agreements.find(
    (c) => c.id !== ccnl.id && topicFact(c, topic, ctx.today).text !== null,
  );
  if (other)
    extra.push(
      `${capitalise(parametro(topic))}: come cambia tra il ${ccnl.short_name} e il ${other.short_name}?`,
    );
  return [...offer, ...extra.slice(0, 1), ...own, ...extra.slice(1)];
}
