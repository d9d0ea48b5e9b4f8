import type { LawFact } from './law-facts.js';

/**
 * The law's frame of every disciplinary code (L. 300/1970, art. 7) and the terms to appeal a dismissal
 * (L. 604/1966, art. 6, as changed by L. 183/2010, art. 32). Read on 2026-11-30.
 */
export const STATUTE_ART7: LawFact = {
  figure: '5 giorni',
  text: 'nessuna sanzione più grave del rimprovero verbale prima di 5 giorni dalla contestazione scritta, nei quali il lavoratore può giustificarsi (anche con un rappresentante sindacale); la multa non può superare 4 ore della retribuzione base e la sospensione dal servizio e dalla retribuzione 10 giorni; la sanzione può essere impugnata chiedendo entro 20 giorni, tramite l’Ispettorato del lavoro, un collegio di conciliazione e arbitrato (la sanzione resta sospesa fino alla decisione); delle sanzioni non si tiene conto decorsi 2 anni dalla loro applicazione.',
  reference: 'L. 300/1970 (Statuto dei lavoratori), art. 7',
  sources: [
    {
      url: 'https://brocardi.it/statuto-lavoratori/titolo-i/art7.html',
      label: 'Brocardi.it: art. 7 dello Statuto dei lavoratori (testo), sanzioni disciplinari',
      date: null,
      confidence: 'medium',
    },
  ],
};

export const DISMISSAL_APPEAL: LawFact = {
  figure: '60 giorni',
  text: 'il licenziamento va impugnato entro 60 giorni dalla sua comunicazione scritta, con qualsiasi atto scritto anche stragiudiziale; poi, a pena di inefficacia, entro i successivi 180 giorni va depositato il ricorso in tribunale o chiesto il tentativo di conciliazione o arbitrato.',
  reference: 'L. 604/1966, art. 6 (come modificato dalla L. 183/2010, art. 32)',
  sources: [
    {
      url: 'https://www.studiocerbone.com/corte-cassazione-sentenza-n-19919-depositata-5-ottobre-2016-lart-6-della-l-n-604-del-1966-modificato-dallart-32-della-n-183-del-2010-prevede-termine-decadenza-sessant/',
      label:
        'Studio Cerbone: Cassazione n. 19919/2016, 60 giorni per l’impugnazione stragiudiziale del licenziamento e 180 giorni per il ricorso',
      date: '2016-10-05',
      confidence: 'medium',
    },
  ],
};
