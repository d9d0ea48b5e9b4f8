import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's opening line, citation marks dropped. */
const opening = (agent: string, message: string, history: string[] = []) =>
  (
    askAgent(agent, message, { history })
      .text.split('\n')
      .find((l) => l.trim() !== '') ?? ''
  ).replace(/ ?(?:\[\d+\])+/g, '');

describe('a renewal asked yes or no opens with its verdict (fixs28a)', () => {
  it('says No to an una tantum the renewal does not give', () => {
    expect(opening('main-agent', 'col rinnovo dei pubblici esercizi fipe ci spetta una una tantum?')).toMatch(
      /^\*\*No\*\*: nel CCNL Pubblici esercizi FIPE, una tantum:.*senza citare alcuna una tantum/,
    );
    expect(
      opening(
        'main-agent',
        'Non sono iscritto al sindacato e a luglio 2025 mi hanno trattenuto 25 euro per il rinnovo dei chimici: è una una tantum che ci restituiscono?',
      ),
    ).toMatch(/^\*\*No\*\*: .*\*\*25 €\*\*/);
  });

  it('says No to a tranche claimed after the renewal’s last one, naming the last', () => {
    expect(
      opening(
        'main-agent',
        "il consulente della cooperativa sociale sostiene che a marzo 2026 scatta ancora una tranche del rinnovo. quando c'è stata l'ultima?",
      ),
    ).toBe(
      "**No**: nel CCNL Cooperative sociali nessuna tranche è prevista a marzo 2026: l'ultima tranche del rinnovo è quella del 1° ottobre 2025.",
    );
  });

  it('says No to a renewal claimed in a year later than every last renewal named', () => {
    expect(
      opening(
        'main-agent',
        'mi hanno detto che il contratto dei chimici è stato rinnovato nel 2027, è vero?',
      ),
    ).toMatch(
      /^\*\*No\*\*: nelle fonti lette nessun rinnovo risulta firmato nel 2027; il CCNL Chimico-farmaceutico vale/,
    );
  });

  it('says Sì to a month’s increase asked, with the level’s tranche, and No to an increase denied', () => {
    expect(
      opening(
        'main-agent',
        "contratto area meccanica artigiani: a marzo 2026 c'è stato un aumento per il 4 livello?",
      ),
    ).toBe(
      '**Sì**: nel CCNL Metalmeccanici artigianato il minimo mensile del 4° livello aumenta di **25,00 €** dal 1° marzo 2026: da 1.631,98 € a 1.656,98 €.',
    );
    expect(
      opening(
        'main-agent',
        "nel confapi metalmeccanici mi dicono che a settembre 2025 non c'è stato nessun aumento. giusto?",
      ),
    ).toMatch(/^No: .*aumenta di \*\*22,10 €\*\* dal 1° settembre 2025/);
  });

  it('weighs a percentage rise claimed from a month on the renewal’s own tranche', () => {
    expect(
      opening('main-agent', 'i minimi degli operai agricoli sono saliti del 5% da gennaio 2025, confermi?'),
    ).toMatch(/^\*\*Sì\*\*: .*aumentano del \*\*5%\*\* dal 1° gennaio 2025/);
    expect(
      opening(
        'main-agent',
        'gli operai agricoli hanno avuto un aumento del 3% dei minimi da gennaio 2025? confermi?',
      ),
    ).toMatch(/^\*\*No\*\*: .*non del 3% ma del \*\*5%\*\*/);
  });
});

describe('the next tranche asked in other words (fixs28a)', () => {
  it("reads 'un'altra tranche' and 'a quanto sale' as the next tranche and its new minimum", () => {
    const line = opening(
      'calcolo',
      "CCNL Alimentari industria, 5° livello: è prevista un'altra tranche? da quando e a quanto sale il minimo?",
    );
    // ("a quanto sale" asks the new minimum: it is the bold figure.)
    expect(line).toMatch(/^\*\*Sì\*\*: .*decorre dal 1° gennaio 2027: .*passa a \*\*1\.874,17 €\*\*/);
    // The sources' own figure for that tranche, at their reference level.
    expect(line).toContain('39,00 € di retribuzione (IAR e TEM) al parametro medio');
  });

  it("reads 'il prossimo scatto del contratto' as a tranche, not a seniority increment", () => {
    expect(
      opening('calcolo', 'e il prossimo scatto del contratto quando arriva?', [
        'ristorante CCNL pubblici esercizi FIPE, cameriere al 5° livello: minimo mensile?',
      ]),
    ).toMatch(/prossimo aumento del minimo del 5° livello decorre dal 1° giugno 2027: .*a 1\.607,26 €/);
  });

  it("reads 'dal prossimo luglio' as next July once this year's has passed", () => {
    expect(
      opening('calcolo', 'e dal prossimo luglio a quanto passa?', [
        'CCNL Chimico-farmaceutico, categoria D1: qual è il minimo tabellare oggi?',
      ]),
      // (The July 2027 table is only derived: the minimum asked is the gap at that day, fixs34i.)
    ).toMatch(
      /per il livello D1 \(categoria D, posizione organizzativa 1\) nel CCNL Chimico-farmaceutico al 1° luglio 2027 non è nella base di conoscenza/,
    );
  });
});

describe('minimums and gaps of the renewal class (fixs28a)', () => {
  it('answers an AIOP RSA level after the accordo ponte, not as a holiday bridge', () => {
    expect(
      opening(
        'calcolo',
        "CCNL AIOP RSA: tabellare mensile del livello C dopo l'accordo ponte del 3 ottobre 2023?",
      ),
    ).toMatch(/minimo mensile lordo del Livello C al 3 ottobre 2023 è \*\*1\.419,80 €\*\*/);
  });

  it('says ARIS RSA is not held even with AIOP denied beside it', () => {
    expect(
      opening('main-agent', 'Lavoro in una RSA ARIS (ente religioso, non AIOP): qual è il minimo di un OSS?'),
    ).toMatch(/^\*\*CCNL ARIS RSA non è nella base di conoscenza\*\*/);
  });

  it('names a Confapi category as a level', () => {
    expect(
      opening('calcolo', 'CCNL Unionmeccanica Confapi: minimo del 3° livello da settembre 2025?'),
    ).toMatch(/del 3° livello \(3ª categoria\) al 1° settembre 2025 è \*\*1\.964,74 €\*\*/);
  });

  it('gives the arrears of a payslip’s shortfall over the months asked', () => {
    const text = askAgent(
      'calcolo',
      'il minimo della busta di ottobre è giusto? quanto mi devono di arretrati da luglio a ottobre?',
      {
        documents: [
          {
            fileId: 'f',
            fileName: 'busta.txt',
            text: 'BUSTA PAGA OTTOBRE 2026\nCCNL Metalmeccanici industria (Federmeccanica)\nOperaio liv. C3\nMinimo tabellare        2.158,26\nTotale competenze       2.158,26\n',
          },
        ],
      },
    ).text;
    expect(text).toContain(
      'Arretrati da luglio a ottobre (4 mensilità, solo minimo): 4 × 53,17 € = **212,68 €** lordi.',
    );
  });
});
