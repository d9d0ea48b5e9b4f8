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

/** The sections the gaps name: as the rules read them, and as the gap writes them (for the answer). */
function sectionsNotHeld(ccnl: Ccnl): { read: string; shown: string }[] {
  const split = (named: string | undefined) =>
    named ? named.split(/ e (?:della|delle|dei|degli|del|di) /).map((s) => s.trim()) : [];
  return ccnl.gaps.flatMap((gap) => {
    const read = split(NOT_HELD.exec(readable(gap))?.[1]);
    const shown = split(NOT_HELD.exec(gap.toLowerCase())?.[1]);
    return read.map((r, i) => ({ read: r, shown: shown.length === read.length ? (shown[i] ?? r) : r }));
  });
}

/** Words for a business that name the same section ("aziende minori" = "pubblici esercizi minori", "imprese minori"). */
const BUSINESS = String.raw`(?:aziend[ae]|impres[ae]|esercizi?|attivita|locali?|ditt[ae])`;

/**
 * Whether the question names the section: its words, or, for a section named by a business word and a qualifier
 * ("aziende minori"), any business word with that qualifier ("un chiosco... rientro nei pubblici esercizi minori").
 */
function namesSection(text: string, section: string): boolean {
  if (text.includes(section)) return true;
  const qualified = new RegExp(`^${BUSINESS} (\\w+)$`).exec(section)?.[1];
  return qualified ? new RegExp(`\\b${BUSINESS} ${qualified}\\b`).test(text) : false;
}

/** "della ristorazione collettiva", "delle aziende minori". */
const ofSection = (section: string): string => (/i$/.test(section) ? `delle ${section}` : `della ${section}`);

export function missingSectionGap(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  // The agreement's own name ("Pubblici Esercizi, Ristorazione Collettiva e Commerciale e Turismo") names no section.
  const text = readable(ctx.message)
    .replace(readable(ccnl.official_name), ' ')
    .replace(/\bpubblici esercizi,? (?:e )?ristorazione collettiva\b/g, ' ');
  const held = sections(ccnl).map((s) => readable(s));
  const found = sectionsNotHeld(ccnl).find(
    ({ read: s }) =>
      namesSection(text, s) && !held.includes(s) && !new RegExp(`\\bnon (?:\\w+ ){0,3}?${s}`).test(text),
  );
  if (!found) return undefined;
  const asked = found.shown;
  const named = req.slots.level?.replace(/^(\d+)s$/i, '$1° livello super').replace(/^(\d+)$/, '$1° livello');
  const level = named ? ` del ${named.includes('livello') ? named : `livello ${named}`}` : '';
  const own = sections(ccnl).filter(Boolean);
  return compose({
    answer: `Nel ${ccnl.short_name} le tabelle retributive ${ofSection(asked)} ${bold('non sono nella base di conoscenza')}: non posso darti il minimo${level} di quella sezione né i calcoli che ne dipendono.`,
    steps: own.length
      ? [
          `Le tabelle che ho sono della ${own.join(', ')}, che non valgono ${asked.endsWith('i') ? 'per le' : 'per la'} ${asked}: per la verifica serve la tabella ${ofSection(asked)} del contratto (presso l’associazione datoriale, il sindacato o l’appaltatore).`,
        ]
      : [],
    citations: [],
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
