import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

/**
 * Follow-ups that change one thing or ask "perché?" (fixs57a): a comparison's level changed on one side, a
 * fixed-term contract's new dates said with a verb after "contratto", a day's pay after an hour's, two offers'
 * monthly nets on their own payments, and the reason behind a smaller net rise, a longer probation elsewhere and
 * a level's tranche below the renewal's headline figure.
 */
const text = (answer: unknown) => (answer as { text: string }).text;

describe('follow-ups that change one thing', () => {
  it("a comparison's level replaced on one side keeps the other side's level", () => {
    const answer = askAgent('confronta', 'e se in officina invece del C2 fosse D2?', {
      history: [
        'Confronto dei minimi: 2° livello del Commercio e livello C2 dei Metalmeccanici industria, quale paga di più?',
      ],
    });
    const opening = openingLines(text(answer));
    // D2 from 1.6.2026: 1.979,37 (KB); C2 is 2.064,88, the level set aside.
    expect(opening).toContain('1.979,37');
    expect(opening).toContain('livello D2');
    expect(opening).not.toContain('2.064,88');
    expect(opening).toContain('2° livello');
  });

  it('"se il contratto finisse/durasse …" names no agreement: the earlier seasonal hire keeps its agreement', () => {
    const history = [
      'Hotel stagionale col CCNL Turismo Federalberghi: un barista assunto come stagionale dal 1° giugno al 15 settembre 2026, quanto dura la prova?',
    ];
    const message = 'e se il contratto durasse invece dal 1° maggio al 31 ottobre?';
    const read = readQuestion({ kb: testKb, message, history, categories: [], today: TEST_TODAY });
    expect(read.slots.unknownAgreements).toEqual([]);
    expect(read.intent).toBe('probation');
    const opening = openingLines(text(askAgent('main-agent', message, { history })));
    expect(opening).not.toMatch(/non è nella base di conoscenza/);
    expect(opening).toContain('Turismo Federalberghi');
    // The follow-up's own dates, dated by the conversation's year: 184 calendar days give the law's 12 days, shorter
    // than Turismo's 14 for seasonal workers (L. 203/2024; Ministry of Labour circ. 6/2025).
    expect(opening).toContain('dal 1° maggio 2026 al 31 ottobre 2026');
    expect(opening).toMatch(/\*\*12 giorni\*\*/);
    expect(opening).toMatch(
      /14 giorni che il CCNL Turismo Federalberghi prevede per i lavoratori stagionali/,
    );
  });

  it("a day's pay asked after the hourly one: the agreement's daily divisor", () => {
    for (const message of ['ok, e per giornata?', 'e al dì?']) {
      const answer = askAgent('calcolo', message, { history: ['paga oraria del 3° livello commercio?'] });
      // 2.024,38 / 26 = 77,86.
      expect(openingLines(text(answer))).toContain('77,86');
    }
  });

  it('two offers each on their own payments: each yearly net divided by its own count', () => {
    const answer = askAgent('calcolo', 'e mensilmente? la prima con 14 mensilità e la seconda con 13', {
      history: ['Offerta A: RAL 28.000. Offerta B: RAL 32.000. Vivo a Torino, 2026: netto annuo di ognuna?'],
    });
    const opening = openingLines(text(answer));
    expect(opening).toMatch(/28\.000,00 € su 14 mensilità \*\*1\.575,95 €\*\*/);
    expect(opening).toMatch(/32\.000,00 € su 13 mensilità \*\*1\.868,50 €\*\*/);
  });
});

describe('"perché?" follow-ups explain the reason', () => {
  const offers = [
    'Offerta A: RAL 28.000. Offerta B: RAL 32.000. Vivo a Torino, 2026: netto annuo di ognuna e quanto in più con la B?',
  ];

  it.each(['come mai così poco?', 'perché il netto cresce così poco se sono 4.000 euro lordi in più?'])(
    '"%s": the marginal IRPEF rate opens, with the contributions',
    (message) => {
      const opening = openingLines(text(askAgent('calcolo', message, { history: offers })));
      expect(opening).toMatch(/^Perché/);
      expect(opening).toContain('aliquota marginale IRPEF del 33%');
      expect(opening).toContain('9,19%');
      expect(opening).toContain('4.000,00 € lordi in più');
    },
  );

  it("a probation thought long against another agreement's: the asked agreement's figure opens", () => {
    const answer = askAgent(
      'main-agent',
      'come mai così poco? quando ero nel commercio al 4° livello avevo 60 giorni',
      { history: ['lavoro in un albergo, 4° livello turismo: quanto dura la prova?'] },
    );
    const opening = openingLines(text(answer));
    expect(opening).toMatch(/\*\*30 giorni\*\* nel CCNL Turismo Federalberghi/);
    expect(opening.indexOf('Turismo')).toBeLessThan(opening.indexOf('Commercio'));
    expect(opening).toContain('60 giorni di lavoro effettivo');
  });

  it("a level's tranche below the renewal's headline figure: the riparametrazione, with the parameters", () => {
    const answer = askAgent(
      'main-agent',
      'sono al 3° livello e a gennaio 2025 il minimo è aumentato di 56 euro, non di 60: come mai?',
      { history: ['rinnovo alimentari industria: aumento di gennaio 2025?'] },
    );
    const opening = openingLines(text(answer));
    // 2.031,54 − 1.974,61 = 56,93 = 60 × 130 / 137 (KB tables; scale 100–230 in the pay structure).
    expect(opening).toContain('**56,93 €**');
    expect(opening).toContain('riparametrazione');
    expect(opening).toContain('60,00 € × 130 / 137');
  });
});
