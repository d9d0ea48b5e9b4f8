import { jobTerms } from './job-terms.js';

/**
 * A driver's profile («autista con patente C+E per servizi interni a porti», «conducente di autocarro», «rider su
 * cicli») is a job on the road: a job that tells no driving, no vehicle and no licence (a warehouse picker who
 * "porta i pezzi al banco", "niente muletto") is not it, whatever other word the two share ("porto" the verb for
 * «porti» the harbours, «piattaforme logistiche» for a logistics hub).
 */
const DRIVER = /\b(?:autist\w*|conducent\w*|rider)\b/iu;

// The words a driver's own story uses: the vehicle, the licence, the driving, the deliveries, the load hauled
// and the nights away ("fa container e casse mobili, sempre C+E con trasferte").
const DRIVING = new Set(
  jobTerms(
    'autista autisti conducente guido guida guidare patente camion camionista furgone furgoni autocarro bilico autoarticolato tir motrice rimorchio semirimorchio cronotachigrafo consegne consegno corriere rider bici bicicletta ciclomotore motorino scooter moto ambulanza pulmino autobus scuolabus navetta veicolo veicoli container cisterna cisterne trasferta trasferte adr tachigrafo viaggiante viaggianti',
  ),
);

/** A driver's profile (or a level's definition) against a job whose own terms (negated ones carry «non») tell no driving. */
export const undrivenDriverProfile = (profile: string, jobTermsOfJob: ReadonlySet<string>): boolean =>
  DRIVER.test(profile) && ![...jobTermsOfJob].some((t) => DRIVING.has(t));
