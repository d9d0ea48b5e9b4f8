import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text.split('\n')[0] ?? '';

describe('a period written as day/month', () => {
  it('counts the 13th-month share from "dal 2/4 al 18/7 2026"', () => {
    const text = opening(
      'calcolo',
      'magazziniere logistica 5° livello, ho lavorato dal 2/4 al 18/7 2026: quanto mi spetta di tredicesima?',
    );
    // April to July: four months (18 days of July count as a month).
    expect(text).toMatch(/per 4 mesi/);
  });
});

describe('when the probation ends', () => {
  it('gives the last day of a probation in calendar months from the hire day', () => {
    const text = opening(
      'main-agent',
      'mi hanno assunta il 5 maggio 2026 come impiegata al 1° livello del commercio, la prova fino a quando va?',
    );
    // 6 calendar months from 5 May: the last day is 4 November.
    expect(text).toMatch(/4 novembre 2026/);
  });

  it('gives an estimate, not a date, for a probation counted in days worked', () => {
    const text = opening(
      'main-agent',
      'commessa 5° livello commercio assunta il 1 dicembre 2026, quando termina il periodo di prova?',
    );
    expect(text).toMatch(/intorno al/);
    expect(text).toMatch(/con 5 giorni lavorativi/);
  });

  it('reads "quando scade la prova" as the probation, not the agreement\'s expiry', () => {
    const text = opening(
      'main-agent',
      'cameriere 4° livello turismo, assunto il 3 agosto 2026: quando scade la prova?',
    );
    expect(text).not.toMatch(/validità e rinnovo/);
    expect(text).toMatch(/prova/);
  });
});

