import { surchargesLeftOut } from '../reader/calc-reading.js';
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
