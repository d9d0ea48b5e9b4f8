import { sections } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A section of an agreement's pay tables that the knowledge base says it does not hold ("Tabelle della
 * ristorazione collettiva e delle aziende minori non incluse."), named by the question ("il CCNL FIPE, sezione
 * ristorazione collettiva: il minimo del 4° livello?"): an honest gap, never the general section's minimum in
 * its place (the sections differ in their tranches). The sections are read from the agreement's own gaps.
 */
const NOT_HELD = /^tabelle (?:della|delle|dei|degli|del|di) (.+?) non inclus[ei]\b/;

function sectionsNotHeld(ccnl: Ccnl): string[] {
  return ccnl.gaps.flatMap((gap) => {
    const named = NOT_HELD.exec(readable(gap))?.[1];
    return named ? named.split(/ e (?:della|delle|dei|degli|del|di) /).map((s) => s.trim()) : [];
  });
}

export function missingSectionGap(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  // The agreement's own name ("Pubblici Esercizi, Ristorazione Collettiva e Commerciale e Turismo") names no section.
  const text = readable(ctx.message)
    .replace(readable(ccnl.official_name), ' ')
    .replace(/\bpubblici esercizi,? (?:e )?ristorazione collettiva\b/g, ' ');
  const held = sections(ccnl).map((s) => readable(s));
  const asked = sectionsNotHeld(ccnl).find(
    (s) => text.includes(s) && !held.includes(s) && !new RegExp(`\\bnon (?:\\w+ ){0,3}?${s}`).test(text),
  );
  if (!asked) return undefined;
  const level = req.slots.level ? ` del ${req.slots.level}° livello` : '';
  const own = sections(ccnl).filter(Boolean);
  return compose({
    answer: `Nel ${ccnl.short_name} le tabelle retributive della ${asked} ${bold('non sono nella base di conoscenza')}: non posso darti il minimo${level} di quella sezione né i calcoli che ne dipendono.`,
    steps: own.length
      ? [
          `Le tabelle che ho sono della ${own.join(', ')}, che non valgono per la ${asked}: per la verifica serve la tabella della ${asked} del contratto (presso l’associazione datoriale, il sindacato o l’appaltatore).`,
        ]
      : [],
    citations: [],
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