describe('law questions with no agreement named', () => {
  it('adds the months of a fixed-term contract told in a story and weighs them against 24', () => {
    const text = opening(
      'main-agent',
      'lavoro a tempo determinato da 20 mesi, ora vogliono prorogarmi di 6 mesi: è possibile?',
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toMatch(/26 mesi/);
  });

  it('says yes, with the reason needed past 12 months, when the total stays within 24', () => {
    const text = opening(
      'main-agent',
      'dipendente a termine, ho già fatto 10 mesi e mi propongono un rinnovo di altri 8 mesi: si può fare?',
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toMatch(/18 mesi/);
    expect(text).toMatch(/causale/);
  });

  it('lists what a fixed-term contract pays at its end instead of a part-time passage', () => {
    const text = opening(
      'main-agent',
      'il mio contratto a tempo determinato finisce a gennaio, che soldi mi spettano alla scadenza?',
    );
    expect(text).toMatch(/TFR/);
    expect(text).toMatch(/ferie e i permessi maturati e non goduti/);
  });

  it('answers that holidays accrue in the probation, against a claim that they do not', () => {
    const text = opening(
      'main-agent',
      'la titolare sostiene che finché sono in prova non matura niente di ferie: ha ragione?',
    );
    expect(text).toMatch(/^\*\*No, non è così\*\*/);
    expect(text).toMatch(/periodo di prova/);
  });

  it('answers that holidays accrue during sickness', () => {
    const text = opening(
      'main-agent',
      'sono a casa in malattia da due mesi, le ferie continuano a maturare?',
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toMatch(/le ferie maturano/);
  });

  it('explains the tax of a second job instead of asking for an agreement', () => {
    const text = opening(
      'main-agent',
      'ho due lavori part time con due datori diversi, a fine anno mi tocca pagare irpef in più?',
    );
    expect(text).toMatch(/si sommano/);
    expect(text).not.toMatch(/Non riesco a identificare/);
  });

  it('reads "la tredicesima equivale allo stipendio di dicembre?" as how the 13th month is made', () => {
    const text = opening(
      'main-agent',
      'mia madre dice che la tredicesima equivale allo stipendio di dicembre, è così?',
    );
    expect(text).toMatch(/un dodicesimo/);
  });
});

describe("figures that are not the case's", () => {
  it('reads "al 35% fino a 50.000" as a bracket to check, not a RAL', () => {
    const text = opening(
      'main-agent',
      'ma nel 2026 lo scaglione irpef del 35% non arrivava fino a 50.000 euro?',
    );
    expect(text).not.toMatch(/IRPEF lorda è di/);
  });

  it('takes a one-day week as the part-time share of a pay', () => {
    const text = opening(
      'calcolo',
      'faccio la cassiera soltanto la domenica 6 ore, commercio 5° livello: quanto mi viene lordo al mese?',
    );
    expect(text).toMatch(/part-time al 15%/);
    expect(text).not.toMatch(/straordinario/);
  });
});

describe('periods told by their days', () => {
  it("sums a RAL's TFR over the months between two full dates across years", () => {
    const text = opening(
      'calcolo',
      'quanto tfr ho maturato dal 1 settembre 2022 al 31 agosto 2026 con ral 32.000 fissa?',
    );
    expect(text).toMatch(/in 4 anni/);
  });

  it('counts holidays accrued to the day asked ("maturate al 31 maggio")', () => {
    const text = opening(
      'calcolo',
      'ferie maturate al 31 maggio 2026 se mi hanno assunto il 2 gennaio 2026? commercio',
    );
    expect(text).toMatch(/5 mesi/);
  });

  it("puts a hire without its year before the payment asked ('la 14ª di luglio dell'anno prossimo')", () => {
    const text = opening(
      'calcolo',
      "assunto il 10 agosto, turismo 5° livello, quanta quattordicesima prendo a luglio dell'anno prossimo?",
    );
    expect(text).toMatch(/11 mesi|agosto 2026/);
    expect(text).not.toMatch(/2028/);
  });

  it('reads "lavoro dal 3 marzo 2026" as the hire day of a 13th-month share', () => {
    const text = opening(
      'calcolo',
      'lavoro dal 16 aprile 2026 e prendo 1.500 lordi: quanta tredicesima a dicembre?',
    );
    // 16 to 30 April is 15 days, a whole month: April to December.
    expect(text).toMatch(/per 9 mesi/);
  });
});

describe("classes of the eighteenth session's blind sets", () => {
  it('totals the NASpI extra contribution over the months of a fixed-term contract', () => {
    const text = opening(
      'calcolo',
      'prendo una commessa a termine per 4 mesi a 1.700 euro lordi al mese: quanto pago in tutto di addizionale naspi?',
    );
    // 1.700 × 1,4% = 23,80 a month, × 4 = 95,20.
    expect(text).toMatch(/\*\*95,20 € in tutto\*\*/);
  });

  it('says a question about a driving licence or a train is outside work, even after a pay question', () => {
    const text = opening('main-agent', 'ultima cosa: quanto costa fare la patente B in autoscuola?', [
      "quanto costa all'azienda un cuoco 3° livello fipe?",
    ]);
    expect(text).not.toMatch(/costo annuo/);
  });

  it('reads the woman who helps at home as domestic work', () => {
    const text = opening(
      'main-agent',
      'la ragazza che ci aiuta in casa due pomeriggi a settimana: quanti giorni di ferie le spettano?',
    );
    expect(text).toMatch(/Lavoro domestico/);
  });

  it('does not read a divisor the user was told as a monthly pay', () => {
    const text = opening(
      'calcolo',
      'sono al 5° livello turismo, il collega dice che la paga oraria si ottiene diviso 168: quanto è la mia paga oraria?',
    );
    expect(text).not.toMatch(/lordo mensile di 168/);
    expect(text).toMatch(/Turismo/);
  });

  it('does not read "104 ore" of permits as law 104', () => {
    const text = opening(
      'main-agent',
      "in un negozio di 10 dipendenti col ccnl commercio, ROL ed ex festività sono davvero 104 ore l'anno?",
    );
    expect(text).not.toMatch(/L\. 104\/1992/);
  });

  it('takes another agreement named as the yardstick of a belief out of the answer', () => {
    const text = opening(
      'main-agent',
      'CCNL Tessile: quanto dura il periodo di comporto? il titolare dice 6 mesi come nel commercio',
    );
    expect(text).not.toMatch(/CCNL Commercio/);
  });

  it('names the withholding before its rate and amount in a payslip check', () => {
    const text = opening(
      'calcolo',
      'busta di marzo: imponibile previdenziale 1.500,00 €, contributi INPS del dipendente al 9,19% trattenuti per 147,85 €. torna?',
    );
    // 1.500 × 9,19% = 137,85.
    expect(text).toMatch(/137,85/);
  });

  it('moves an overtime hour to a later month of this year asked in a follow-up', () => {
    const text = opening('calcolo', 'e per quelle che mi toccano a dicembre?', [
      "commercio 4° livello, a ottobre 2026 ho fatto 3 ore di straordinario, sotto le 48 ore settimanali: quanto vale un'ora?",
    ]);
    // From 1 November 2026 the minimum is 1.818,75: 1.818,75 / 168 × 1,15 = 12,45.
    expect(text).toMatch(/12,45/);
  });

  it('runs the 13th month from January after a 14th-month question that started in July', () => {
    const text = opening('calcolo', 'e la tredicesima invece?', [
      "lascio il lavoro il 20 settembre 2026, 4° livello commercio, la quattordicesima me l'hanno pagata a luglio: ratei di 14esima?",
    ]);
    expect(text).toMatch(/per 9 mesi/);
  });

  it('corrects a tax rate the year does not have', () => {
    const text = opening(
      'calcolo',
      'il software applica il 35% tra 28.000 e 50.000 anche nel 2026: IRPEF lorda 2026 su 45.000 €?',
    );
    expect(text).toMatch(/il 35% non è un'aliquota del 2026/);
  });
});

describe("more classes of the eighteenth session's blind sets", () => {
  it('computes the RAL for a wanted net when a RAL someone suggested is told beside it', () => {
    const text = opening(
      'calcolo',
      "vorrei 1.600 netti al mese su 13 mensilità a Torino nel 2026, l'HR mi propone 24.000 di RAL: quale RAL mi serve davvero?",
    );
    expect(text).toMatch(/serve una RAL di/);
  });

  it('counts the comporto left after the illnesses listed by their days', () => {
    const text = opening(
      'main-agent',
      'commessa, ccnl commercio: sono stata in malattia dal 2 febbraio al 13 marzo 2026 e dal 5 ottobre al 3 novembre. quanti giorni di comporto mi restano?',
    );
    // 40 + 30 = 70 days of 180: 110 left.
    expect(text).toMatch(/\*\*110 giorni\*\*/);
  });

  it('answers a minimum asked at two months with both figures first', () => {
    const text = askAgent(
      'main-agent',
      'Commercio 4° livello: minimo a ottobre 2026 e quello dal 1° novembre 2026?',
    ).text.split('\n');
    expect(text[0]).toMatch(/1\.783,75/);
    expect(text[1]).toMatch(/1\.818,75/);
  });
});
