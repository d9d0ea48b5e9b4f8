import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a figure asked on the level’s minimum alone', () => {
  const story =
    'Commercio Confcommercio, 4° livello, full time, assunta il 3 febbraio 2026; ho anche un superminimo di 80 euro.';

  it('leaves the superminimo told out of the 13th', () => {
    const a = askAgent(
      'calcolo',
      `${story} Quanto mi spetta di tredicesima a dicembre, calcolata solo sul minimo tabellare?`,
    );
    // 1.818,75 × 11 / 12 = 1.667,19 (February counts: 26 days).
    expect(openingLine(a.text)).toContain('**1.667,19 €**');
    expect(openingLine(a.text)).not.toContain('superminimo');
  });

  it('keeps the superminimo when the question does not set it aside', () => {
    const a = askAgent('calcolo', `${story} Quanto mi spetta di tredicesima a dicembre?`);
    // (1.818,75 + 80) × 11 / 12 = 1.740,52.
    expect(openingLine(a.text)).toContain('**1.740,52 €**');
  });

  it('reads "senza contare il superminimo" the same way', () => {
    const a = askAgent(
      'calcolo',
      'Metalmeccanici industria Federmeccanica, livello C3, assunto il 5 maggio 2026, superminimo di 100 euro. Quanto sarà la tredicesima di dicembre senza contare il superminimo?',
    );
    // 2.211,43 × 8 / 12 = 1.474,29.
    expect(openingLine(a.text)).toContain('**1.474,29 €**');
  });
});

describe('the 14th without the seniority increments, asked as right', () => {
  it('says Sì when the exclusion is asked as normal', () => {
    const a = askAgent(
      'main-agent',
      'Faccio il cameriere in una pizzeria, CCNL pubblici esercizi FIPE, con tre scatti di anzianità. È normale che nella quattordicesima gli scatti non ci siano?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(a.text)).toContain('scatti');
  });

  it('says No when their inclusion is asked as right', () => {
    const a = askAgent(
      'main-agent',
      'Pubblici esercizi FIPE: è giusto che nella quattordicesima mi contino anche gli scatti di anzianità?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
  });
});

describe('a surcharge asked as due, the opening stating its share', () => {
  it('opens with Sì and the share', () => {
    const a = askAgent(
      'main-agent',
      'Sono magazziniere, CCNL logistica trasporto merci e spedizione, turno su sei giorni con la domenica lavorativa ordinaria. Per quelle ore di domenica ho diritto a una maggiorazione?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(a.text)).toContain('35%');
  });
});

describe('a comparison’s follow-up that changes a fact of one side', () => {
  it('keeps both agreements and reads the small hotels’ table', () => {
    const first =
      'fipe 3 livello contro turismo federalberghi 3 livello in un hotel 4 stelle: chi ha il minimo più alto e di quanto?';
    const a = askAgent('confronta', 'ah no, il suo hotel è a una stella, non a 4 stelle: cambia qualcosa?', {
      history: [first],
    });
    // Turismo alberghi minori 3° livello 1.789,29 €; FIPE 3° livello 1.800,73 €: 11,44 € to FIPE.
    expect(openingLine(a.text)).toContain('1.789,29 €');
    expect(openingLine(a.text)).toContain('1.800,73 €');
    expect(openingLine(a.text)).toContain('11,44 €');
  });
});

describe('a hiring letter’s agreement over a workplace word', () => {
  it('classifies an OSS in an RSA on the Cooperative sociali the letter applies', () => {
    const letter =
      "Cooperativa sociale Il Girasole\nLettera di assunzione\nLe confermiamo l'assunzione con mansione di operatrice socio-sanitaria (OSS) presso la RSA Le Querce.\nCCNL applicato: Cooperative sociali.\nInquadramento: categoria B, posizione economica B1.";
    const a = askAgent(
      'inquadra',
      "Allego la lettera. Faccio l'OSS in RSA: igiene e mobilizzazione degli ospiti. La posizione B1 che mi hanno dato è giusta per un OSS?",
      { documents: [{ fileId: 'd1', fileName: 'lettera.txt', text: letter }] },
    );
    expect(a.text).toContain('CCNL Cooperative sociali');
    expect(a.text).not.toContain('AIOP');
    // (An OSS in an RSA is C2, as the agreement's profile says: «OSS in RSA o in altra struttura socio-sanitaria»;
    // condition-named.ts. This expectation of C1 predated that reading.)
    expect(openingLine(a.text)).toContain('C2');
  });
});

describe('an agreement told stuck at a year', () => {
  it('says No when a later agreement was signed', () => {
    const a = askAgent(
      'main-agent',
      "CCNL Sanità privata AIOP RSA: il delegato dice che l'ultimo rinnovo è del 2019, è vero?",
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(a.text)).toContain('3 ottobre 2023');
  });

  it('says Sì when that year’s agreement is the last', () => {
    const a = askAgent(
      'main-agent',
      'CCNL pubblici esercizi FIPE: un collega dice che il contratto è fermo al 2024 e non è stato rinnovato, confermi?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(a.text)).toContain('5 giugno 2024');
  });
});
