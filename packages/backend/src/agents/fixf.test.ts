import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 13 (fixf): a figure asked inside a story, part-time shares, domestic work and levels carried in
// conversations.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('the figure asked at the end of a story wins over the event the story tells', () => {
  it.each([
    [
      'Finito il congedo parentale sono rientrata con 24 ore la settimana su 40. Faccio la commessa, 4° livello del commercio, senza scatti. Quanto mi spetta adesso di minimo al mese?',
      // 1.818,75 × 24 / 40 = 1.091,25
      '**1.091,25 €**',
    ],
    [
      'Dopo un infortunio sul lavoro la cooperativa mi ha messo a 19 ore su 38. Sono OSS, categoria C1 delle cooperative sociali. A quanto ammonta ora il mio minimo contrattuale mensile?',
      // 1.545,21 × 19 / 38 = 772,61
      '**772,61 €**',
    ],
    [
      'Mia moglie è in maternità da settembre e io per seguire la casa sono passato a 30 ore su 40: impiegato al 5° livello del commercio. Con il part-time il mio minimo quanto diventa?',
      // 1.691,70 × 30 / 40 = 1.268,78
      '**1.268,78 €**',
    ],
  ])('%s', (message, figure) => {
    expect(openingLine(ask(message))).toContain(figure);
  });
  it('an ask that names the event still answers the event', () => {
    expect(
      openingLine(
        ask(
          'Sono rientrata dal lavoro a ottobre, commercio 4° livello: quanto dura la maternità obbligatoria?',
        ),
      ),
    ).toContain('maternità');
  });
});

describe('a part-timer’s hour is a full-timer’s hour', () => {
  it('the hourly pay of a level is not scaled by the share', () => {
    const text = ask(
      'Lavoro part-time al 50%, impiegata C3 metalmeccanica: quanto vale la mia ora di lavoro?',
    );
    // 2.211,43 / 173 = 12,78
    expect(openingLine(text)).toContain('**12,78 €**');
    expect(text).toContain('D.Lgs. 81/2015');
  });
});

describe('a part-time share applied to the yearly hours of paid permits', () => {
  it('a follow-up that gives the weekly hours against the full week', () => {
    const text = ask('io però sono a 30 ore la settimana su 40: a me quante ore di permesso toccano?', [
      'Quante ore di permessi retribuiti all’anno prevede il contratto multiservizi per chi è a tempo pieno?',
    ]);
    // 72 × 30 / 40 = 54
    expect(openingLine(text)).toContain('**54 ore**');
  });
  it('a percentage, in another agreement that gives its permits as one figure', () => {
    const text = ask(
      'Cameriera ai piani in albergo, contratto turismo, part-time al 50%: quante ore di permessi retribuiti ho in un anno?',
    );
    // 104 × 50% = 52
    expect(openingLine(text)).toContain('**52 ore**');
  });
});

describe('a domestic worker’s hourly minimum from whom she looks after', () => {
  it.each([
    [
      // BS, non conviventi, 2025: 7,10
      'Nel 2025 una studentessa veniva da noi due pomeriggi a settimana per stare con nostro figlio di 9 anni e aiutarlo con i compiti, poi tornava a casa sua. Quanto andava pagata all’ora come minimo quell’anno?',
      "**7,10 € l'ora**",
    ],
    [
      // AS, non conviventi, 2026: 6,76
      'Cerco una persona a ore che faccia solo compagnia a mio nonno, che è autosufficiente, senza occuparsi della casa: qual è la paga oraria minima?',
      "**6,76 € l'ora**",
    ],
  ])('%s', (message, figure) => {
    const text = ask(message);
    expect(openingLine(text)).toContain(figure);
    expect(text).toMatch(/Livello [AB]S, /);
  });
  it('a minimum asked for a worker who does not live in is the hourly one', () => {
    // CS, non conviventi, 2026: 8,30
    expect(
      openingLine(ask('Badante non convivente di livello CS: a quanto ammonta il minimo contrattuale?')),
    ).toContain("**8,30 € l'ora**");
  });
});

describe('the increments the years of service give, with a pay stated in the story', () => {
  it('a live-in carer’s two biennial increments, the minimum paid stated beside them', () => {
    const text = ask(
      'Da oltre quattro anni assistiamo la nonna con una badante che vive con lei, livello CS; nel 2025 le davamo 1.137,86 euro al mese, il minimo. Ci hanno detto che le spettano gli scatti: quanto doveva prendere in più ogni mese nel 2025?',
    );
    // 4 years: 2 biennial increments of 4% of 1.137,86 = 2 × 45,51 = 91,03
    expect(openingLine(text)).toContain('**91,03 €');
  });
  it('another agreement’s period, the increments’ amount asked as "a quanto ammontano"', () => {
    const text = ask(
      'Sono C3 in una fabbrica metalmeccanica da 9 anni e prendo 2.300 euro lordi: gli scatti di anzianità a quanto ammontano al mese?',
    );
    // 9 years, one every 2 years: 4 increments
    expect(openingLine(text)).toContain('Con 4 scatti');
  });
});

describe('a family’s yearly cost of a domestic worker from the level', () => {
  it('a live-in carer: the monthly minimum on 13 payments, the employer’s contributions and the TFR', () => {
    const text = ask(
      'Teniamo in casa una badante convivente di livello CS: quanto ci costa in un anno, contributi compresi?',
    );
    // 2026: 1.193,84 × 13 = 15.519,92; INPS 0,93 × 54 × 52 = 2.611,44; TFR 15.519,92 / 13,5 = 1.149,62
    expect(openingLine(text)).toContain("**19.280,98 € l'anno**");
  });
});

describe('a comparison follow-up keeps the level and subject the conversation holds', () => {
  it('the earlier agreement’s level said in another clause than its name', () => {
    const text = ask(
      'Mettilo a confronto con un B1 delle cooperative sociali.',
      [
        'Faccio le pulizie negli uffici, contratto multiservizi, e sono al terzo livello: quanto prendo di minimo?',
      ],
      'confronta',
    );
    // Multiservizi 3° livello from 1.10.2026: 1.478,05
    expect(openingLine(text)).toContain('**1.478,05 €** nel CCNL Multiservizi (3° livello)');
  });
  it('a level told as "inquadrata" does not make the levels the subject; the minimum asked is', () => {
    const text = ask(
      'e rispetto a un C2 dei metalmeccanici?',
      ['Faccio la commessa nel commercio, sono inquadrata al quarto livello: qual è il mio minimo?'],
      'confronta',
    );
    expect(openingLine(text)).toContain('**1.818,75 €** nel CCNL Commercio (4° livello)');
  });
});
