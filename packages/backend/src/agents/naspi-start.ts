import { bold } from './compose.js';
import type { LawFact } from './law-facts.js';

/**
 * When the NASpI is paid from and what the weeks of contributions asked are for (D.Lgs. 22/2015, arts. 3 and 6).
 * Read on 2026-11-27: art. 6 on Normattiva (text in force from 30 April 2020) and the labour press on it.
 */

/** Art. 6 c. 2: from the eighth day after the ending, or from the day after a later application. */
export const NASPI_START: LawFact = {
  figure: 'dall’ottavo giorno successivo alla cessazione del rapporto',
  text: 'la NASpI spetta {figure} se la domanda è presentata entro l’ottavo giorno; se la domanda è presentata dopo, spetta dal primo giorno successivo alla data di presentazione della domanda (che va comunque fatta entro 68 giorni dalla cessazione, a pena di decadenza).',
  reference: 'D.Lgs. 22/2015, art. 6',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2015-03-04;22~art6-com1',
      label: 'Normattiva: D.Lgs. 4 marzo 2015 n. 22, art. 6 (domanda e decorrenza della prestazione)',
      date: '2020-04-30',
      confidence: 'high',
    },
    {
      url: 'http://www.infodocenti.it/naspi-decorrenza-del-pagamento-dellindennita-di-disoccupazione/',
      label: 'Infodocenti: NASpI, decorrenza dall’ottavo giorno o dal giorno dopo la domanda',
      date: null,
      confidence: 'low',
    },
  ],
};

// "da quando mi pagano?", "da quando decorre?", "quando parte la naspi?", "da che giorno la prendo?".
export const ASKS_START =
  /\bda quando\b|\bda che (?:giorno|data|momento)\b|\bdecorr\w*|\bdecorrenz\w*|\bquando (?:parte|inizi\w*|comincia|cominciano|arriv\w*|mi pag\w*|la pag\w*|la prend\w*)\b/;

// "quante settimane di contributi servono?", "che requisiti ci vogliono?": what the benefit needs.
export const ASKS_REQUIREMENT =
  /\bquant\w* (?:settimane|mesi|anni|giorni)\b[^?]*\b(?:serv\w*|occorr\w*|bisogn\w*|ci vogliono|necessari\w*)\b|\brequisit\w*/;

// The count asked as a requirement ("quante settimane … servono"), taken out before reading a length asked.
export const WEEKS_NEEDED =
  /\bquant\w* (?:settimane|mesi|anni|giorni)\b(?=[^?]*\b(?:serv\w*|occorr\w*|bisogn\w*|ci vogliono|necessari\w*)\b)/g;

export const startOpening = (): string =>
  `La NASpI spetta ${bold(NASPI_START.figure)} se fai la domanda entro l’ottavo giorno; se la fai dopo, dal giorno successivo alla domanda (${NASPI_START.reference} c. 2).`;

export const requirementOpening = (figure: string, reference: string): string =>
  `Per la NASpI servono ${bold(figure)} l’inizio della disoccupazione (${reference}), oltre alla perdita involontaria del lavoro.`;
