import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  openingLine(askAgent(agent, message, extra).text);
const RENEWAL =
  "Rinnovo CCNL lavoro domestico del 28 ottobre 2025: di quanto aumenta dal 1° gennaio 2026 il minimo di una badante convivente livello BS, e quanto vale l'aumento complessivo a regime?";

describe('domestic work: the figure asked, from its own rule', () => {
  it('a live-in worker up to 30 hours reads table B: level B 702,25 €, asked directly and as a follow-up', () => {
    expect(
      opening(
        'main-agent',
        'Lavoro domestico 2026: minimo mensile livello B per convivente con orario fino a 30 ore settimanali?',
      ),
    ).toContain('702,25 €');
    expect(
      opening('main-agent', 'e se lavora solo fino a 30 ore a settimana?', {
        history: ['minimo mensile 2026 colf convivente livello B?'],
      }),
    ).toContain('702,25 €');
  });

  it('a fixed-term colf: the 1,40% surcharge the employer pays, not a cost prompt', () => {
    const text = opening(
      'main-agent',
      "colf a tempo determinato: c'e un contributo in piu per il datore? quanto?",
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toContain('1,40%');
  });

  it('a fixed-term quarter for "una signora per casa e per i bambini": the fixed-term band, 399,75 €', () => {
    const text = opening(
      'calcolo',
      "Per l'estate ci serve una signora per casa e per i bambini, contratto a tempo determinato, non per sostituire nessuno. 15 ore a settimana, la paghiamo 9,00 € l'ora. Quanto pagheremo di contributi INPS per un trimestre di 13 settimane nel 2026?",
    );
    expect(text).toContain('399,75 €');
  });

  it('sick days of a follow-up with a shorter seniority: 8 paid days, 292,50 €', () => {
    const text = opening('calcolo', 'e se invece era assunta da 4 mesi e stava male 12 giorni?', {
      history: [
        'La nostra badante convivente, che è con noi da tre anni e mezzo, ha avuto l’influenza e il medico le ha dato 6 giorni. La sua retribuzione giornaliera lorda è 45 €. Quanto le dobbiamo pagare per quei 6 giorni di malattia?',
      ],
    });
    expect(text).toContain('**292,50 €**');
    expect(text).toContain('**8 giorni**');
  });

  it('the renewal’s tranches summed to January 2027 against 2025: 40 + 30 = 70 €', () => {
    const text = opening(
      'calcolo',
      'quindi da gennaio 2027 quanto prende in più al mese rispetto al 2025, solo per il rinnovo?',
      { history: [RENEWAL] },
    );
    expect(text).toContain('**70,00 €**');
  });

  it('the UNI 11766 certification allowance asked by its standard: 30 € a month', () => {
    const text = opening(
      'main-agent',
      'la badante ha la certificazione uni 11766, quanto le spetta di indennità al mese col nuovo contratto?',
      { history: [RENEWAL] },
    );
    expect(text).toContain('**30 € al mese**');
  });

  it('a live-in’s rest after her hours: 11 consecutive hours a day and 36 a week', () => {
    const text = askAgent('main-agent', 'e di riposo quanto le spetta? di notte e nella settimana', {
      history: [
        'Abbiamo assunto una badante convivente per mio padre. Quante ore può lavorare al massimo al giorno e alla settimana?',
      ],
    }).text;
    expect(text).toContain('11 ore consecutive');
    expect(text).toContain('36 ore');
  });

  it('the minimum asked at the end of a story that names contributions: the minimum, 983,16 €', () => {
    const text = opening(
      'main-agent',
      "Da gennaio abbiamo preso una signora che vive con mia suocera e fa tutto. Abbiamo fatto il contratto con un patronato, e poi c'è la storia dei contributi che non ho capito. Adesso vi chiedo solo una cosa: con il livello B, quanto è il minimo mensile per una convivente full time nel 2026?",
    );
    expect(text).toContain('983,16 €');
    expect(text).not.toContain('cifra fissa per ogni ora');
  });
});

describe('AIOP RSA: the seniority premium of the bridge agreement', () => {
  it('40 € a month over 13 payments: 520 € a year', () => {
    const text = opening(
      'calcolo',
      "Contratto AIOP RSA, livello B, ci lavoro da più di dieci anni. Con l'accordo del 2023 c'è un premio di anzianità per chi ha dieci anni: quanto è al mese e quanto fa in un anno?",
    );
    expect(text).toContain('**40,00 € al mese**');
    expect(text).toContain("**520,00 € l'anno**");
  });
});
