import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text.split('\n')[0] ?? '';

describe('a pay for a schedule, doubted', () => {
  it('checks a monthly pay "per 40 ore" against the level minimum, not the working week', () => {
    const text = opening(
      'main-agent',
      'mi danno 1.520 euro lordi per 40 ore, sono al 5° livello del commercio: vi sembra giusto?',
    );
    expect(text).toMatch(/minimo tabellare del 5° livello/);
    expect(text).toMatch(/in meno/);
  });

  it('weighs "per 20 ore" against the part-time share of the minimum', () => {
    const text = opening(
      'main-agent',
      'commercio 4° livello, prendo 800 euro lordi al mese per 20 ore: è regolare?',
    );
    expect(text).toMatch(/part-time di 20 ore settimanali su 40/);
  });
});

describe('dependants in a follow-up', () => {
  const first = 'RAL 36.000 a Torino su 13 mensilità con la moglie a carico, che netto viene nel 2026?';
  it('drops the spouse a follow-up denies', () => {
    const text = opening('calcolo', 'e se la moglie non fosse a carico?', [first]);
    expect(text).not.toMatch(/coniuge/);
    expect(text).toBe(opening('calcolo', 'RAL 36.000 a Torino su 13 mensilità, che netto viene nel 2026?'));
  });

  it('adds the children a follow-up adds to the spouse', () => {
    const text = opening('calcolo', 'e aggiungendo anche un figlio a carico di 25 anni?', [first]);
    expect(text).toMatch(/coniuge/);
    expect(text).toMatch(/figli/);
  });
});

describe('a follow-up that says the same figures again', () => {
  it('keeps the city of the case when only the payments change', () => {
    const first = 'lordo 2.050 al mese su 13 mensilità, abito a Bari: netto mensile nel 2026?';
    const text = opening('calcolo', 'quindi sempre 2.050 lordi però su 14 mensilità, come cambia il netto?', [
      first,
    ]);
    expect(text).toMatch(/14 mensilità/);
    // (Bari's 2026 municipal rate is a gap: the opening names the regional one and the municipal left out.)
    expect(text).toMatch(/addizional[ei] (?:regionale )?di Puglia/);
  });
});

describe('the case a short follow-up keeps', () => {
  it('counts the TFR from a hire in an earlier year to the end of this year', () => {
    const text = opening(
      'calcolo',
      'se smette a fine anno quanto TFR le devo? lavora da noi da settembre 2023',
      ['la nostra colf, livello B, fa 20 ore a settimana a 8,50 euro l’ora'],
    );
    expect(text).toMatch(/in 3 anni e 4 mesi/);
  });

  it('answers a live-in carer’s rest after the rest was asked', () => {
    const text = opening('main-agent', 'lei dorme da noi, che riposi ha?', [
      'quanto riposo settimanale ha una badante?',
    ]);
    expect(text).toMatch(/[Rr]iposo/);
    expect(text).not.toMatch(/part.time/);
  });

  it('gives the pay of the level a classification just decided', () => {
    const text = opening('main-agent', 'ok, e quanto gli devo dare al mese?', [
      'nel mio ristorante (FIPE) il cameriere prende le comande e serve ai tavoli: che livello gli spetta?',
    ]);
    expect(text).toMatch(/minimo mensile lordo del 4° livello/);
  });
});

describe("a household worker's 13th month", () => {
  it('is a share of her own hourly pay times her hours, not of her level minimum', () => {
    const text = opening('calcolo', 'e la sua tredicesima di quest’anno intero?', [
      'la nostra colf, livello B, fa 20 ore a settimana a 8,50 euro l’ora',
    ]);
    // 8,50 × 20 × 52 / 12 = 736,67
    expect(text).toMatch(/736,67/);
  });
});

describe('a rise asked up to a month with no tranche', () => {
  it('gives the rise from today to that month', () => {
    const text = opening('main-agent', 'e per settembre 2027 di quanto sale?', [
      'quanto è oggi il minimo del 2° livello nel multiservizi?',
    ]);
    expect(text).toMatch(/sale di \*\*30,00 €\*\*/);
  });
});

