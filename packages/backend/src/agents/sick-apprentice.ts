import type { Ccnl } from '../kb/schema.js';
import { ordinalNumber, ordinalWord } from '../reader/ordinals.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { apprenticeWorker } from './apprentice-inps.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * An apprentice's sick pay where the agreement sets it apart (Terziario's art. 54: the first 3 days at 60%,
 * limited to 6 events a year; the INPS benefit from the 4th day): "sono apprendista, se sto a casa malato 3 giorni
 * me li pagano?", and the nth event asked after it ("e se è già la settima volta quest'anno?"). The share and the
 * limit are read off the agreement's own text (`sick_pay.sickness.apprentices`). Undefined for a worker who is not
 * an apprentice, an agreement with no such rule, or another subject (the comporto, an injury).
 */

const SICK =
  /\bmalatti\w*|\bammal\w*|\bamal\w*|\bmalat[oa]\b|\bcarenza\b|\bcertificato\b|\binfluenz\w*|\bfebbre\b/;
// What the first days' pay asks: paid or not, how much, the nth time.
const PAY_ASKED = /\bpag\w*|\bspett\w*|\bretribu\w*|\bquant\w*|\bpercentual\w*|\bcarenza\b/;
const OTHER =
  /\bcomporto\b|\bconserv\w* (?:del |il )?posto\b|\blicenzi\w*|\binfortun\w*|\binail\b|\bcontribut\w*/;
// "la settima volta", "il settimo evento", "7ª malattia", "per la 7a volta".
const NTH =
  /\b(prim|second|terz|quart|quint|sest|settim|ottav|non|decim)[oa] (?:volta|malattia|evento|episodio|certificato)\b|\b(\d{1,2})\s*[°ºaª] (?:volta|malattia|evento|episodio)\b/;
const LIMIT = /limitatamente a (\d+) eventi/;
function nthEvent(text: string): number | undefined {
  const m = NTH.exec(text);
  if (!m) return undefined;
  return m[1] ? ordinalNumber(`${m[1]}o`) : Number(m[2]);
}

function rule(ccnl: Ccnl | undefined) {
  return ccnl?.sick_pay.sickness.apprentices;
}

export function sickApprentice(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  // (A short follow-up on the same apprentice's illness: "e se è già la settima volta? me li pagano uguale?".)
  const followUp =
    !/\bapprendist/.test(text) &&
    text.split(/\s+/).length <= 25 &&
    apprenticeWorker(previous) &&
    SICK.test(previous) &&
    nthEvent(text) !== undefined;
  if (!(apprenticeWorker(text) && SICK.test(text)) && !followUp) return undefined;
  if (!PAY_ASKED.test(followUp ? previous : text) || OTHER.test(text)) return undefined;
  const id = req.slots.agreements[0];
  const ccnl = id !== undefined ? ctx.kb.byCategory(id) : undefined;
  const own = rule(ccnl);
  if (!ccnl || !own) return undefined;
  const limit = Number(LIMIT.exec(own.text)?.[1] ?? Number.NaN);
  const share = /primi 3 giorni di malattia al (\d+)%/.exec(own.text)?.[1];
  if (!share || !Number.isFinite(limit)) return undefined;
  const n = nthEvent(text);
  const said = n !== undefined ? `${ordinalWord(n) ?? `${n}°`} evento di malattia dell'anno` : undefined;
  const answer =
    n !== undefined && n > limit
      ? `${bold('No')}: nel ${ccnl.short_name} l'apprendista ha i primi 3 giorni di malattia pagati al ${share}% solo per ${bold(`${limit} eventi`)} nell'anno: al ${said} la carenza ${bold('non è pagata')} dall'azienda (salvo ricovero ospedaliero); dal 4° giorno resta l'indennità INPS.`
      : `Nel ${ccnl.short_name} all'apprendista i primi 3 giorni di malattia (carenza) li paga l'azienda al ${bold(`${share}%`)} della retribuzione lorda, limitatamente a ${limit} eventi nell'anno${said ? ` (questo è il ${said})` : ''}; dal 4° giorno spetta l'indennità INPS.`;
  return compose({
    answer,
    steps: [`La regola del ${ccnl.short_name} per gli apprendisti, ${own.article}: ${own.text}.`],
    assumptions: ['Apprendista che ha superato il periodo di prova; eventi di malattia contati nell’anno.'],
    citations: citeSources(ccnl, `Malattia dell'apprendista: ${own.text}`, own.article, own.sources),
    related: [`Quanti giorni di malattia conserva il posto nel ${ccnl.short_name}?`],
  });
}
