import { describe, expect, it } from 'vitest';
import { isOffTopic } from '../reader/off-topic-ask.js';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 58 (fixs58b): hotel and bar hourly questions, in phrasings other than the blind wave's.
const today = '2026-11-28';
const ask = (message: string, history: string[] = [], agent = 'calcolo', extra = {}) =>
  askAgent(agent, message, { history, today, ...extra }).text;

describe('hotel extras: the art. 155 all-inclusive rate, however it is asked', () => {
  it('a follow-up naming another level, asked as "quanto fa l’ora"', () => {
    const first = 'Compenso orario lordo di un lavoratore extra di 5° livello nel CCNL turismo alberghi?';
    const text = ask('e un extra di 6 livello quanto fa l ora??', [first]);
    expect(openingLine(text)).toContain('14,03 €');
    expect(text).not.toMatch(/÷ 172/);
  });
  it('the "minimo orario" of an extra is the table rate, not the monthly minimum ÷ 172', () => {
    const text = ask(
      'Lavoro nei weekend come facchino extra in un albergo Federalberghi, 4° livello. Mi danno 14 euro l’ora. Qual è il minimo orario per un extra come me oggi?',
    );
    expect(openingLine(text)).toContain('15,58 €');
  });
  it('an uploaded timesheet: its hours × the level’s rate', () => {
    const sheet =
      'RIEPILOGO ORE PERSONALE EXTRA - SETTEMBRE 2026\nAlbergo Belvedere (CCNL Turismo)\nMario Rossi, lavoratore extra, livello 7\n06/09 ore 6\n13/09 ore 8\n20/09 ore 6\n';
    const text = ask(
      'Ecco il riepilogo delle mie serate come extra a settembre 2026: quanto mi spetta lordo in tutto?',
      [],
      'calcolo',
      withUpload('ore-settembre.txt', sheet),
    );
    // 20 hours × 13,13 € (May 2026 table, 7th level).
    expect(openingLine(text)).toContain('262,60 €');
  });
  it('holidays and 14th asked as paid on top: the rate is all-inclusive', () => {
    const text = ask(
      'sono una cameriera extra in hotel (turismo). il TFR e la quattordicesima sono compresi nella tariffa oraria o mi spettano in più?',
      [],
      'main-agent',
    );
    expect(openingLine(text)).toMatch(/omnicomprensivo/);
    expect(openingLine(text)).toMatch(/TFR/);
  });
});

describe('tranches read as hourly pay, night overtime compared to daytime', () => {
  it('the hourly rise of a tranche: the monthly increase ÷ 172', () => {
    const text = ask(
      'Cameriere di sala 4° livello in un ristorante FIPE a tempo pieno: di quanto cresce la quota oraria con la tranche di giugno 2026?',
    );
    expect(openingLine(text)).toContain('0,23 €');
  });
  it('night overtime against daytime overtime gives both rates', () => {
    const text = ask(
      'Turismo Federalberghi: lo straordinario di notte di un receptionist quanto è maggiorato in confronto al diurno?',
      [],
      'main-agent',
    );
    expect(openingLine(text)).toMatch(/30%.*60%/);
  });
});

describe('what the assistant does not cover opens the answer', () => {
  it('the Confindustria hotel chains’ agreement is not Federalberghi’s', () => {
    const text = ask(
      'Sono cameriere ai piani in un resort di catena, contratto Federturismo, livello B: quanto prendo all’ora?',
    );
    expect(openingLine(text)).toMatch(/non è nella base di conoscenza/);
    expect(text).not.toMatch(/Turismo Federalberghi.*172/);
  });
  it('choosing a software or app for the staff is outside work', () => {
    expect(isOffTopic('Ho una pizzeria con 6 dipendenti: quale software per i turni mi consigliate?')).toBe(
      true,
    );
    expect(isOffTopic('Gestisco un hotel, esiste un’app gratis per le presenze del personale?')).toBe(true);
    expect(
      isOffTopic('Il gestionale mi calcola la tredicesima a 1.200 euro, è giusto per un 4° livello?'),
    ).toBe(false);
  });
});
