import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';

/**
 * "se non lo rinnovano in tempo, ai miei dipendenti cosa spetta nel frattempo, continuo a pagare le stesse
 * tabelle?": the validity answers when the agreement expires; what applies between the expiry and the renewal is
 * the other half of the question. Until a renewal the expired agreement's tables and rules keep being applied
 * (ultrattività), and the indennità di vacanza contrattuale (IVC) is due only if and as the agreement provides it.
 * A rule told, no figure: the IVC amount of the agreement is not in the knowledge base.
 */
const UNTIL_RENEWAL =
  /\bse (?:\w+ ){0,6}non (?:lo |la |li )?(?:rinnov\w*|viene rinnovat\w*|venisse rinnovat\w*)|\bnon (?:viene|venisse|sara|fosse) rinnovat\w*|\bin attesa del rinnovo\b|\bfino al (?:nuovo )?rinnovo\b|\bnel frattempo\b|\bdopo la scadenza\b|\b(?:stesse|vecchie) tabelle\b|\bvacanza contrattual\w*|\bivc\b|\bultrattivit\w*/;

export const UNTIL_RENEWAL_NOTE = `${bold('Dopo la scadenza, finché non c’è il rinnovo')}: di norma si continuano ad applicare le tabelle e le regole del contratto scaduto (ultrattività), quindi paghi gli ultimi minimi in vigore (fonte: LeggiOggi, https://www.leggioggi.it/2020/06/19/ccnl-commercio-livelli-retribuzione-mensilita-aggiuntive-ferie-malattia/). Nel periodo di ${bold('vacanza contrattuale')} può spettare in più l’${bold('indennità di vacanza contrattuale (IVC)')}: un importo provvisorio che nel settore privato spetta solo se il CCNL applicato la prevede e nella misura che esso fissa, e che il rinnovo di norma assorbe (fonti: Coverflex, https://coverflex.com/it/glossario-retribuzione/indennita-vacanza-contrattuale; Fiscomania, https://fiscomania.com/indennita-di-vacanza). L’importo dell’IVC di questo contratto non è nella base di conoscenza: verificalo nel testo del CCNL o con l’associazione di categoria.`;

/** True when the message asks what applies between the agreement's expiry and its renewal. */
export function untilRenewalAsked(message: string): boolean {
  return UNTIL_RENEWAL.test(readable(message));
}

/** The renewal answer with what applies until the renewal, after its first paragraph, when the question asks it. */
export function withUntilRenewal(answer: AgentAnswer, message: string): AgentAnswer {
  if (!untilRenewalAsked(message) || /vacanza contrattual/i.test(answer.text)) return answer;
  const parts = answer.text.split('\n\n');
  parts.splice(1, 0, UNTIL_RENEWAL_NOTE);
  return { ...answer, text: parts.join('\n\n'), brief: `${answer.brief}\n\n${UNTIL_RENEWAL_NOTE}` };
}
