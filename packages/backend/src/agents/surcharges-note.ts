import { surchargeKindLeftOut, surchargesLeftOut } from '../reader/surcharges-set-aside.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * Why a net carries no regional and municipal surcharges: the user left them out ("le addizionali lasciatele
 * fuori", here or in the turn that set the case), or no town was given. Left out as asked, the answer says so
 * and does not ask for the town it was told.
 */
export function surchargesNote(
  ctx: AgentContext,
  located: boolean,
): { assumptions: string[]; kept: (lines: string[]) => string[] } {
  if (located) return { assumptions: [], kept: (lines) => lines };
  const leftOut = [ctx.message, ...(ctx.history ?? [])].some(surchargesLeftOut);
  if (!leftOut)
    return {
      assumptions: [
        'Addizionali regionale e comunale escluse: indica il comune di residenza per includerle.',
      ],
      kept: (lines) => lines,
    };
  return {
    assumptions: ['Addizionali regionale e comunale escluse, come richiesto.'],
    kept: (lines) => lines.filter((line) => !/^Comune (?:di residenza )?non indicato/.test(line)),
  };
}

/**
 * The payslip's places without the one whose surcharge the message sets aside ("la sede è a Parma ma la comunale
 * lasciamola fuori"): the town written in the message is not taken for a surcharge the user left out.
 */
export function withoutSetAsidePlace<T extends { comune?: string; regione?: string }>(
  fields: T,
  message: string,
): T {
  // ("le addizionali regionali e comunali non contiamole", "addizionali escluse": both places go, though the story
  // names the town it works in.)
  const kind = surchargeKindLeftOut(readable(message));
  if (kind === 'both' && (fields.comune !== undefined || fields.regione !== undefined)) {
    const { comune: _c, regione: _r, ...rest } = fields;
    return rest as T;
  }
  if (kind === 'comunal' && fields.comune !== undefined) {
    const { comune: _c, ...rest } = fields;
    return rest as T;
  }
  if (kind === 'regional' && fields.regione !== undefined) {
    const { regione: _r, ...rest } = fields;
    return rest as T;
  }
  return fields;
}
