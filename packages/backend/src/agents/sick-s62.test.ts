import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 62 (fx62sick): sickness questions the blind wave h487 misread, in new phrasings.
describe('sickness: events, apprentices, hospital stays, fixed-term floor, letters', () => {
  it('the fifth illness of the year in a Terziario shop: the waiting days are not paid at all', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro in un supermercato col contratto del terziario confcommercio. Da gennaio ho già avuto quattro malattie corte e ora il dottore mi ha dato altri due giorni, è la quinta volta. Mi pagano qualcosa per questi giorni?',
    ).text;
    expect(openingLine(text)).toContain('non sono pagati');
    expect(openingLine(text)).toContain('non retribuiti');
  });

  it('an apprentice in a shop: the first days at 60%, six events a year', () => {
    const text = askAgent(
      'main-agent',
      'faccio l apprendista commessa, ccnl commercio. ho preso l influenza per due giorni, mi pagano lo stesso?',
    ).text;
    expect(openingLine(text)).toContain('60%');
    expect(openingLine(text)).toContain('6 eventi');
  });

  it('the same apprentice ill for the eighth time: beyond the six events, no waiting-day pay', () => {
    const text = askAgent('main-agent', "e se fosse l'ottava volta da inizio anno?", {
      history: [
        'sono apprendista in un negozio col contratto commercio, se mi ammalo 2 giorni me li pagano?',
      ],
    }).text;
    expect(openingLine(text)).toContain('6 eventi');
    expect(openingLine(text)).toContain('non è pagata');
  });

  it("apprentices' INPS sick pay: since 2007, by the 2007 budget law", () => {
    const text = askAgent(
      'main-agent',
      "Un nostro apprendista ci chiede se l'INPS gli paga la malattia come ai colleghi: da quando spetta e quale legge lo prevede?",
    ).text;
    expect(openingLine(text)).toContain('1° gennaio 2007');
    expect(openingLine(text)).toContain('296/2006');
  });

  it('a hospital stay with nobody dependent: the INPS benefit cut to two fifths', () => {
    const text = askAgent(
      'main-agent',
      "Sono single e senza familiari a carico, mi hanno ricoverato per un intervento. L'indennità di malattia INPS durante la degenza è più bassa?",
    ).text;
    expect(openingLine(text)).toContain('2/5');
    expect(openingLine(text)).toContain('20%');
  });

  it('the follow-up telling dependants: no cut', () => {
    const text = askAgent('main-agent', 'e se ho due figli a carico?', {
      history: ["sono in ospedale da giorni, l'inps mi riduce l'indennità di malattia durante il ricovero?"],
    }).text;
    expect(openingLine(text)).toContain('non si applica');
  });

  it('the INPS day in euro during a hospital stay without dependants', () => {
    const text = askAgent(
      'calcolo',
      'ricoverata, nessun familiare a carico, retribuzione media giornaliera 60 euro: quanto mi paga al giorno l inps?',
    ).text;
    expect(openingLine(text)).toContain('12,00 €');
  });

  it("a fixed-term worker's floor of 30 days asked as a follow-up", () => {
    const text = askAgent('main-agent', 'e se avessi lavorato solo 15 giorni prima?', {
      history: [
        'sono a tempo determinato, mi ammalo spesso: per quanti giorni al massimo mi paga la malattia l inps?',
      ],
    }).text;
    expect(openingLine(text)).toContain('30 giorni');
  });

  it('a Terziario illness of 12 days in euro: the total and the INPS part', () => {
    const text = askAgent(
      'calcolo',
      "Commesso CCNL Terziario Confcommercio, prima malattia dell'anno, 12 giorni di calendario, paga giornaliera 80,00 €: quanto prende in tutto e quanto di questo è INPS?",
    ).text;
    // 3 × 80 + 9 × 60 = 780,00; INPS 9 × 40 = 360,00.
    expect(openingLine(text)).toContain('780,00 €');
    expect(openingLine(text)).toContain('360,00 €');
  });

  it("an uploaded letter's count of sickness days", () => {
    const letter =
      "Gentile Sig.ra Rossi,\nLe comunichiamo che alla data odierna risultano 172 giorni di malattia nell'anno, a fronte di un periodo di comporto di 180 giorni previsto dal CCNL.\nCordiali saluti";
    const text = askAgent('main-agent', 'secondo sta lettera quanti giorni di malattia mi contano?', {
      ...withUpload('avviso.txt', letter),
    }).text;
    expect(openingLine(text)).toContain('172 giorni');
  });

  it('"invalidità" in a Metalmeccanici comporto story is not a renewal question', () => {
    const text = askAgent(
      'main-agent',
      'metalmeccanico industria, assunto sette anni fa, nessuna invalidità: quanti giorni di malattia prima del licenziamento?',
    ).text;
    expect(openingLine(text)).toContain('365 giorni');
    expect(openingLine(text)).not.toContain('validità e rinnovo');
  });

  it('the building trade: the first days paid only beyond 6 and whole beyond 12 days', () => {
    const text = askAgent(
      'main-agent',
      "Edilizia industria: all'operaio malato l'impresa paga la carenza?",
    ).text;
    expect(text).toContain('12 giorni');
  });
});
