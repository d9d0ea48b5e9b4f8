import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 28 (fixs28b): payroll calculations: overtime over several days, a hire moved in a follow-up, part-time
// minimums, TFR at leaving, a domestic holiday worked and the domestic contribution, holidays paid at leaving,
// the RAL of one monthly pay under two agreements, an exemption threshold claimed an allowance.
const ask = (message: string, history: string[] = [], agent = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('overtime and pay of the case told', () => {
  it('the hours of each day named add up, each within its first daily band', () => {
    const text = ask(
      'operaio C2 metalmecanico industria, solo minimo di giugno 2026, ha fatto 2 ore di straordinario martedi e 2 giovedì. quanto gli do lordo? divisore 173',
    );
    expect(openingLine(text)).toContain('4 ore valgono **59,68 €**');
  });
  it('a stated pay beside a level names the level in the opening', () => {
    const text = ask(
      'studio professionale, impiegata 4 livello al minimo (1.595,42 mensili), ha fatto 5 ore di straordinario feriale diurno a novembre. quanto le do? divisore 170',
    );
    expect(openingLine(text)).toContain('(4° livello)');
    expect(openingLine(text)).toContain('**53,96 €**');
  });
  it('"(senza scatti)" before the question mark is an aside: the part-time minimum is answered', () => {
    const text = ask(
      "ciao, ho una commessa al 4° livello del commercio in part-time 20 ore su 40. con l'aumento di novembre quanto deve prendere adesso di minimo lordo al mese (senza scatti)?",
    );
    expect(openingLine(text)).toContain('**909,38 €**');
  });
  it('"e se l\'asumevamo il 20 aprile" moves the hire: April no longer counts', () => {
    const text = ask("e se invece l'asumevamo il 20 aprile quanto veniva la tredicesma?", [
      'Metalmeccanico C3 assunto il 10 aprile 2026, solo minimo tabellare: quanto prende di tredicesima a dicembre?',
    ]);
    expect(openingLine(text)).toContain('per 8 mesi (8/12) è di **1.474,29 €**');
  });
});

describe('part-time minimum hours', () => {
  it('12 hours asked as allowed in the Multiservizi: No, the minimum is 15', () => {
    const text = ask(
      "mi vogliono assumere in una ditta di pulizie (ccnl multiservizi) a 12 ore a settimana, 2 ore al giorno in un ufficio. il responsabile dice che va bene così. si puo fare o c'è un minimo?",
      [],
      'main-agent',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('15 ore settimanali');
  });
  it('after a cost, the base pay of a 20-hour part-time and the minimum hours are both answered', () => {
    const text = ask(
      "Ok grazie. In realtà però i cantieri che ho sono solo al mattino presto, quindi pensavo di prenderla part-time a 20 ore settimanali invece di 40. In quel caso quanto sarebbe la paga base mensile lorda (minimo più contingenza, senza EDR)? E 20 ore si possono fare o c'è un minimo di ore nel contratto?",
      [
        'quanto costa allanno un addetta pulizie 2 livello multiservizi a tempo pieno? solo lordo annuo da contratto, senza contributi',
      ],
    );
    expect(openingLine(text)).toContain('**701,59 €**');
    expect(text.split('\n').slice(0, 3).join('\n')).toContain('15 ore settimanali');
  });
});

describe('leaving, holidays and domestic work', () => {
  it('the TFR at leaving: revaluation, the year quota and the total', () => {
    const text = ask(
      "Fondo TFR al 31/12/2024 di 8.000 euro, retribuzione utile 2025 di 27.000 euro, rapporto cessato a fine dicembre 2025. Rivalutazione, quota dell'anno e quanto liquido in tutto?",
    );
    expect(text).toContain('Il TFR totale lordo è di **10.049,89 €**');
  });
  it('holidays accrued and then their pay: the days times the daily quota of the minimum at leaving', () => {
    const text = ask(
      "È un 4° livello full time, solo minimo. Quanto vale lordo l'indennità per quei giorni, usando la quota giornaliera a 26?",
      [
        'comesso assunto il 1/3/2026 e licenziato a fine agosto 2026, contratto commercio, non ha mai fatto ferie. quanti giorni di ferie maturate gli devo pagare?',
      ],
    );
    expect(openingLine(text)).toContain('**891,88 €**');
  });
  it('a domestic holiday worked: the holiday (1/6 of the week) plus the hours at +60%', () => {
    const text = ask(
      "la mia colf lavora 24 ore a settimana su 6 giorni, paga 8 euro l'ora. il primo maggio ha lavorato 5 ore perché avevamo ospiti. quanto le devo per quella giornata tra festività e ore lavorate?",
    );
    expect(openingLine(text)).toContain('**96,00 €**');
    expect(openingLine(text)).toContain('**32,00 €**');
    expect(openingLine(text)).toContain('**64,00 €**');
  });
  it('a domestic worker with CUAF: the hourly contribution of the band with the 13th, not a CUAF gap', () => {
    const text = ask(
      "Ho una colf a tempo indeterminato, 20 ore a settimana, che pago 9,00 euro l'ora lordi. Nel terzo trimestre 2026 le ore retribuite sono state 260. Quanto devo versare all'INPS per il trimestre e quanto posso trattenere alla colf? C'è la CUAF, non siamo parenti.",
    );
    expect(openingLine(text)).toContain('**499,20 €**');
    expect(openingLine(text)).toContain('**124,80 € a carico del lavoratore**');
  });
});

describe('claims and comparisons', () => {
  it('one monthly pay under Commercio and Metalmeccanici: the RAL of each by its payments', () => {
    const text = ask(
      "Due offerte per lo stesso ruolo: un'azienda del commercio (Confcommercio) e una metalmeccanica industria, entrambe propongono 2.000 euro lordi al mese fissi. Quanto fa la RAL nell'una e nell'altra?",
      [],
      'confronta',
    );
    expect(openingLine(text)).toContain('**28.000,00 €** nel CCNL Commercio');
    expect(openingLine(text)).toContain('**26.000,00 €** nel CCNL Metalmeccanici industria');
  });
  it('a municipal exemption threshold claimed an allowance: No, the whole income pays', () => {
    const text = ask(
      "Un dipendente residente a Napoli ha un imponibile di 12.500 € e il collega mi dice che l'addizionale comunale si paga solo sui 500 € sopra la soglia di esenzione. È così o si paga su tutto? E quanto sarebbe?",
      [],
      'main-agent',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('tutto il reddito');
    expect(openingLine(text)).toContain('**125,00 €**');
  });
  it('a 2026 net under 28.000 € changed only by the regional surcharge says the IRPEF does not change', () => {
    const text = ask('e per il 2026 cambia qualcosa?', [
      'Netto annuo 2025 per una RAL di 24.000 € a Torino?',
    ]);
    expect(openingLine(text)).toContain("non per l'IRPEF, che non cambia");
    expect(openingLine(text)).toContain('addizionale regionale (Piemonte)');
  });
  it('a building worker missing the 13th and holiday pay: the Cassa Edile accrual of 18,50%', () => {
    const text = ask(
      "Sono un muratore assunto da un'impresa edile industriale da due anni. Guardando le buste paga di dicembre e di luglio non ho mai visto né la tredicesima né il pagamento delle ferie. Come funziona per noi operai edili e quanto viene accantonato?",
      [],
      'main-agent',
    );
    expect(openingLine(text)).toContain('Cassa Edile');
    expect(openingLine(text)).toContain('18,50%');
  });
});
