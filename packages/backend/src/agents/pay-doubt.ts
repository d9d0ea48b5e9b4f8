import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * Words that ask whether a pay figure is right, or how far it is from the agreement's ("legale" as a doubt, not the
 * firm or office it names: "studio legale", "sede legale").
 */
export const DOUBT =
  /\b(?:giust[oaie]|corrett[oaie]|sbagliat\w*|errat\w*|torna(?:no)?|regolare|in regola|differisc\w*|differenza|scostament\w*|sotto (?:il |al )?minim\w*|meno (?:del |dei |di )?minim\w*|sopra (?:il |al )?minim\w*|superior\w* al minim\w*|inferiore|rispett\w*|verific\w*|controll\w*|sotto o sopra|sopra o sotto|(?:e|sono|sarebbe|sarebbero) sotto|(?<!\b(?:studi[oi]|uffici[oi]|sede|rappresentant[ei]|consulenz[ae]|assistenza|spese|segretari[ao]) )legal\w*|lecit\w*|sottopagat\w*|troppo poc\w*|va (?:ancora )?bene|vanno (?:ancora )?bene|(?:sono|e|sia|siano|sarebbero) (?:un po' |troppo )?poch[ieo]|(?:bastano|basta|sufficient\w*)|a posto|aggiornat\w*|adeguat\w*|in linea|allineat\w*|applicat\w*|arriv\w* (?:almeno )?(?:al |a )?minim\w*|raggiung\w* (?:almeno )?(?:il |al )?minim\w*)\b/;

/**
 * A doubt on the pay figure. On a net ("stessa RAL con le regole 2025? per fargli vedere la differenza") the
 * difference is between two nets, not the figure's distance from the minimum, unless the minimum is named.
 */
export function doubtOnPay(intent: string, text: string): boolean {
  const net = intent === 'gross_to_net' && !/\bminim|\btabellar/.test(text);
  return DOUBT.test(net ? text.replace(/\bdifferenza\b/g, ' ') : text);
}

/**
 * Someone else's word that the figure is the minimum ("il titolare dice che è il minimo", "secondo il datore è il
 * minimo", "mi dicono che è quello del contratto"), or a raise the writer expected ("ma a giugno non c'era un
 * aumento?"): the figure is doubted, and the answer says whether it is the minimum.
 */
export const CLAIMED_MINIMUM =
  /\b(?:dic[eo]|dicono|sostien\w*|afferm\w*|assicur\w*|insist\w*|secondo (?:lui|lei|loro|il (?:titolare|datore|capo|consulente)))\b[^.?!]{0,40}?\b(?:(?:e|sia) (?:il|quello) (?:minimo|del contratto|del ccnl|tabellare)|(?:e|sia) in regola)\b/;

/**
 * The minimum asked with another's figure set beside it ("quanto devo prendere al mese lordo minimo? il titolare
 * dice 550", "qual è il minimo? lui mi offre 600"): the figure is weighed against the minimum, not turned to net.
 */
const MINIMUM_ASKED =
  /\bquanto (?:devo|dovrei|dovrebbe|deve|dovrebbero|devono|mi spetta|gli spetta|le spetta|spetta)\b[^.?!]{0,50}?\bminim\w*|\b(?:qual\s*e|quanto e|quale sarebbe) (?:il )?minim\w*/;
const OTHERS_FIGURE =
  /\b(?:titolare|datore|datrice|capo|padrone|principale|responsabile|azienda|ditta|lui|lei|loro)\b[^.?!\d]{0,30}?\b(?:dic[eo]|dicono|offr\w*|propon\w*|vuol\w* dar\w*|vorrebbe dar\w*)\b[^.?!\d]{0,20}\d/;
export function minimumAskedBesideFigure(text: string): boolean {
  return MINIMUM_ASKED.test(text) && OTHERS_FIGURE.test(text) && !/\bnett\w*/.test(text);
}

/** A raise the writer expected and does not see ("non c'era un aumento?", "non è aumentato da giugno?"). */
export const RAISE_EXPECTED =
  /\bnon (?:c'era|c'e stato|ci (?:doveva|dovrebbe) essere|(?:e|era) (?:previsto|stato)|dovev\w*|spett\w*)\b[^.?!]{0,20}\baument\w*|\bnon (?:e|sono) (?:aumentat|salit)\w*/;

/**
 * What a figure should be, asked beside it ("le sembra poco: quanto dovrebbe essere?", "quanto doveva essere la
 * paga base e quanto mi manca?"): a doubt on the figure, unless the net is what is asked.
 */
export const SHOULD_BE =
  /\b(?:sembra(?:no)? poc\w*|sembra(?:no)? bass\w*|dovrebbe(?:ro)? essere|doveva(?:no)? essere|avrebbe dovuto essere|quanto (?:mi |le |gli |ci )?manc\w*|cosa (?:mi |le |gli )?manca)\b/;

const DUE_ASKED =
  /\bquanto (?:mi |le |gli )?(?:dovrebbero|dovrebbe|devono|deve) (?:dare|darmi|darle|dargli|pagare|pagarmi|pagarla|pagarlo)\b|\bquanto mi spetterebbe\b/;

/** A short follow-up that changes only the case ("e se mi mettevano al 4° livello?", "e al 4°?"). */
const WHAT_IF = /^(?:e|ma|invece|mentre|e invece)\b(?:\s+se)?\b/;

/**
 * "perché? a ottobre avevo le stesse cifre" right after a doubted figure, with no figure of its own: why the check
 * came out so. The turn before, whose check is made again (its opening says which table the figure belongs to and
 * since when the new one applies); undefined otherwise.
 */
export function whyAfterDoubt(ctx: AgentContext, text: string): string | undefined {
  const last = ctx.history?.at(-1);
  if (!last || !WHY_ASKED.test(text) || /\d/.test(text) || text.split(/\s+/).length > 16) return undefined;
  return DOUBT.test(readable(last)) && /\d/.test(last) ? last : undefined;
}

/** A short "why?" opening the turn ("perché?", "ma come mai?", "e perche scusa?"). */
const WHY_ASKED = /^(?:e |ma )?(?:perche|come mai)\b/;

/**
 * "e se mi mettevano al 4° livello?" right after "1.500 lordi: è sotto il minimo?": the doubt of the turn
 * before, asked again of the case the follow-up changes.
 */
export function doubtCarried(ctx: AgentContext, text: string): boolean {
  const last = ctx.history?.at(-1);
  // ("e se mi mettessero al 4° livello invece quanto dovrebbero darmi al mese?": what is due at the level named is
  // the same doubt, said at more length.)
  const limit = DUE_ASKED.test(text) ? 16 : 12;
  if (!last || !WHAT_IF.test(text) || text.split(/\s+/).length > limit) return false;
  if (/\bnett\w*|\bcost\w*|\bquanto (?:prendo|guadagn\w*)\b/.test(text)) return false;
  return DOUBT.test(readable(last));
}

/** The asking clause asks a net and doubts nothing ("quanto mi viene netto al mese, addizionali comprese?"). */
export function netAskedAlone(text: string): boolean {
  const asked = askedClause(text);
  return /\bnett[oia]\b/.test(asked) && !DOUBT.test(asked) && !/\bminim/.test(asked);
}
