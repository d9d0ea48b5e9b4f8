import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 42 (fixs42f): ROL hours by the firm's size in a longer follow-up, a "104" the user read that is hours,
// the professional fund's reduced rate, the night surcharge on ordinary hours, an agreement's own rest between
// shifts, the part-time floor of hours asked as "il minimo part time", the element paid without second-level
// bargaining asked through the story.
const read = (message: string, history: string[] = [], agent?: string) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY, agent } as never);

describe('ROL and ex festività', () => {
  it('a follow-up that keeps the worker and changes the firm gives the total for that size', () => {
    const text = askAgent(
      'main-agent',
      'e invece se fosse assunta nel punto vendita affiliato, che è una società distinta con 9 dipendenti? stessa anzianità',
      {
        history: [
          'Commercio, commessa a tempo pieno assunta nel 2016 in un gruppo di 300 dipendenti: quante ore annue tra ROL ed ex festività?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('88 ore');
  });
  it('"quante ore avrebbe?" with only the firm size changed stays on the same leave', () => {
    const req = read('e se la trasferissimo nella società sorella da 8 dipendenti, quante ore avrebbe?', [
      'Commercio, magazziniera a tempo pieno assunta nel 2015, azienda con 60 dipendenti: quante ore annue di ROL ed ex festività?',
    ]);
    expect(req.intent).toBe('rol_ex_festivita');
  });
  it('"ho letto 104" beside the yearly reduction of hours is a figure read, not law 104', () => {
    const req = read(
      'CCNL FIPE, lido balneare: quante ore di riduzione orario annua spettano a un assistente bagnanti assunto nel 2015? Ho visto 104 ma non so se vale per i lidi.',
    );
    expect(req.intent).toBe('rol_ex_festivita');
  });
});

describe('professional fund', () => {
  it('an office of up to 5 that never asked for the allowance pays the reduced 0,30%', () => {
    const text = askAgent(
      'main-agent',
      "Studio di commercialisti con 3 dipendenti, non abbiamo mai chiesto l'assegno di integrazione salariale: che aliquota versiamo al Fondo di solidarietà per le attività professionali nel 2026?",
    ).text;
    expect(openingLine(text)).toContain('0,3%');
  });
});

describe('night work and daily rest', () => {
  it('the night surcharge on ordinary hours is asked, not the hourly rate', () => {
    const req = read(
      'Multiservizi: la squadra pulisce gli uffici dalle 22 alle 2 ogni notte, sempre le stesse persone e nessun turno a rotazione. Quale maggiorazione notturna va sulle ore ordinarie?',
    );
    expect(req.intent).not.toBe('hourly_rate');
  });
  it("a cooperative's shift workers rest the agreement's 8 hours between shifts", () => {
    const text = askAgent(
      'main-agent',
      "Cooperativa sociale, educatori su turni pomeriggio e mattina: quante ore di riposo minimo tra la fine di un turno e l'inizio dell'altro?",
    ).text;
    expect(openingLine(text)).toContain('8 ore');
  });
});

describe('part-time floor and second-level element', () => {
  it('"il minimo part time" compared is the floor of hours, not the minimum pay', () => {
    const text = askAgent(
      'confronta',
      "e per l'addetta alle pulizie della ditta in appalto, che ha il Multiservizi, il minimo part time cambia?",
      {
        history: [
          'Negozio della catena con 250 dipendenti, contratto del commercio: posso fare part-time da 10 ore la settimana o c’è un minimo?',
        ],
      },
    ).text;
    expect(openingLines(text)).toContain('15 ore');
    expect(openingLines(text)).not.toContain('minimi retributivi');
  });
  it('the element paid without company bargaining, said in the story', () => {
    const text = askAgent(
      'main-agent',
      'Salumificio con il contratto alimentari industria, in azienda non abbiamo un integrativo aziendale: c’è un importo mensile che mi spetta? quanto?',
    ).text;
    expect(openingLine(text)).toContain('45 euro');
  });
});

describe('shifts denied a few words on, and a minimum rest', () => {
  it('"senza alcuna rotazione su turni" is night work not in shifts', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Multiservizi, pulizie in un magazzino dalle 23 alle 5 sempre con lo stesso gruppo, senza nessuna rotazione a turni: che maggiorazione notturna va sulle ore normali?',
    ).text;
    expect(openingLine(text)).toContain('30%');
  });
  it('"riposo minimo" between shifts is no minimum pay', () => {
    expect(
      read("cooperativa sociale, OSS a turni: quanto riposo minimo spetta tra un turno e l'altro?").intent,
    ).not.toBe('minimum_pay');
  });
});
