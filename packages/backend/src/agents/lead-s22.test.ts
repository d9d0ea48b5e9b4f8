import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-24', agent: 'calcolo' });

describe('the 2026 substitute tax on a renewal, asked in plain words', () => {
  it('a shop turnover is no pay', () => {
    const amounts = read(
      "ho un negozio, fatturo sui 400.000 euro l'anno e la commessa nel 2025 ha preso 26.000 euro lordi: quanto prende netto?",
    ).slots.amounts.map((a) => a.value);
    expect(amounts).not.toContain(400000);
    expect(amounts).toContain(26000);
  });
  it('"una tassa ridotta" on the increases is the 5% up to 33.000 €', () => {
    for (const q of [
      'Ho quattro commesse al 4° livello che nel 2025 hanno guadagnato 27 mila euro lordi. Una ha letto che sugli aumenti del contratto del commercio nel 2026 si paga una tassa ridotta. È vero? Quanto e per chi vale?',
      'è vero che sugli aumenti del rinnovo quest anno si pagano meno tasse?',
    ]) {
      const text = opening('calcolo', q);
      expect(text, q).toMatch(/^Sì/);
      expect(text, q).toMatch(/5%/);
      expect(text, q).toMatch(/33\.000,00 €/);
    }
  });
  it('an income above the limit is told no', () => {
    expect(
      opening(
        'calcolo',
        'nel 2025 ho guadagnato 38.000 euro: sugli aumenti del contratto pago la tassa ridotta?',
      ),
    ).toMatch(/^No: con 38\.000,00 €/);
  });
});

describe('the bonus Natale', () => {
  it('after 2024 is a stated gap, not a 13th computed in its place', () => {
    for (const q of [
      'Con la tredicesima del 2026 mi danno anche il bonus Natale di 100 euro che avevano dato ai genitori con figli a carico? Ho un reddito di 24 mila e due bambini.',
      "quest'anno c'è il bonus di natale con la tredicesima?",
    ]) {
      const text = answer('calcolo', q);
      expect(text.split('\n')[0], q).toMatch(/non contiene una conferma del bonus Natale/);
      expect(text, q).not.toMatch(/1\.846,15/);
    }
  });
  it('in 2024 is the one-off with its conditions', () => {
    expect(opening('main-agent', 'il bonus natale del 2024 a chi spettava?')).toMatch(/28\.000 €.*figlio/);
  });
});

describe('two sections of one agreement named as two agreements', () => {
  it('compares the sections table to table', () => {
    const text = opening(
      'confronta',
      'confrontami il ccnl vigilanza privata con il ccnl servizi fiduciari sulla paga oraria del livello piu basso',
    );
    expect(text).toMatch(/\*\*7,48 €\*\* nella sezione guardie giurate/);
    expect(text).toMatch(/\*\*6,87 €\*\* nella sezione servizi fiduciari \(livello E/);
    expect(text).not.toMatch(/solo CCNL/);
  });
  it('compares the monthly minimum when no hour is asked', () => {
    expect(
      opening('confronta', 'ccnl vigilanza e servizi fiduciari: confronto del minimo del livello più basso'),
    ).toMatch(/^Minimo mensile del livello più basso .*\*\*1\.293,87 €\*\*.*\*\*1\.188,57 €\*\*/);
  });
});

describe("an apprentice's shares held only for another kind of apprenticeship", () => {
  it("are not given as a professionalizing apprentice's pay when the rule says they are for the I level", () => {
    const text = answer(
      'main-agent',
      'Hotel CCNL Turismo: vorrei assumere un apprendista commis di cucina di 19 anni. Quanto dura e con che percentuale della paga lo pago nei vari anni?',
    );
    // (Session 38: the 2012 agreement's 80% start and 95% fourth year open; the years between are the gap.)
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toMatch(/apprendistato professionalizzante/);
    expect(opening).toMatch(/\*\*80%\*\*[\s\S]*\*\*95%\*\*/);
    expect(opening).toMatch(/anni intermedi non sono nella base di conoscenza/);
    expect(opening).not.toMatch(/50%/);
  });
  it('are given when the I level is asked', () => {
    expect(answer('main-agent', 'apprendistato di primo livello nel turismo: percentuali?')).toMatch(
      /\| primo e secondo anno[^|]*\| 50% \|/,
    );
  });
});

describe('a hire told by the employer', () => {
  it("is the profiles' new hire, and a count of years elsewhere is no profile word", () => {
    expect(
      opening(
        'inquadra',
        "Ho un istituto di vigilanza; la settimana prossima assumo una guardia giurata armata per il piantonamento notturno, ha 5 anni nell'esercito alle spalle. Con il CCNL Vigilanza privata a che livello la inquadro?",
      ),
    ).toMatch(/\*\*6° livello\*\*/);
  });
});

describe('a comparison of the working hours asked after a story of night shifts', () => {
  it('opens with the hours, and a tie at the top names both agreements', () => {
    const text = opening(
      'confronta',
      "Una parte dei miei addetti fa guardiania notturna, turni da 12 ore. Come si confronta l'orario del CCNL Multiservizi con quello del CCNL Vigilanza privata e servizi fiduciari e delle Cooperative sociali?",
    );
    expect(text).toMatch(/^Orario di lavoro: \*\*40 ore settimanali\*\* nel CCNL Multiservizi/);
    expect(text).toMatch(
      /L'orario più lungo è nel CCNL Multiservizi e nel CCNL Vigilanza privata e servizi fiduciari/,
    );
  });
});

describe('"il minimo del mio livello" with no level told', () => {
  it('asks for the level with the range, not a dump of the table', () => {
    const text = opening('main-agent', 'quanto è il minimo del mio livello nel ccnl commercio?');
    expect(text).toMatch(/^Il minimo dipende dal livello di inquadramento: quale livello/);
  });
});

describe('a classification where provincial agreements set the profiles', () => {
  it('says so beside the national area', () => {
    expect(
      answer(
        'inquadra',
        'lavoro in un azienda agricola, poto le viti e faccio la vendemmia, ccnl operai agricoli. che area mi spetta?',
      ),
    ).toMatch(/li fissano i contratti provinciali: verifica il contratto della tua provincia/);
  });
});

describe('a payslip item asked "allineata ai minimi"', () => {
  it('is weighed against the table in force in the payslip month', () => {
    const payslip =
      'CEDOLINO PAGA - DICEMBRE 2025\nCCNL Terziario Distribuzione e Servizi (Confcommercio)\nLivello: IV\nVOCI RETRIBUTIVE\nPaga base ........................ 1.222,46\nContingenza ...................... 524,22\nTerzo elemento ................... 2,07\n';
    const text = askAgent(
      'calcolo',
      'Verifichi se la paga base è allineata ai minimi e di quanto è inferiore.',
      {
        documents: [{ fileId: 'd1', fileName: 'cedolino.txt', text: payslip }],
      },
    ).text;
    expect(text.split('\n')[0]).toMatch(/paga base \*\*1\.222,46 €\*\*.*inferiore di 35,00 €/);
  });
});
