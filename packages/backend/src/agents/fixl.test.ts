import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 15 (fixl): payroll rules and conversation follow-ups behind the blind h30–h32 failures.
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a payroll rate asked beside an agreement the knowledge base lacks is the rule, not a gap', () => {
  it.each([
    'Che percentuale di contributi INPS a carico del lavoratore si trattiene in busta? Lavoro in banca.',
    "aliquota contributi previdenziali c/dip. per un'impiegata di una compagnia di assicurazioni?",
    'Sono receptionist in una palestra: qual è la percentuale di INPS che paga il dipendente sul lordo?',
  ])('%s', (message) => {
    const line = opening('calcolo', message);
    expect(line).toContain('9,19%');
    expect(line).not.toMatch(/non è nella base di conoscenza/);
  });
});

describe('a tax rule asked on a taxable income the question states applies to that income, not to a RAL', () => {
  it('the surcharges on a stated taxable income take no INPS off it', () => {
    const line = opening(
      'calcolo',
      'Reddito imponibile 27.243 euro, residente a Milano: a quanto ammontano le addizionali regionale e comunale del 2026?',
    );
    expect(line).toContain('377,94');
    expect(line).toContain('217,94');
  });
  it('the gross IRPEF of a stated taxable income, then the same income under the other year’s brackets', () => {
    const first =
      'Un mio cliente ha un imponibile fiscale di 38.000 euro nel 2026: che aliquote IRPEF gli toccano?';
    expect(opening('calcolo', first)).toContain('9.740,00');
    const line = opening(
      'calcolo',
      'e con gli scaglioni del 2025, a confronto, quanto sarebbe stata l’IRPEF lorda?',
      [first],
    );
    expect(line).toContain('9.740,00');
    expect(line).toContain('9.940,00');
  });
});

describe('a domestic worker’s pay per hour told in the turn before picks the contributions band', () => {
  it('the hourly contribution and the quarter follow the pay told first', () => {
    const line = opening(
      'calcolo',
      'quanto versiamo di contributi INPS per ogni ora? e per tutto il trimestre gennaio-marzo (13 settimane)?',
      [
        'abbiamo assunto una badante a ore, 18 ore a settimana, le diamo 8,50 euro l’ora, tempo indeterminato',
      ],
    );
    // INPS 2026, tempo indeterminato, paga oraria fino a 9,61 €: 1,70 € l'ora; 18 × 13 × 1,70 = 397,80 €.
    expect(line).toContain('1,70');
    expect(line).toContain('397,80');
  });
});

describe('a renewal’s increase asked by the month it came in, and the next one', () => {
  it('the month’s tranche opens, then the next tranche', () => {
    const line = opening(
      'main-agent',
      'mi dicono che a novembre è scattato un aumento: quanto? e quello dopo?',
      ['faccio la cassiera al 4° livello del commercio'],
    );
    expect(line).toMatch(/\*\*35,00 €\*\* dal 1° novembre 2026/);
    expect(line).toContain('1° febbraio 2027');
  });
  it('the month said with "di" is the tranche’s month too', () => {
    const line = opening('main-agent', 'commercio 4° livello: l’aumento di novembre di quanto è stato?');
    expect(line).toContain('35,00');
  });
});

describe('holidays accrued from January up to a leaving month said with no year', () => {
  it.each([
    [
      'ferie: 26 giorni l’anno nel commercio; se lascio a fine giugno quante ne ho maturate da gennaio?',
      '13',
    ],
    [
      'CCNL alimentari industria, orario su 5 giorni: se mi licenzio a fine febbraio, quante ferie ho maturato dall’inizio dell’anno?',
      '3,67',
    ],
  ])('%s', (message, share) => {
    expect(opening('main-agent', message)).toContain(share);
  });
});

describe('the monthly accrual of permits asked beside the year’s total', () => {
  it('the year’s hours, then a twelfth of them each month', () => {
    const line = opening(
      'main-agent',
      'CCNL metalmeccanici industria, impiegato da 10 anni: quante ore di ROL ed ex festività ho all’anno e quante ne matura ogni mese?',
    );
    expect(line).toContain('104 ore');
    expect(line).toContain('8,67 ore');
  });
});

describe('the level held, told in an earlier turn, is set against the level proposed in a follow-up', () => {
  it('the pay gap between the two minimums', () => {
    const line = opening('inquadra', 'ma non dovrei stare al quarto? quanto prenderei in più al mese?', [
      'sono al 5° livello del commercio in un negozio di scarpe: vendo ai clienti, faccio gli scontrini, sistemo la merce in vetrina',
    ]);
    expect(line).toContain('4° livello');
    expect(line).toContain('127,05');
  });
  it('asked as how much the pay would change', () => {
    const line = opening('inquadra', 'non sarebbe giusto il 4°? di quanto cambierebbe lo stipendio?', [
      'commessa in una libreria, sto alla cassa e consiglio i clienti sui libri, mi hanno messo al quinto livello del commercio',
    ]);
    expect(line).toContain('127,05');
  });
});

