import type { Ccnl } from '../kb/schema.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import { restDayRate, sundayRestDay } from './ordinary-sunday-gap.js';
import type { Verdict } from './rule-claim-verdicts.js';

const SUNDAY = /\bdomenic\w*/;
/**
 * "chi lavora di domenica prende il 30% in più": weighed against the Sunday worked with the rest moved to another
 * day (Commercio art. 144) where the agreement holds that rate; a gap where only overtime's Sunday rate is held.
 */
export function sundayPremiumVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!ccnl || !SUNDAY.test(claim.clause) || /\bstraordinar/.test(claim.clause)) return undefined;
  const rates = ccnl.rates.rates ?? []; // (a rest-day rate, Commercio art. 144, is no ordinary Sunday's)
  if (rates.some((r) => r.kind === 'domenicale' && !restDayRate(r))) return undefined;
  const rest = rates.find((r) => r.kind === 'domenicale' && sundayRestDay(r));
  const said = /(\d+(?:[.,]\d+)?)\s*%/.exec(claim.clause)?.[1];
  if (rest?.percent !== undefined && said)
    return {
      word: Number(said.replace(',', '.')) === rest.percent ? 'Sì' : 'No',
      reason: `nel ${ccnl.short_name} le ore lavorate di domenica, con il riposo settimanale spostato a un altro giorno (lavoro nel giorno di riposo settimanale), hanno una maggiorazione del **${rest.percent}%** sulla quota oraria della normale retribuzione.`,
    };
  const overtime = rates.find((r) => r.kind === 'straordinario_festivo' && /domenic/.test(r.condition ?? ''));
  if (!overtime || !/domenical\w* ordinari/.test(ccnl.rates.gap ?? '')) return undefined;
  return {
    word: 'gap',
    reason: `nel ${ccnl.short_name} la base di conoscenza ha solo la maggiorazione dello **straordinario** festivo o domenicale, che non vale per le ore ordinarie; quella del lavoro di domenica nell'orario normale non è nella base di conoscenza (non trovata nelle fonti lette), quindi non posso dirti se è giusta.`,
  };
}
