import { terms } from '../kb/text.js';

// Qualifications a profile requires: an «autista ADR» is not a driver who names no dangerous goods.
const CREDENTIALS = new Set(terms('adr atp haccp'));

/**
 * The credentials a profile and a job do not share: those the profile requires and the job does not name, and
 * those the job names («patentino ADR») that the profile lacks while another profile of the agreement requires
 * them — the «autista ADR», not the «autista su bilico», for a driver with the ADR licence.
 */
export function unsharedCredentials(
  profile: ReadonlySet<string>,
  job: ReadonlySet<string>,
  agreementWords: ReadonlySet<string>,
): number {
  return (
    [...profile].filter((w) => CREDENTIALS.has(w) && !job.has(w)).length +
    [...job].filter((w) => CREDENTIALS.has(w) && !profile.has(w) && agreementWords.has(w)).length
  );
}
