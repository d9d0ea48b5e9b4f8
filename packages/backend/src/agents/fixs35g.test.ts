import { describe, expect, it } from 'vitest';
import { withoutTaxSetAside } from '../reader/set-aside.js';
import { askAgent, openingLine, openingLines, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const ask = (agent: string, message: string, agreement?: string, history: string[] = []) =>
  askAgent(agent, message, {
    today: '2026-11-26',
    history,
    ...(agreement ? { categories: [category(agreement)] } : {}),
  }).text;

describe('hotels and restaurants (wave h152)', () => {
  it('answers No on the NASpI additional contribution for a seasonal business closed part of the year', () => {
    const text = ask(
      'main-agent',
      'Abbiamo un albergo in montagna chiuso da maggio a novembre. Per i contratti a termine degli stagionali si paga il contributo addizionale NASpI?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('483/2025');
  });

  it('keeps the rate for a fixed-term contract said not seasonal', () => {
    const text = ask(
      'main-agent',
      'Secondo rinnovo (non proroga) di un contratto a termine non stagionale, imponibile 2.000 euro al mese: quanto costa il contributo addizionale NASpI?',
    );
    expect(openingLine(text)).toContain('48,00 €');
  });

  it('reads the 104 someone says in a question of ROL hours as hours, not law 104', () => {
    const text = ask(
      'main-agent',
      'cameriera assunta a marzo 2025 in un bar, ccnl fipe. quante ore di permessi rol le spettano quest anno? il titolare dice 104',
    );
    expect(openingLine(text)).toContain('32 ore');
    expect(text).not.toContain('L. 104/1992');
  });

  it('places a chef who leads the kitchen brigade at the capo cuoco level, not at the director it answers to', () => {
    const text = ask(
      'inquadra',
      'Nuovo ristorante della catena, CCNL FIPE: lo chef dirigerà tutta la brigata di cucina (un sous-chef, tre capi partita e due commis) e risponderà direttamente al direttore del locale. Che livello?',
      'pubblici-esercizi-fipe',
    );
    expect(openingLine(text)).toContain('**2° livello**');
    const trattoria = ask(
      'inquadra',
      'Per la trattoria della nostra catena a Verona (CCNL FIPE) cerchiamo uno chef che guidi la brigata di cucina (due cuochi e un lavapiatti), decida il menu e risponda solo al titolare. A che livello va inquadrato?',
      'pubblici-esercizi-fipe',
    );
    expect(openingLine(trattoria)).toContain('**2° livello**');
  });

  it('answers Sì to a weekend part-time of 8 hours for a student', () => {
    const text = ask(
      'main-agent',
      'e se prendo uno studente universitario solo sabato e domenica, 8 ore in tutto? si puo fare?',
      undefined,
      [
        'Nel ristorante ci servirebbe un aiuto in cucina solo 10 ore a settimana. Con il contratto FIPE si può fare un part-time così corto?',
      ],
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    const pizzeria = ask(
      'main-agent',
      'In pizzeria con il CCNL FIPE posso fare a uno studente un part-time solo il sabato e la domenica, 8 ore a settimana in tutto?',
    );
    expect(openingLine(pizzeria)).toMatch(/^\*\*Sì\*\*/);
  });

  it('values a supplementary hour on the full-time table minimum when asked so, without overtime', () => {
    const text = ask(
      'calcolo',
      'Commessa di 4° livello CCNL Terziario Confcommercio, part-time a 24 ore, in busta 1.091 euro lordi, 2 scatti. Tra inventario e aperture straordinarie ha fatto 6 ore di lavoro supplementare: quanto vale ciascuna ora supplementare calcolata sul minimo tabellare del 4° livello (senza scatti)?',
    );
    expect(openingLine(text)).toContain('**14,61 €**');
    expect(text).not.toContain('straordinario vale');
  });

  it('computes the net when the 5% tax on increases and the surcharges are set aside in brackets', () => {
    expect(
      withoutTaxSetAside('IRPEF ordinaria (senza l’imposta sostitutiva del 5% sugli aumenti), quanto netto?'),
    ).not.toMatch(/sostitutiva/);
    const text = ask(
      'calcolo',
      "Receptionist full time, CCNL Turismo Federalberghi 4° livello, hotel di Rimini, al minimo su 14 mensilità, regole fiscali 2026, nessun familiare a carico, IRPEF ordinaria (senza l'imposta sostitutiva del 5% sugli aumenti contrattuali), addizionali regionale e comunale escluse. Quanto fa di netto medio mensile?",
    );
    expect(openingLines(text)).toContain('1.435,6');
    expect(text).not.toContain('Addizionale regionale');
  });
});
