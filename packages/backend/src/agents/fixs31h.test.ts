import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** Renewals, una tantum, welfare, expiries and apprenticeship of the less common agreements (session 31). */

const letter = (pay: string) =>
  [
    'MAGLIFICIO ROSSI S.R.L. - Prato',
    'Lettera di assunzione',
    "Le comunichiamo l'assunzione a tempo indeterminato e pieno (40 ore settimanali) a decorrere dal 16/11/2026.",
    'CCNL applicato: Tessile Abbigliamento Moda - industria (SMI)',
    'Inquadramento: 4° livello - operaia specializzata confezione',
    `Elemento Retributivo Nazionale (ERN): euro ${pay} lordi mensili`,
    'Periodo di prova: come da CCNL',
  ].join('\n');

describe('a renewal figure beside the increases', () => {
  it('gives the textile welfare a year and in all', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Col rinnovo del CCNL tessile abbigliamento moda SMI quanto welfare spetta ogni anno ai dipendenti e fino a quando?',
    );
    expect(openingLine(text)).toContain('**200 euro**');
    expect(openingLine(text)).toContain('600 euro');
  });

  it('gives the chemical EDR of July 2027 in a follow-up', async () => {
    const { text } = await askAgent('main-agent', "e dal 2027 c'è un EDR? di quanto?", {
      history: ['CCNL chimico-farmaceutico: di quanto aumenta la D1 a luglio 2026?'],
    });
    expect(openingLine(text)).toContain('**26 euro**');
  });
});

describe('a tranche claimed', () => {
  it('confirms 50 euro arrived in June 2026 at the Confapi 5th level', async () => {
    const { text } = await askAgent(
      'main-agent',
      'dicono che col contratto confapi a giugno 2026 sono arrivati 50 euro in più al 5° livello, è vero?',
    );
    expect(openingLine(text)).toMatch(/^Sì[:,]/);
    expect(openingLine(text)).toContain('50,00 €');
  });

  it('denies a wrong amount', async () => {
    const { text } = await askAgent(
      'main-agent',
      'col contratto confapi a giugno 2026 sono arrivati 80 euro in più al 5° livello, giusto?',
    );
    expect(openingLine(text)).toMatch(/^No\b/);
  });
});

describe('expiries and months asked', () => {
  it('adds the expiry to the increases of two levels', async () => {
    const { text } = await askAgent(
      'main-agent',
      'CCNL vigilanza privata: aumento a regime per il IV livello GPG e per il livello D dei servizi fiduciari, e quando scade?',
    );
    expect(openingLine(text)).toContain('31 dicembre 2026');
  });

  it('compares how long two agreements last', async () => {
    const { text } = await askAgent(
      'confronta',
      'Gomma plastica e chimico-farmaceutico: fino a quando valgono i due contratti?',
    );
    expect(openingLine(text)).toContain('31 dicembre 2028');
    expect(openingLine(text)).toContain('30 giugno 2028');
  });

  it("opens with the farm workers' January 2025 rise in percent", async () => {
    const { text } = await askAgent(
      'main-agent',
      'Operai agricoli: i minimi di area sono aumentati da gennaio 2025. Di quanto in percentuale?',
    );
    expect(openingLine(text)).toContain('**5%**');
  });
});

describe('the agreement meant the turn before', () => {
  it("gives the AIOP/ARIS renewal's una tantum", async () => {
    const { text } = await askAgent('main-agent', "e quell'ultimo rinnovo aveva una una tantum? di quanto?", {
      history: [
        'lavoro in una clinica privata AIOP: il contratto del personale non medico è stato rinnovato?',
      ],
    });
    expect(openingLine(text)).toMatch(/^Sì[:,]/);
    expect(openingLine(text)).toContain('**1.000 €**');
  });
});

describe('apprenticeship', () => {
  it('gives the law’s maximum for a profile that is not a craft one', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Durata massima di un apprendistato professionalizzante per un profilo non artigiano?',
    );
    expect(openingLine(text)).toContain('**3 anni**');
    expect(text).not.toContain('Artigianato non è nella base di conoscenza');
  });

  it('says when a rubber apprentice moves to level H', async () => {
    const { text } = await askAgent(
      'main-agent',
      'gomma plastica: apprendista al livello H, dopo quanto passa al livello H se parte sotto?',
    );
    expect(text).toContain('12 mesi');
  });

  it("gives the rubber part-time elastic clause's surcharge", async () => {
    const { text } = await askAgent(
      'main-agent',
      'CCNL gomma plastica: maggiorazione della clausola elastica nel part-time?',
    );
    expect(openingLine(text)).toContain('16%');
  });
});

describe('a pay told for a period gone', () => {
  it("reads the building minimum in force, not last year's pay", async () => {
    const { text } = await askAgent(
      'calcolo',
      "Edilizia ANCE, operaio al 2° livello: vorrei sapere il minimo nazionale mensile che gli spetta adesso. L'anno scorso in busta c'era 1.248,81.",
    );
    expect(openingLine(text)).toContain('1.307,31 €');
  });

  it('finds a hiring letter below the textile minimum', async () => {
    const ask = (pay: string) =>
      askAgent('calcolo', 'Il minimo indicato nella lettera allegata è corretto?', {
        documents: [{ fileId: 'f', fileName: 'lettera.txt', text: letter(pay) }],
      });
    expect(openingLine((await ask('1.881,95')).text)).toMatch(/^No\b/);
    expect(openingLine((await ask('1.938,95')).text)).toMatch(/^Sì[:,]/);
  });
});
