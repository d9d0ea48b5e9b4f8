import type { LawFact } from './law-facts.js';

/**
 * Illness during the holidays, a rule of the law (not of an agreement): read on the pages below on 2026-11-23,
 * with the confidence their kind allows (specialised press at most medium).
 */
export const HOLIDAY_ILLNESS = {
  figure: 'sospende le ferie',
  text: 'la malattia che insorge durante le ferie {figure}: i giorni di malattia certificati non contano come ferie e si recuperano dopo la guarigione, in un periodo da concordare con il datore di lavoro. Serve il certificato medico e va avvisato subito il datore (con l’indirizzo dove si è reperibili per la visita fiscale); un malessere lieve che non impedisce il riposo non le sospende.',
  reference: 'art. 2109 c.c.; Corte cost. 616/1987',
  sources: [
    {
      url: 'https://money.it/Malattia-durante-ferie-come-chiedere-sospensione',
      label: 'Money.it: malattia durante le ferie, come chiedere la sospensione',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.laleggepertutti.it/220825_malattia-durante-le-ferie-che-succede',
      label: 'La Legge per Tutti: malattia durante le ferie, che succede?',
      date: '2018-07-11',
      confidence: 'medium',
    },
  ],
} as const satisfies LawFact;
