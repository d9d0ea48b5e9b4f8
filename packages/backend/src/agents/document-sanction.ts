import { indexOf, passagesText } from '../kb/documents.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { sanctionAmount, sanctionTold } from './discipline-amount.js';
import { STATUTE_ART7 } from './discipline-law.js';
import { lawCitations } from './law-facts.js';

/**
 * An uploaded letter that gives a sanction ("Le viene inflitta la sospensione dal servizio e dalla retribuzione
 * per giorni 3"), asked "quanto mi tolgono?" with the level in the message: the law's ceiling the sanction is
 * held to (a fine up to 4 hours, a suspension up to 10 days: L. 300/1970, art. 7), then its euro at the level's
 * daily or hourly pay (discipline-amount.ts). Undefined when no letter gives a fine in hours or a suspension in
 * days, or the amount cannot be computed.
 */
const SANCTION_GIVEN =
  /\bprovvediment\w*|\binflitt\w*|\bcomminat\w*|\bapplic\w*|\bsanzion\w*|\bsospension\w* dal (?:servizio|lavoro)\b/;

export function documentSanction(ctx: AgentContext): AgentAnswer | undefined {
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const letter = passagesText(document);
    const text = fold(letter);
    const sanction = SANCTION_GIVEN.test(text) ? sanctionTold(text, undefined) : undefined;
    if (!sanction) continue;
    const amount = sanctionAmount(ctx, ctx.request as TypedRequest | undefined, [readable(letter)]);
    if (!amount) return undefined;
    const limit =
      sanction.kind === 'suspension'
        ? `Sì, la sospensione dal servizio e dalla retribuzione è una sanzione ammessa, ma per legge non può superare ${bold('10 giorni')} (art. 7 dello Statuto dei lavoratori): ${sanction.days > 10 ? `${bold(`${sanction.days} giorni superano il limite`)}` : `i ${sanction.days} giorni della lettera rientrano nel limite`}.`
        : `Sì, la multa è una sanzione ammessa, ma per legge non può superare ${bold('4 ore')} della retribuzione base (art. 7 dello Statuto dei lavoratori): ${sanction.hours > 4 ? `${bold(`${sanction.hours} ore superano il limite`)}` : `le ${sanction.hours} ore della lettera rientrano nel limite`}.`;
    const first = passages.find((p) => /sospension|multa/i.test(p.text)) ?? passages[0];
    return compose({
      answer: `${limit}\n\n${amount.line}`,
      steps: [
        ...amount.steps,
        'La sanzione va preceduta dalla contestazione scritta e da 5 giorni per le giustificazioni; si può impugnare entro 20 giorni davanti al collegio di conciliazione e arbitrato (tramite l’Ispettorato del lavoro), e resta sospesa fino alla decisione, oppure davanti al giudice.',
      ],
      assumptions: amount.assumptions,
      citations: [
        ...(first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : []),
        ...amount.citations,
        ...lawCitations(STATUTE_ART7, STATUTE_ART7.text),
      ],
      related: [],
    });
  }
  return undefined;
}