describe('a comparison that asks holidays and permits together compares both', () => {
  it.each([
    [
      'e per ferie e permessi, quale dei due contratti ne dà di più?',
      'Sono cuoco al 4° livello nei pubblici esercizi, mio fratello fa il magazziniere al 4° livello del commercio: chi ha il minimo più alto?',
    ],
    [
      'e come permessi e ferie siamo messi uguale?',
      'io receptionist 4° livello turismo, lei commessa 4° livello commercio: chi prende di più?',
    ],
  ])('%s', (message, before) => {
    const text = askAgent('confronta', message, { history: [before] }).text;
    expect(text).toMatch(/\| Ferie \||Ferie:/);
    expect(text).toMatch(/Permessi retribuiti/);
  });
});

describe('the ordinary hour of a part-timer, asked beside extra hours, from the monthly pay told', () => {
  it.each([
    [
      'Lavoro 20 ore a settimana in un negozio di scarpe, commercio 4° livello, in busta ho 891,88 euro di paga base riproporzionata. Mi chiedono di fermarmi di più sabato: quanto vale la mia ora normale?',
      // 891,88 ÷ (20/40) = 1.783,76 → ÷ 168 = 10,62
      '10,62',
    ],
    [
      'Mio marito fa 30 ore settimanali in un ristorante, pubblici esercizi, e prende 1.185,07 € lordi al mese. Per le ore in più che gli chiedono, qual è la paga dell’ora ordinaria?',
      // 1.185,07 ÷ (30/40) = 1.580,09 → ÷ 172 = 9,19
      '9,19',
    ],
  ])('%s', (message, hour) => {
    expect(opening('calcolo', message)).toContain(hour);
  });
});

describe('the pay of an offer, asked beside the pay of today, is the one computed', () => {
  it.each([
    [
      'Oggi ho una RAL di 30.000 euro in un hotel; un’agenzia mi propone 34.000 euro lordi annui. Se accetto la proposta, quanto prenderei netto al mese nel 2026 su 13 mensilità?',
      'RAL di 34.000',
    ],
    [
      'Attualmente guadagno 28.000 lordi l’anno, mi hanno offerto un posto in banca a 33.000 euro di RAL: col nuovo lavoro quanto mi resterebbe netto nel 2026?',
      'RAL di 33.000',
    ],
  ])('%s', (message, ral) => {
    expect(opening('calcolo', message)).toContain(ral);
  });
});

describe('the INPS and the IRPEF of a net asked after it, with how it was computed', () => {
  it.each([
    [
      [
        'Mi assumono come contabile con 32.000 euro di RAL.',
        'Nel 2026 quanto prendo netto al mese su 13 mensilità? nessun familiare a carico',
      ],
      'mi spieghi come ci sei arrivato? quanto mi tolgono di INPS e quanto di IRPEF?',
      // INPS 32.000 × 9,19% = 2.940,80
      '2.940,80',
    ],
    [
      ['RAL 45.000 €, anno 2026, residente a Bologna.', 'Netto mensile su 14?'],
      'come lo hai calcolato? quanto fanno i contributi e quanto l’IRPEF?',
      // INPS 45.000 × 9,19% = 4.135,50
      '4.135,50',
    ],
  ])('%s', (history, message, inps) => {
    const line = opening('calcolo', message, history);
    expect(line).toContain(inps);
    expect(line).toMatch(/IRPEF/);
  });
});

describe('a hand at the counter under the counter clerk’s lead is the counter clerk’s helper', () => {
  it.each([
    'Commercio: mia nipote in un minimarket rifornisce gli scaffali, prezza la merce e dà una mano al banco gastronomia quando serve, sempre sotto la guida della banconiera. Non incassa. Che livello le spetta?',
    'Terziario Confcommercio, ragazzo al primo impiego in una macelleria: pulisce, sistema il frigo e dà una mano al banco nelle ore di punta, sotto la guida del titolare-banconiere? Livello?',
  ])('%s', (message) => {
    expect(opening('inquadra', message)).toContain('5° livello');
  });
});

describe('a schedule written "a setimana" is the week of the schedule', () => {
  it('the quarter’s domestic contributions follow the hours told with the typo', () => {
    const line = opening('calcolo', 'e quanto versiamo di inps in un trimestre di 13 settimane?', [
      'la nostra colf viene 12 ore a setimana, le diamo 9 euro l’ora, tempo indeterminato',
    ]);
    // Effective pay 9,75 €/h (fixs24a), second band: 12 × 13 × 1,92 = 299,52
    expect(line).toContain('299,52');
  });
});
