import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 24 (fixs24c): the answer classes behind h60–h62 blind failures, in new words.
describe('a date follow-up keeps the subject and moves the date', () => {
  it('"e dal primo dicembre?" after an hourly rate: the table from 1 December', () => {
    const a = askAgent('calcolo', 'e dal primo dicembre?', {
      history: ['paga oraria di un 3° livello studi professionali oggi, solo minimo'],
    });
    expect(openingLine(a.text)).toContain('1.726,37 €');
    expect(openingLine(a.text)).toContain('**10,16 €**');
  });
});

describe('an extension is not a renewal for the NASpI additional contribution', () => {
  it('"non è un rinnovo ma una proroga": 1,4%', () => {
    const a = askAgent('calcolo', 'e se non è un rinnovo ma una proroga del primo contratto?', {
      history: [
        'addizionale naspi su un tempo determinato rinnovato una volta, imponibile 1.000 euro al mese?',
      ],
    });
    expect(openingLine(a.text)).toMatch(/^Con una proroga, che non è un rinnovo/);
    expect(openingLine(a.text)).toContain('**14,00 € al mese** (1,4%');
  });
});

describe("a payslip's label naming the whole minimum", () => {
  const slip = (label: string, value: string) => ({
    fileId: 'f1',
    fileName: 'busta.txt',
    text: `BUSTA PAGA NOVEMBRE 2026\nCCNL Terziario Confcommercio - 4° livello\nPaga base 1.257,46\nContingenza 524,22\nTerzo elemento 2,07\n${label} ${value}\n`,
  });
  it('"minimo tabellare" near the whole minimum is weighed against it', () => {
    const a = askAgent('calcolo', 'il minimo tabellare della busta di novembre 2026 è corretto?', {
      documents: [slip('Minimo tabellare', '1.783,75')],
    });
    expect(openingLine(a.text)).toContain(
      'il minimo completo del 4° livello dal 1° novembre 2026 è 1.818,75 €',
    );
    expect(openingLine(a.text)).toContain('è inferiore di 35,00 €');
  });
  it('"paga base" stays the base item', () => {
    const a = askAgent('calcolo', 'la paga base della busta di novembre 2026 è corretta?', {
      documents: [slip('Totale', '1.783,75')],
    });
    expect(openingLine(a.text)).toContain('la paga base del 4° livello');
  });
});

describe('a follow-up naming a position keeps the subject', () => {
  it('"e per un inquadramento in posizione C2?" after a probation: the probation at C2', () => {
    const a = askAgent('main-agent', 'e per un inquadramento in posizione C2?', {
      history: ['quanto dura la prova di un operatore in cooperativa sociale livello B1?'],
    });
    expect(openingLine(a.text)).toContain('**45 giornate di effettiva prestazione**');
  });
});

describe('ordinary night work compared is not overtime', () => {
  it('"notturno ordinario, non straordinario": 25% and the 12% of night hires', () => {
    const a = askAgent(
      'confronta',
      'maggiorazione del lavoro notturno ordinario, non straordinario: CCNL Pubblici esercizi FIPE e CCNL Turismo a confronto',
    );
    expect(openingLine(a.text)).toContain('**25%** nel CCNL Pubblici esercizi FIPE');
    expect(openingLine(a.text)).toContain('12%');
    expect(openingLine(a.text)).not.toContain('60%');
    expect(openingLine(a.text)).not.toContain('Uguale');
  });
});

describe("a seasonal hire's own probation", () => {
  it('Turismo: 14 days, the level’s ordinary term beside', () => {
    const a = askAgent('main-agent', 'e se la assumo come stagionale?', {
      history: ['prova di una receptionist al 4° livello nel ccnl turismo?'],
    });
    expect(openingLine(a.text)).toContain('**14 giorni**');
    expect(openingLine(a.text)).toContain(
      'Per il 4° livello assunto non come stagionale la prova è di 30 giorni',
    );
  });
});

describe("the agreement's own causali for fixed-term contracts", () => {
  it('Commercio: beyond 12 months only with art. 71-bis causali, listed', () => {
    const a = askAgent(
      'main-agent',
      'CCNL Commercio: quali causali servono per tenere un magazziniere a termine oltre 12 mesi?',
    );
    expect(openingLine(a.text)).toContain('24 mesi');
    expect(openingLine(a.text)).toContain('(art. 71-bis)');
    expect(a.text).toMatch(/saldi.*fiere.*festività natalizie e pasquali.*nuove aperture/);
    expect(a.text).toContain('lexplain.it');
  });
});
