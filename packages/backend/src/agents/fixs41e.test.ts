import { describe, expect, it } from 'vitest';
import { findLevel } from '../kb/pay.js';
import { readAgreements } from '../reader/agreements.js';
import { askAgent, openingLine, openingLines, testKb, withUpload } from '../testing/agents.js';
import { renewalsAsked } from './naspi-additional.js';

// Session 41 (fixs41e): an agri-food cooperative's questions (food industry, logistics, farm work).
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });
const alimentari = () => {
  const ccnl = testKb.byId('alimentari-industria');
  if (!ccnl) throw new Error('alimentari-industria missing');
  return ccnl;
};

describe('an agri-food cooperative, asked as it asks', () => {
  it('"3° livello A" and "livello 3 A" are the 3A code; "3° livello a tempo pieno" stays the 3rd', () => {
    expect(findLevel(alimentari(), 'è inquadrato al 3° livello A da due anni')).toBe('3A');
    expect(findLevel(alimentari(), 'livello 3 A del contratto alimentare')).toBe('3A');
    expect(findLevel(alimentari(), 'sta al 3° livello a tempo pieno')).toBe('3');
  });
  it("the food industry's 3rd level A minimum is the 3A row, not the 3rd's", () => {
    const text = ask(
      'main-agent',
      'Nel nostro caseificio, industria alimentare, la responsabile del laboratorio analisi è al 3° livello A. Qual è oggi il suo minimo mensile con la contingenza?',
    ).text;
    expect(openingLine(text)).toContain('2.272,67 €');
  });
  it('renewals already made and the one being made now add up', () => {
    expect(
      renewalsAsked("l'abbiamo gia rinnovato una volta e con questo secondo rinnovo quanto paghiamo?"),
    ).toEqual({
      done: 1,
      next: 1,
    });
    expect(
      renewalsAsked('abbiamo gia rinnovato il contratto due volte e adesso lo rinnoviamo ancora'),
    ).toEqual({
      done: 2,
      next: 1,
    });
    expect(renewalsAsked("l'abbiamo gia rinnovato una volta, quanto paghiamo?")).toEqual({ done: 1 });
  });
  it('an extension denied ("non è una proroga") is no extension: the renewal rate opens', () => {
    const text = ask(
      'calcolo',
      'Operaio a termine del magazzino, già rinnovato una volta; ora facciamo un nuovo contratto, non è una proroga. Con questo secondo rinnovo quanto paghiamo di addizionale NASpI su 1.900 euro lordi al mese?',
    ).text;
    expect(openingLine(text)).toContain('2,4%');
    expect(openingLine(text)).not.toContain('proroga');
  });
  it('the shops a driver delivers to are customers: no retail agreement implied', () => {
    const read = readAgreements(
      testKb,
      'il ragazzo fa il giro col furgone a consegnare la verdura ai negozi e ai supermercati della zona',
    );
    expect(read.known).toEqual([]);
  });
  it("a logistics follow-up about a van driver delivering to shops keeps the conversation's agreement", () => {
    const text = ask(
      'inquadra',
      'E quello che con la patente B e il furgone senza tachigrafo porta la frutta ai negozi del paese?',
      ['CCNL logistica e trasporto merci: che livello ha un autista di autotreno con patente C+E e ADR?'],
    ).text;
    expect(openingLine(text)).toMatch(/G1|H1/);
    expect(text).not.toContain('CCNL Commercio');
  });
  it('a packing job taught in half a day, with no machines to set, is the simple-tasks level', () => {
    const text = ask(
      'inquadra',
      'CCNL industria alimentare: assumiamo due persone per inscatolare i barattoli di passata e togliere quelli ammaccati dal nastro, niente macchinari da regolare, gli insegniamo il lavoro in mezza giornata. Che livello?',
    ).text;
    expect(openingLine(text)).toContain('6° livello');
  });
  it("a letter's monthly figure («l'importo mensile») is weighed against the table in force on its start day", () => {
    const letter =
      'Lettera di assunzione\nDecorrenza 1° febbraio 2027, operaio 5° livello CCNL Industria Alimentare, tempo pieno.\nRetribuzione mensile lorda: minimo contrattuale 1.325,21 + indennità di contingenza 517,65 = euro 1.842,86.';
    const text = askAgent(
      'calcolo',
      "Il cliente ci gira in allegato la lettera d'assunzione, inizio 1° febbraio 2027. L'importo mensile è corretto a quella data? Se no, quanto manca?",
      {
        ...withUpload('lettera.txt', letter),
      },
    ).text;
    expect(openingLine(text)).toMatch(/^\*{0,2}No\b/);
    expect(openingLines(text)).toContain('1.874,17 €');
    expect(openingLines(text)).toContain('31,31 €');
  });
});
