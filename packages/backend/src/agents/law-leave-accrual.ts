import type { LawFact } from './law-facts.js';

/**
 * D.Lgs. 151/2001, art. 22 c. 3 (maternity) and art. 34 c. 5 as rewritten by D.Lgs. 105/2022 (parental leave):
 * the months of leave count as service, for the 13th month and the holidays too.
 */
export const LEAVE_ACCRUAL: LawFact = {
  figure: 'anche la tredicesima e le ferie',
  text: 'i periodi di congedo di maternità (compresa l’interdizione anticipata per gravidanza a rischio) si computano nell’anzianità di servizio a tutti gli effetti, quindi maturano {figure}, e non si godono ferie durante il congedo. Dopo il D.Lgs. 105/2022 anche i periodi di congedo parentale contano nell’anzianità e non riducono ferie, riposi e tredicesima, salvo gli emolumenti accessori legati alla presenza in servizio e salvo diversa previsione del contratto collettivo.',
  reference: 'D.Lgs. 151/2001, art. 22 c. 3 e art. 34 c. 5',
  sources: [
    {
      url: 'https://informafisac.it/wp/?p=17871',
      label:
        'Informafisac: testo dell’art. 22 del D.Lgs. 26 marzo 2001, n. 151 (trattamento del congedo di maternità)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://monster.it/ricerca-personale/info-hr/gestione-dei-collaboratori/cultura-aziendale/congedo-maternita',
      label: 'Monster (F. Licari): periodi di congedo di maternità e maturazione di tredicesima, ferie e ROL',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://ntpluslavoro.ilsole24ore.com/art/congedo-parentale-e-maturazione-ratei-AFfMNRPD',
      label:
        'NT+ Lavoro (Il Sole 24 Ore): congedo parentale e maturazione dei ratei (art. 34 c. 5, D.Lgs. 105/2022)',
      date: null,
      confidence: 'medium',
    },
  ],
};
