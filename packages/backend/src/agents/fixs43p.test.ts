import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';

// Session 43 (fixs43p): the 2026 taxes on renewal increases (5%) and on night, holiday and shift surcharges (15%)
// asked in the user's words, and a renewal's deduction from non-members seen on a payslip.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('the 15% on surcharges, whatever the words', () => {
  it.each([
    // The verb in any person: "le tassano meno", "si tassano".
    'lavoro di notte in un magazzino, ho sentito che nel 2026 le maggiorazioni notturne le tassano meno. di quanto?',
    "È vero che da quest'anno le ore di notte si tassano di meno? Quanto mi tassano quelle ore?",
    // "un'imposta ridotta", not only "imposta sostitutiva".
    'Sulle maggiorazioni per i turni nel 2026 c’è un’imposta ridotta? Quant’è?',
  ])('%s', (q) => {
    const opening = openingLine(askAgent('main-agent', q, { today: TEST_TODAY }).text);
    expect(opening).toMatch(/15%/);
    expect(opening).toMatch(/40\.000,00 €/);
  });

  it('a result bonus told in the story does not hide the surcharges the question asks', () => {
    const text = askAgent(
      'main-agent',
      "Faccio i turni in fabbrica, notti e festivi compresi. Un collega dice che l'agevolazione fiscale del 2026 è solo per i premi di produzione. Quanto si paga su quelle maggiorazioni e c'è un limite di reddito?",
    ).text;
    expect(openingLine(text)).toMatch(/imposta sostitutiva del 15%.*40\.000,00 €/);
  });
});

describe("a relative's workplace is not the writer's agreement", () => {
  it('"mia moglie lavora in comune" names no agreement of the writer', () => {
    const r = read(
      'Faccio il capoturno a ciclo continuo, notti comprese. Mia moglie lavora in comune e dice che sulle maggiorazioni notturne si pagano meno tasse. Quanto si paga nel 2026?',
    );
    expect(r.slots.unknownAgreements).not.toContain('CCNL Funzioni locali (pubblico impiego)');
    expect(r.intent).not.toBe('agreement_not_covered');
  });
  it("the writer's own workplace still names the agreement not covered", () => {
    const r = read('Lavoro in un comune come istruttore amministrativo: quante ferie ho?');
    expect(r.slots.unknownAgreements).toContain('CCNL Funzioni locali (pubblico impiego)');
  });
});

describe('the 5% on a renewal asked in short questions', () => {
  it('"Vale anche per me? E quanto è questa tassa?" after the story: the tax opens, not the renewal figure', () => {
    const text = askAgent(
      'main-agent',
      "Sono cameriera ai piani in un albergo. Una collega dice che l'aumento arrivato col contratto nel 2026 le viene tassato in modo diverso. Io l'anno scorso ho guadagnato circa 24.000 euro. Vale anche per me? E quanto è questa tassa?",
    ).text;
    expect(openingLine(text)).toMatch(/^Sì: .*\*\*5%\*\*.*33\.000,00 €/);
  });
  it('"glielo tassano poco" asks the reduced tax', () => {
    const text = askAgent(
      'main-agent',
      "Mia cognata dice che l'aumento del rinnovo che le arriva quest'anno glielo tassano poco. Io nel 2025 ho fatto circa 35.000 euro. Anche io? A quanto?",
    ).text;
    expect(openingLine(text)).toMatch(/^No: .*33\.000,00 €/);
  });
});

describe("a renewal's deduction from non-members: the right to refuse it opens", () => {
  const payslip = withUpload(
    'cedolino.txt',
    'CCNL: Chimico-farmaceutico industria\nPeriodo: LUGLIO 2025\nTrattenuta contributo straord. rinnovo CCNL ..... -25,00\n',
  );
  it('"potevo non pagarla?"', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        "In busta di luglio c'è una trattenuta di 25 euro per il rinnovo del contratto e non sono iscritto al sindacato. Potevo non pagarla?",
        payslip,
      ).text,
    );
    expect(opening).toMatch(/rinunciabile/);
    expect(opening).toMatch(/\*\*25 €\*\*/);
  });
  it('"che cos\'è?" alone states the passage without a verdict', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        "In busta di luglio c'è una trattenuta di 25 euro per il rinnovo del contratto e non sono iscritto al sindacato. Che cos'è?",
        payslip,
      ).text,
    );
    expect(opening).not.toMatch(/rinunciabile/);
    expect(opening).toMatch(/25 €/);
  });
});
