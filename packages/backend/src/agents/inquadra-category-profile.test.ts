import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, testKb } from '../testing/agents.js';

/**
 * The opening names the worker's category the level holds (an operaio comune told by "cose di fatica", a quadro
 * told by the goals the job helps set) and the profile the job's tasks fit (the barista who also rings the till,
 * the barman with a primo barman above, the travelling salesman who seeks and deals with customers).
 */
const id = (agreement: string) => testKb.byId(agreement)?.id_categoria as number;
const opening = (agreement: string, message: string, history?: string[]) =>
  openingLines(
    askAgent('inquadra', message, { categories: [id(agreement)], ...(history ? { history } : {}) }).text,
  );
const EDILIZIA = 'edilizia-industria-ance';
const FIPE = 'pubblici-esercizi-fipe';
const ALIMENTARI = 'alimentari-industria';

describe('the category of a level that holds several, named in the opening', () => {
  it('work "di fatica" on a building site is the operaio comune of the 1° livello', () => {
    for (const message of [
      'E il ragazzo nuovo che mi aiuta? Porta i secchi, scarica i bancali, pulisce il cantiere, cose di fatica senza bisogno di esperienza.',
      'Impresa edile: il nuovo manovale fa lavori pesanti di fatica e scarica i camion. Livello?',
    ])
      expect(opening(EDILIZIA, message)).toMatch(
        /Livello proposto: \*\*1° livello \(parametro 100\)\*\* del CCNL Edilizia industria, come operaio comune\./,
      );
  });

  it('a clerk at her first job is no operaio comune', () => {
    const lines = opening(
      EDILIZIA,
      "Impresa edile industria: un'impiegata al primo impiego che archivia i documenti e risponde al telefono. Livello?",
    );
    expect(lines).toMatch(/1° livello/);
    expect(lines).not.toMatch(/operaio comune/);
  });

  it('a head of an area who helps set the firm’s goals is the quadro of the 7° livello', () => {
    for (const message of [
      "Impresa edile industria: responsabile dell'ufficio gare e progettazione, coordina e gestisce con continuità tutta l'area tecnica, contribuisce a definire gli obiettivi aziendali, alta specializzazione. Livello e qualifica?",
      "CCNL edilizia: il direttore tecnico coordina tutti i cantieri e l'ufficio tecnico e partecipa alla definizione degli obiettivi dell'impresa. Che livello?",
    ])
      expect(opening(EDILIZIA, message)).toMatch(
        /Livello proposto: \*\*7° livello \(parametro 200\)\*\* del CCNL Edilizia industria, come quadro\./,
      );
  });

  it('a contribution to the goals denied makes no quadro', () => {
    const lines = opening(
      EDILIZIA,
      "Impresa edile industria: coordina e gestisce con continuità la ricerca e progettazione dell'impresa, ma non contribuisce a definire gli obiettivi aziendali. Livello?",
    );
    expect(lines).toMatch(/7° livello/);
    expect(lines).not.toMatch(/come quadro/);
  });
});

describe('the profile the tasks fit, among those of the level', () => {
  it('the girl at the counter who makes coffee and also rings the till is the barista', () => {
    const lines = opening(
      FIPE,
      'ho un bar, applico il contratto FIPE pubblici esercizi. assumo una ragazza che sta al banco, fa caffè e cappuccini, serve ai tavolini e batte gli scontrini. che livello le do?',
    );
    expect(lines).toMatch(/Livello proposto: \*\*5° livello\*\*/);
    expect(lines).toMatch(/«barista»/);
    expect(lines).not.toMatch(/cassiere/);
  });

  it('a barman with a primo barman above is the 4° livello barman, not the barman unico', () => {
    for (const message of [
      "e invece un barman per la sera, fa i cocktail da solo in autonomia pero sotto c'è il primo barman che comanda, che livello?",
      "CCNL FIPE: un barman prepara i cocktail da solo, ma c'è il capo barman sopra di lui. Livello?",
    ]) {
      const lines = opening(FIPE, message);
      expect(lines).toMatch(/Livello proposto: \*\*4° livello\*\*/);
      expect(lines).toMatch(/«barman»/);
    }
  });

  it('the only barman of the place, or the only cook, is still the unico of the 3° livello', () => {
    expect(
      opening(FIPE, "CCNL FIPE: barman che lavora da solo al bancone, non c'è nessun altro barman. Livello?"),
    ).toMatch(/Livello proposto: \*\*3° livello\*\*[\s\S]*«barman unico»/);
    expect(opening(FIPE, "CCNL FIPE: è l'unico cuoco della trattoria, senza altri cuochi. Livello?")).toMatch(
      /Livello proposto: \*\*3° livello\*\*[\s\S]*«cuoco unico»/,
    );
  });

  it('a salaried salesman travelling to seek and deal with customers is the viaggiatore o piazzista (2° livello)', () => {
    for (const message of [
      "nell'industria alimentare faccio il venditore fisso dell'azienda: giro con la macchina aziendale, cerco clienti nuovi e tratto con quelli che abbiamo per piazzare i nostri salumi. sono assunto stabile, non sono agente. che livello mi tocca?",
      "sono un venditore dipendente di un'azienda di dolciumi (industria alimentare): viaggio per tutta la regione per trovare nuovi clienti e trattare con i clienti esistenti. livello?",
    ]) {
      const lines = opening(ALIMENTARI, message);
      expect(lines).toMatch(/Livello proposto: \*\*2° livello\*\* del CCNL Alimentari industria/);
      expect(lines).toMatch(/viaggiatore o piazzista/);
    }
  });
});