describe('blind-set classes of session 17 (h39–h41, read after the unseen measure)', () => {
  it('reads a level’s "super" typed with a slip', () => {
    const text = opening('main-agent', 'e il 6 superr invece?', [
      'minimo del 4° livello pubblici esercizi fipe oggi?',
    ]);
    expect(text).toMatch(/6° livello super/);
  });

  it('reads "potete considerarmi come single" as no dependants, and "porterei a casa" as the net', () => {
    const text = opening(
      'calcolo',
      'RAL 31.000 su 14 mensilità a Padova, mia moglie lavora e i figli hanno l’assegno unico: consideratemi come single. Nel 2026 quanto porterei a casa al mese?',
    );
    expect(text).toMatch(/netto stimato per il 2026/);
    expect(text).not.toMatch(/coniuge/);
  });

  it('takes the five-day week’s ROL when the story names Saturday only to deny it', () => {
    const text = opening(
      'main-agent',
      'studio professionale, lavoro dal lunedì al venerdì e il sabato mai: quante ore di ROL ho all’anno?',
    );
    expect(text).toMatch(/\*\*40 ore\*\*/);
  });

  it('values the half hour of overtime a timesheet records', () => {
    const sheet =
      'FOGLIO PRESENZE - settimana 2-7 novembre 2026\nDipendente: Neri Anna - CCNL Commercio - paga oraria 11,00 euro - orario 40 ore\nLun 2/11 8:00-17:30 pausa 1:00 ore 8,5\nMar 3/11 8:00-17:00 pausa 1:00 ore 8\nMer 4/11 8:00-18:00 pausa 1:00 ore 9\nGio 5/11 8:00-17:00 pausa 1:00 ore 8\nVen 6/11 8:00-17:00 pausa 1:00 ore 8\nSab 7/11 8:00-12:00 ore 4\nTotale ore 45,5';
    const answer = askAgent(
      'calcolo',
      'dal foglio caricato quante ore oltre le 40 e quanto valgono come straordinario?',
      {
        documents: [{ id: 'd1', fileName: 'foglio.txt', text: sheet }] as never,
      },
    );
    // 5,5 × 11,00 × 1,15 = 69,58
    expect(answer.text).toMatch(/69,5[78]/);
  });

  it('asks the gross for a net guaranteed ("RAL da proporre"), with no agreement', () => {
    const text = opening(
      'calcolo',
      'Vogliamo garantire 1.600 netti al mese su 13 mensilità, 2026, addizionali escluse: RAL da proporre?',
    );
    expect(text).toMatch(/serve una RAL di/);
  });

  it('computes the contributions of a RAL named bare after it', () => {
    const text = opening(
      'calcolo',
      'RAL 64.000 nel 2026: contributi INPS del lavoratore, compreso l’1% sopra la prima fascia?',
    );
    // 9,19% × 64.000 = 5.881,60; 1% × (64.000 − 56.224) = 77,76
    expect(text).toMatch(/5\.959,36/);
  });

  it('counts the arrears of the months the question lists', () => {
    const text = opening(
      'calcolo',
      'commercio 4° livello: da novembre 2025 mi pagano ancora la vecchia paga base, me la sistemano a febbraio 2026. quanti arretrati per novembre, dicembre e gennaio?',
    );
    expect(text).toMatch(/105,00/);
  });
});

describe('more blind-set classes of session 17', () => {
  it('classifies the colleague of a follow-up typed without the apostrophe', () => {
    const text = opening('inquadra', 'e laltro ragazzo che fa solo il centralinista? che livello?', [
      'negozio di scarpe, commercio: il commesso vende e sta alla cassa, che livello ha?',
    ]);
    expect(text).toMatch(/\*\*5° livello\*\*/);
  });

  it('does not give a blue-collar worker the notice rows written for clerks', () => {
    const text = opening(
      'main-agent',
      'tessile abbigliamento industria, sono operaio di 3° livello: se mi dimetto quanto preavviso devo dare?',
    );
    expect(text).not.toMatch(/impiegati, fino a 5 anni/);
    expect(text).toMatch(/operai/);
  });
});

describe('the NASpI extra of a renewal asked in a follow-up', () => {
  it('is computed on the contribution base the turn before told', () => {
    const text = opening('calcolo', 'e se poi glielo rinnovo una volta, quanto pago di addizionale?', [
      'contratto a termine con imponibile annuo di 20.000 euro: quanto è il contributo addizionale NASpI?',
    ]);
    // 1,9% × 20.000 = 380
    expect(text).toMatch(/380,00/);
  });
});

describe('the last blind-set classes of session 17', () => {
  it('says the minimum depends on the level when a shorthand minimum names no agreement', () => {
    const text = askAgent('calcolo', 'qnt guadagna di minimo una segretaria??').text;
    expect(text).toMatch(/livello di inquadramento/);
  });

  it('reads the tranche month the asking clause names, not the expiry the story told', () => {
    const text = opening(
      'main-agent',
      'il contratto chimico scade a giugno 2028, lo so. io sono D1: di quanto è aumentato il minimo da luglio 2026?',
    );
    expect(text).toMatch(/\*\*60,00 €\*\*/);
  });
});

describe('a fixed-term TFR from a hire and a leaving in the same year', () => {
  it('counts the months between them, the leaving day said without its year', () => {
    const text = opening(
      'calcolo',
      'commercio 4° livello, assunta il 1° marzo 2026 a termine, finisce il 31 agosto: quanto TFR le spetta?',
    );
    expect(text).toMatch(/6 mesi/);
  });
});

describe("a typed payslip's increments", () => {
  it('sets the increments line against the count times the level’s increment', () => {
    const text = opening(
      'calcolo',
      'controllo busta di marzo 2026, CCNL Commercio 3° livello con 3 scatti: paga base 1.438,08; contingenza 524,22; scatti 65,85; lordo 2.028,15; INPS 186,39. torna?',
    );
    // Commercio 3° level increment 21,95: 3 × 21,95 = 65,85
    expect(text).toMatch(/3 × 21,95 €.*= 65,85 € \(indicati 65,85 €: tornano\)/);
  });
});
