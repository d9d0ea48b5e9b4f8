import type { LawFact } from './law-facts.js';

/**
 * The law's rules for a part-timer's entitlements (D.Lgs. 81/2015, art. 7), each with the pages it was read on
 * (2026-11-24, `search` corpus `pages`): labour-law press and consultants, at most medium confidence.
 */
export const PART_TIME_RULES = {
  /** Same rights as a comparable full-timer; pay and its parts in proportion to the hours. */
  proportion: {
    reference: 'D.Lgs. 81/2015, art. 7',
    sources: [
      {
        url: 'https://studiosimonetto.biz/il-principio-di-non-discriminazione-tra-lavoratori-tempo-parziale-e-a-tempo-pieno',
        label:
          'Studio Simonetto (da JuraNews): il principio di non discriminazione tra part-time e tempo pieno',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  /** The extra months: a full month of the part-time pay, not fewer months. */
  extraMonth: {
    reference: 'D.Lgs. 81/2015, art. 7, c. 2',
    sources: [
      {
        url: 'https://lavoroediritti.com/abclavoro/tredicesima-part-time',
        label: 'Lavoro e Diritti: tredicesima nel part-time',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.livingcesenatico.it/2022/12/17/il-punto-la-tredicesima-mensilita/',
        label: 'Living Cesenatico: il punto sulla tredicesima mensilità',
        date: '2022-12-17',
        confidence: 'low',
      },
    ],
  },
  /** Holidays: horizontal the full-time days, vertical in proportion to the days worked (Min. Lavoro circ. 24/2000). */
  holidays: {
    reference: 'D.Lgs. 81/2015, art. 7; Ministero del Lavoro, circ. 24/2000',
    sources: [
      {
        url: 'http://hr-services-net.it/esperto/esperto.php?id_prec=61',
        label:
          'HR Services: ferie nel part-time orizzontale e verticale (circolare 24/2000 del Ministero del Lavoro)',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://soldioggi.it/come-calcolare-ferie-nel-part-time-verticale-10272.html',
        label: 'SoldiOggi: come calcolare le ferie nel part-time verticale',
        date: null,
        confidence: 'medium',
      },
    ],
  },
} satisfies Record<string, Pick<LawFact, 'reference' | 'sources'>>;
