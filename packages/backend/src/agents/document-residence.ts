import { passagesText } from '../kb/documents.js';
import type { Location } from '../payroll/local-taxes.js';
import { readPlace } from '../reader/places.js';
import type { AgentContext } from './context.js';

/**
 * The residence an uploaded document declares ("sede di lavoro e residenza dichiarata: Roma", "residente in
 * Bologna"): the surcharges follow the worker's fiscal domicile, so a hiring letter's residence is the place of
 * the net when the question names none (payroll rules §5).
 */
const RESIDENCE =
  /\bresiden(?:za|te)\b[^:\n.]{0,40}?(?::|\b(?:a|ad|in)\b)\s*((?:\p{Lu}[\p{L}'’]*)(?:\s+(?:\p{Lu}[\p{L}'’]*|di|del|della|sul)){0,3})/u;

export function documentResidence(ctx: AgentContext): Location | undefined {
  for (const document of ctx.documents) {
    const name = RESIDENCE.exec(passagesText(document))?.[1];
    if (!name) continue;
    const place = readPlace(name.toLowerCase(), `a ${name}`);
    if (place.municipality) return { municipality: place.municipality };
    if (place.region) return { region: place.region };
  }
  return undefined;
}
