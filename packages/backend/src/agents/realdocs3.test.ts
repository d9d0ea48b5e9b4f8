import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const document = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }] });

describe('a fixed-term letter: its periods added up (realdocs3)', () => {
  it('an extension told with month names: from the first start to the new end', () => {
    const answer = askAgent(
      'main-agent',
      'con questa proroga qnt mesi lavoro in tutto? e quanti ne restano prima del massimo?',
      document(
        'Bologna, 3 giugno 2026\nOggetto: proroga\nIl contratto a tempo determinato iniziato il 15 febbraio 2026 e in scadenza il 14 agosto 2026 è prorogato fino al 14 febbraio 2027.\nDistinti saluti\n',
      ),
    );
    // 15.2.2026 – 14.2.2027: 12 months; 24 − 12 = 12 left.
    expect(answer.text).toContain('**12 mesi**');
    expect(answer.text).toMatch(/mancano \*\*12 mesi\*\*/);
  });

  it('a renewal after a pause: the two contracts summed, not the span between them, and the causale quoted', () => {
    const answer = askAgent(
      'main-agent',
      'Quanti mesi avrò fatto in totale con loro e con quale causale mi riassumono?',
      document(
        'Oggetto: nuovo contratto a termine\nGentile Sig. Rossi,\ndopo il contratto a termine dal 1° aprile 2025 al 30 settembre 2025, Le proponiamo un nuovo contratto a tempo determinato dal 1° novembre 2025 al 31 ottobre 2026.\nCausale: punta stagionale di attività del reparto spedizioni.\nCordiali saluti\n',
      ),
    );
    // 6 months + 12 months = 18 (not the 19 from April 2025 to October 2026).
    expect(answer.text).toContain('**18 mesi**');
    expect(answer.text).toContain('punta stagionale');
    expect(answer.text).toContain('richiede una causale');
  });
});

describe('a comparison asked beside an uploaded letter (realdocs3)', () => {
  it('the letter’s agreement against the one the worker has now: the comparison, not a quote', () => {
    const answer = askAgent(
      'confronta',
      'Ho in mano la proposta allegata di un ristorante (pubblici esercizi, 4° livello); oggi lavoro in albergo col Turismo, sempre 4° livello. Quale dei due contratti paga un minimo più alto?',
      document(
        'TRATTORIA DA GINO - Via Roma 1 - Lucca\nLucca, 10 novembre 2026\nGentile Sig. Bianchi,\nLe proponiamo l’assunzione come cameriere, 4° livello CCNL Pubblici esercizi (FIPE), dal 1° dicembre 2026.\nCordiali saluti\n',
      ),
    );
    // FIPE 4th from 1.6.2026: 1.692,69; Turismo 4th (alberghi) from 1.5.2026: 1.695,69.
    expect(answer.text).toContain('1.692,69');
    expect(answer.text).toContain('1.695,69');
    expect(answer.text).not.toMatch(/^Dal documento/);
  });

  it('each agreement keeps the level said beside it, also after "e mi metterebbe al…"', () => {
    const answer = askAgent(
      'confronta',
      'La lettera che ho caricato è del commercio, quarto livello. Un’altra ditta applica il Multiservizi e mi metterebbe al 2° livello. Quale minimo è più alto?',
      document(
        'Oggetto: proposta di assunzione\nGentile Sig.ra Rossi,\nLe proponiamo il IV livello del CCNL Terziario Distribuzione e Servizi dal 1° dicembre 2026.\nDistinti saluti\n',
      ),
    );
    // Multiservizi 2nd level from 1.10.2026: 1.403,17; Terziario IV from 1.11.2026: 1.818,75.
    expect(answer.text).toContain('1.403,17');
    expect(answer.text).toContain('1.818,75');
  });
});

describe('a union leaflet naming one level, the worker at another (realdocs3)', () => {
  it('"io invece sono al 3°": the tranche of the worker’s own level, read in the leaflet’s agreement', () => {
    const answer = askAgent(
      'main-agent',
      'sul foglio del sindacato c’è l’esempio del C3, io invece sono D2. da giugno 2026 quanto mi è entrato in più??',
      document(
        'RSU FIM FIOM UILM\nDal 1° giugno 2026 aumentano i minimi del CCNL Metalmeccanici industria.\nEsempio: livello C3 +53,17 euro lordi.\nAssemblea giovedì in mensa.\n',
      ),
    );
    // D2: 1.931,78 (1.6.2025) → 1.979,37 (1.6.2026) = 47,59.
    expect(answer.text).toContain('47,59');
    expect(answer.text).not.toMatch(/^Dal documento/);
  });

  it('a tranche "arrivata" in a month beside a leaflet with no figures: the agreement’s tranche for the level', () => {
    const answer = askAgent(
      'main-agent',
      'Sono educatrice C1 in una coop sociale. Leggendo il volantino allegato: a ottobre 2025 quanto mi è arrivato in più in busta?',
      document(
        'COOPERATIVE SOCIALI - IL RINNOVO\n120 euro a regime al C1 in tre tranche: febbraio 2024, ottobre 2024, ottobre 2025.\nInformati dai delegati.\n',
      ),
    );
    // C1 tranche of October 2025: 30 euro (Confcooperative note on the renewal).
    expect(answer.text).toMatch(/\*\*30,00 €\*\*/);
  });
});

