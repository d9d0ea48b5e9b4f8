import { describe, expect, it } from 'vitest';
import { levelStepsSchema } from '../kb/schema-apprentice-pay.js';
import { leaveKindsOf } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import { askAgent } from '../testing/agents.js';

const answer = (message: string, history?: string[], today = '2026-11-25') =>
  askAgent('main-agent', message, { today, ...(history ? { history } : {}) }).text;
const opening = (message: string, history?: string[], today?: string) =>
  answer(message, history, today).split('\n')[0] ?? '';

describe('an apprentice paid as lower levels by span of months (Alimentari, level_steps)', () => {
  it('the first months of an apprentice to the 4th: paid as a 6th, with EDR, and the length when asked', () => {
    const first = opening(
      "Industria alimentare: assumo un apprendista professionalizzante che arriverà al 4° livello. Quanto gli do al mese all'inizio e quanto dura l'apprendistato?",
    );
    expect(first).toMatch(/come il 6° livello: \*\*1\.730,38 €\*\*/);
    expect(first).toMatch(/EDR 10,33 €/);
    expect(first).toMatch(/dura \*\*36 mesi\*\*/);
  });
  it('the month asked picks its span ("dall\'11° al 22° mese" for an apprentice to the 3rd)', () => {
    const text = answer(
      'apprendista nell’industria alimentare con livello finale 3°: al 15° mese quanto prende?',
    );
    expect(text.split('\n')[0]).toMatch(
      /dall'11° al 22° mese, è retribuito come il 4° livello: \*\*1\.975,97 €\*\*/,
    );
    expect(text).toMatch(/\| 23-36 \| 3° livello \| 2\.098,82 € \|/);
  });
  it('after the first six months: the next span, up to the 20th month', () => {
    expect(
      opening(
        'alimentari industria, apprendista che diventerà 4° livello: dopo i primi sei mesi quanto lo pago?',
      ),
    ).toMatch(/dal 7° al 20° mese, è retribuito come il 5° livello: \*\*1\.853,19 €\*\*/);
  });
  it('a date after a newer minimum table: the minimum of the level paid as, and the table said', () => {
    const first = opening(
      'apprendista alimentari destinato al 4° livello, primo anno: quanto lo pago a marzo 2027?',
    );
    expect(first).toMatch(/\*\*1\.748,51 €\*\*.*tabella dei minimi dal 1° gennaio 2027/);
  });
  it('no level of arrival: the spans of every level, and the level asked for', () => {
    const text = answer('quanto si paga un apprendista nell’industria alimentare?');
    expect(text.split('\n')[0]).toMatch(/pagato come un livello inferiore a quello di arrivo/);
    expect(text).toMatch(/\| 4° livello \| 1-6: 6° livello; 7-20: 5° livello; 21-36: 4° livello \|/);
  });
  it('a month past the span the table was read to is said as such, never filled in', () => {
    expect(
      opening('apprendista alimentari industria livello finale 5, quanto guadagna al 30° mese?'),
    ).toMatch(/\*\*il 30° mese non è nella tabella degli apprendisti letta\*\*, che arriva al 24° mese/);
  });
  it('the steps must start at the first month and follow on', () => {
    const row = (steps: { from_month: number; to_month: number; paid_as: string }[]) => ({
      effective_from: '2026-01-01',
      rows: [{ level: '4', steps }],
      sources: [
        {
          url: 'https://example.org/tabella',
          label: 'Pagina di prova',
          kind: 'other',
          source_date: '2026',
          confidence: 'low',
        },
      ],
    });
    expect(levelStepsSchema.safeParse(row([{ from_month: 1, to_month: 6, paid_as: '6' }])).success).toBe(
      true,
    );
    expect(
      levelStepsSchema.safeParse(
        row([
          { from_month: 1, to_month: 6, paid_as: '6' },
          { from_month: 8, to_month: 20, paid_as: '5' },
        ]),
      ).success,
    ).toBe(false);
  });
});

describe('words the reader keeps', () => {
  it('"la piccola è malata" is a child’s illness', () => {
    expect(leaveKindsOf(readable('la piccola è malata, quanti giorni posso stare a casa?'))).toContain(
      'child_sickness',
    );
    expect(leaveKindsOf(readable('lavoro in una piccola azienda e sono in malattia'))).not.toContain(
      'child_sickness',
    );
  });
});

describe("a child's illness in Tessile (renewal of 11 November 2024)", () => {
  it('10 unpaid days a year open, before the law', () => {
    const first = opening(
      'sono operaia in un’azienda tessile smi, la bimba ha la febbre: quanti giorni posso stare a casa in un anno? me li pagano?',
    );
    expect(first).toMatch(/Tessile.*\*\*10 giorni l'anno\*\* di permesso non retribuito/);
  });
});

describe('a father’s leave', () => {
  it('"diventano padri", "padre lavoratore": the paternity leave', () => {
    expect(leaveKindsOf(readable('un congedo per i lavoratori che diventano padri'))).toContain('paternity');
    expect(leaveKindsOf(readable('quanti giorni spettano al padre lavoratore?'))).toContain('paternity');
  });
  it('domestic work: the renewal’s 10 days open, the law follows', () => {
    const text = answer(
      'Il nuovo contratto delle colf prevede qualcosa per il domestico che diventa papà? Quanti giorni?',
    );
    expect(text.split('\n')[0]).toMatch(
      /Lavoro domestico.*\*\*10 giorni\*\* di congedo retribuito per il padre/,
    );
    expect(text).toMatch(/art\. 27-bis/);
  });
  it('another agreement: the law’s 10 working days at 100%', () => {
    expect(
      opening(
        'lavoro in un supermercato col ccnl commercio e tra un mese divento papà: quanti giorni di congedo ho?',
      ),
    ).toMatch(
      /congedo di paternità obbligatorio dura \*\*10 giorni lavorativi, pagati al 100% della retribuzione\*\*/,
    );
  });
});

describe('something due for seniority, and for how many payments (AIOP RSA)', () => {
  it('"le spetta qualcosa per l’anzianità … per quante mensilità": the seniority premium, not the 13th/14th', () => {
    for (const question of [
      'CCNL AIOP RSA: un OSS di livello C assunto dodici anni fa, gli spetta qualcosa per l’anzianità? Quanto e su quante mensilità?',
      'RSA con contratto AIOP, lavoro lì da 14 anni come ausiliario: mi riconoscono qualcosa per l’anzianità? Per quante mensilità?',
    ]) {
      const text = answer(question);
      expect(text.split('\n')[0]).toMatch(/40 € al mese per 13 mensilità/);
      expect(text).not.toMatch(/mensilità: dato non disponibile/);
    }
  });
});
