import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// Multi-part questions: every part asked gets its figure, in the order asked (session 25, class A).
const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const lines = (text: string) => text.split('\n').slice(0, 2).join('\n');

describe('two figures asked in one question', () => {
  it('the hourly and the daily quota, each over its own divisor', () => {
    const text = lines(
      answer('calcolo', "CCNL commercio 3° livello: quanto vale un'ora di lavoro e quanto una giornata?"),
    );
    expect(text).toMatch(/paga oraria è di \*\*[\d.,]+ €\*\* \([\d.,]+ € ÷ 168/);
    expect(text).toMatch(/quota giornaliera è di \*\*[\d.,]+ €\*\* \([\d.,]+ € ÷ 26\)/);
  });

  it('increments said on top of a pay count in the 13th, not in a 14th that leaves them out', () => {
    const text = lines(
      answer(
        'calcolo',
        "Ristorante FIPE 5° livello, paga base 1.600 più 3 scatti da 30 euro: tredicesima e quattordicesima per l'anno intero?",
      ),
    );
    expect(text).toMatch(/tredicesima per 12 mesi è di \*\*1\.690,00 €\*\*/);
    expect(text).toMatch(/quattordicesima.*\*\*1\.600,00 €\*\*/);
  });

  it('a 14th and a 13th asked together: each on its own period, the one named first first', () => {
    const text = lines(
      answer(
        'calcolo',
        'Commercio 5° livello, assunta il 1/2/2026: quanto prendo di 14ª a luglio 2026 e di 13ª a dicembre 2026?',
      ),
    );
    const [first = '', second = ''] = text.split('\n');
    expect(first).toMatch(/al 30 giugno 2026\).*quattordicesima.*per 5 mesi/);
    expect(second).toMatch(/tredicesima per 11 mesi/);
  });

  it("the year's TFR quota on a RAL and the fund's revaluation", () => {
    const text = lines(
      answer(
        'calcolo',
        "Quanto TFR matura quest'anno con una RAL di 28.000 euro e di quanto si rivalutano gli 8.000 euro accantonati a fine 2024?",
      ),
    );
    expect(text).toMatch(/RAL di 28\.000,00 €.*\*\*1\.934,07 €\*\*/);
    expect(text).toMatch(/8\.000,00 € di TFR accantonato la rivalutazione/);
  });

  it('the Cassa Edile shares asked beside the notice', () => {
    const text = answer(
      'main-agent',
      'Edilizia industria: quanto preavviso deve dare un operaio con 2 anni che si dimette? E quanto si versa in percentuale alla Cassa Edile per ferie e gratifica natalizia?',
    );
    expect(text.split('\n')[0]).toMatch(/preavviso.*\*\*7 giorni lavorativi\*\*/);
    expect(text).toMatch(/\*\*18,5%\*\*.*\*\*8,5%\*\* per le ferie e \*\*10%\*\* per la gratifica natalizia/);
  });

  it('a subject in a clause of its own stays asked beside the extra month', () => {
    const text = lines(
      answer(
        'main-agent',
        "Educatore in cooperativa sociale, due domande: l'orario pieno settimanale quante ore prevede, e la quattordicesima quanto vale e quando viene pagata?",
      ),
    );
    expect(text).toMatch(/\*\*38 ore\*\*/);
    expect(text).toMatch(
      /quattordicesima(?:, prevista dal [^,]+,)? \*\*si paga con la retribuzione di giugno\*\*/,
    );
  });
});

describe('comparisons with a second ask', () => {
  it('how many monthly payments and when the extra ones are paid', () => {
    const text = answer(
      'confronta',
      'Multiservizi 3° livello o commercio 4° livello: quante mensilità danno e in che mese arrivano quelle in più?',
    );
    expect(text.split('\n')[0]).toMatch(/entro il 20 dicembre.*entro il 15 luglio/);
  });

  it("a year's increases with their dates, not the whole renewal's", () => {
    const text = answer(
      'confronta',
      'Commercio 4° livello e Metalmeccanici industria D1: che aumenti arrivano nel 2026, con le date?',
    );
    expect(text.split('\n')[0]).toMatch(/\*\*35,00 € dal 1° novembre 2026\*\*/);
    expect(text.split('\n')[0]).toMatch(/dal 1° giugno 2026\*\*/);
  });
});

describe('renewal figures beside the increases', () => {
  it('the montante and the pension fund change, from the sources', () => {
    const text = lines(
      answer(
        'main-agent',
        'e il montante complessivo del rinnovo quanto vale? e il fondo pensione cosa guadagna?',
        ['Gomma plastica industria: quanto aumentano i minimi col rinnovo 2026-2028?'],
      ),
    );
    expect(text).toMatch(/montante.*\*\*4\.350 euro\*\*/);
    expect(text).toMatch(/9 euro.*Fondo Gomma Plastica/);
  });

  it('a montante the knowledge base lacks is said plainly, with no figure', () => {
    const text = answer('main-agent', 'Commercio: quanto vale il montante del rinnovo 2024?');
    expect(text.split('\n')[0]).toMatch(/non è nella base di conoscenza/);
  });
});