describe('a schedule written a day a line (realdocs3)', () => {
  it('the weekly hours are the days’ hours added up, with the part-time share when asked', () => {
    const answer = askAgent(
      'main-agent',
      'Mi hanno dato il nuovo orario (allegato): quante ore faccio alla settimana adesso e che percentuale di part-time è?',
      document(
        'Oggetto: nuova distribuzione dell’orario\nGentile Sig.ra Verdi,\ndal 1° febbraio 2027 il Suo orario sarà:\nlunedì 8.30-12.30\nmercoledì 8.30-12.30 / 14.00-18.00\nvenerdì 8.30-12.30\nCordiali saluti\n',
      ),
    );
    // 4 + 8 + 4 = 16 hours; 16 / 40 = 40%.
    expect(answer.text).toContain('**16 ore settimanali**');
    expect(answer.text).toContain('40%');
  });
});

describe('a disciplinary letter asked what it charges (realdocs3)', () => {
  it('"cosa mi contestano?": the facts the letter charges, then the days to answer', () => {
    const answer = askAgent(
      'main-agent',
      'Cosa mi contestano di preciso? E fino a quando posso rispondere?',
      document(
        'Oggetto: contestazione disciplinare\nEgregio Sig. Neri,\ncon la presente Le contestiamo l’assenza ingiustificata dal servizio del giorno 3 novembre 2026, non comunicata al responsabile di turno.\nLei potrà presentare le Sue giustificazioni entro 5 giorni dal ricevimento.\nDistinti saluti\n',
      ),
    );
    expect(answer.text).toContain('assenza ingiustificata');
    expect(answer.text).toContain('5 giorni');
  });
});

describe('a letter pasted into the question (realdocs3)', () => {
  it('a resignation pasted between quotes: its notice and last day, as for an upload', () => {
    const answer = askAgent(
      'main-agent',
      'incollo la lettera: «La sottoscritta Anna Riva, commessa di V livello CCNL Terziario Distribuzione e Servizi, assunta il 10/01/2025, rassegna le proprie dimissioni. Milano, 3 dicembre 2026.» quale sarà il mio ultimo giorno di lavoro?',
    );
    // V level, up to 5 years: 15 days of resignation notice, running from 16.12.2026 → 30.12.2026.
    expect(answer.text).toContain('15 giorni');
    expect(answer.text).toMatch(/30 dicembre 2026|30\/12\/2026/);
  });
});

describe('a letter that names no agreement (realdocs3)', () => {
  it('its notice asked: the agreement, the level and the years of service are asked for', () => {
    const answer = askAgent(
      'main-agent',
      'Questa è la mia lettera di dimissioni: quanti giorni di preavviso mi tocca fare?',
      document(
        'Spett.le Ditta Bianchi\nOggetto: dimissioni\nIo sottoscritta Laura Gialli rassegno le mie dimissioni.\nLaura Gialli\n',
      ),
    );
    expect(answer.text).toContain('CCNL applicato');
    expect(answer.text).toContain('livello');
  });
});

describe('the only barman of a bar, told in a job description (realdocs3)', () => {
  it('"l’unico barista, manda avanti da solo il bar": the sole barman’s level, not the barista’s', () => {
    const answer = askAgent(
      'inquadra',
      'Nel mio locale (pubblici esercizi) c’è un solo barista: prepara cocktail e caffè e manda avanti da solo il bar. Che livello gli spetta?',
    );
    // FIPE 3rd level: "barman unico" (Restworld level table).
    expect(answer.text.split('\n')[0]).toMatch(/3° livello/);
  });
});

describe('the worker’s own agreement told by the job, the letter’s the other one (realdocs3)', () => {
  it('"faccio il metalmeccanico, livello C2": the letter’s agreement and level against the worker’s', () => {
    const answer = askAgent(
      'confronta',
      'Ti allego l’offerta che ho ricevuto. Oggi sono operaio metalmeccanico, livello C2: tra i due quale minimo è più alto?',
      document(
        'PASTIFICIO ROSSI S.P.A.\nGentile Sig. Conti,\nLe offriamo l’assunzione al 5° livello del CCNL Industria alimentare dal 1° febbraio 2027.\nCordiali saluti\n',
      ),
    );
    // Alimentari 5th from 1.1.2026: 1.842,86; Metalmeccanici C2 from 1.6.2026: 2.064,88.
    expect(answer.text).toContain('1.842,86');
    expect(answer.text).toContain('2.064,88');
  });
});
