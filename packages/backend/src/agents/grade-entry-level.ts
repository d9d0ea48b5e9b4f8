import { levelsByPay } from '../kb/levels-by-pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { Grade } from './described-grade.js';

/**
 * The entry level of a grade an agreement defines worker by worker, not as a group: where no definition names
 * «operai specializzati», the lowest-paid level whose definition names «operaio specializzato» (Metalmeccanici
 * industria: C2, «operaio specializzato con conoscenze tecnico-pratiche inerenti la tecnologia del lavoro»; the
 * C3's «operaio specializzato con maggiore autonomia esecutiva su apparati … complessi» asks more than the grade).
 * Undefined where a definition names the grade as a group (levelOfGrade decides there) or none names it.
 */
export function gradeEntryLevel(ccnl: Ccnl, grade: Grade, today: string): string | undefined {
  const definition = (text: string | null | undefined) => readable(text ?? '');
  if (ccnl.levels.some((l) => new RegExp(`\\boperai ${grade}i\\b`, 'u').test(definition(l.declaratoria))))
    return undefined;
  const single = new RegExp(`\\boperai[oa] ${grade}[oa]\\b`, 'u');
  const carrying = ccnl.levels.filter((l) => single.test(definition(l.declaratoria)));
  return carrying.length ? levelsByPay(ccnl, today, carrying)[0]?.level : undefined;
}
