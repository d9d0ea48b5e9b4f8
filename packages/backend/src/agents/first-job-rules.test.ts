import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (question: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, question, { history }).text);

describe("young people's first jobs under the law (session 60)", () => {
  it('gives the 10 days between two fixed-term contracts after a short one, 20 after a longer one', () => {
    const first =
      'Ho fatto 4 mesi a tempo determinato in un negozio di scarpe e il titolare mi vuole riassumere a termine la settimana prossima: non deve aspettare qualche giorno tra un contratto e l’altro?';
    expect(opening(first)).toContain('**10 giorni**');
    expect(opening('e se i mesi fossero stati dieci?', [first])).toContain('**20 giorni**');
    // The employer's extra contribution on the new contract after the pause stays a cost question.
    expect(
      opening('e dopo la pausa, se gli rifaccio un contratto a termine, quanto pago di contributo in più?', [
        first,
      ]),
    ).not.toContain('giorni**');
  });

  it('names the availability allowance of an on-call worker bound to answer, at 20%', () => {
    const line = opening(
      'faccio il cameriere intermittente e ho firmato che devo rispondere sempre. nelle settimane che non lavoro mi spetta qualche soldo?',
    );
    expect(line).toContain('**indennità di disponibilità**');
    expect(line).toContain('**20%**');
  });

  it('says each call must be notified and the fine runs from 400 € to 2.400 € per worker', () => {
    const line = opening(
      'Ristorante con due ragazzi a chiamata: la comunicazione della chiamata va fatta ogni volta? E che multa si prende se non la mando?',
    );
    expect(line).toContain('**400 €**');
    expect(line).toContain('**2.400 €**');
  });

  it('says a traineeship is not an employment contract and its indemnity has a regional minimum', () => {
    const line = opening(
      'mi offrono uno stage in uno studio grafico, 150 euro al mese: è un vero rapporto di lavoro? è legale pagarmi così poco?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**non è un rapporto di lavoro**');
    expect(line).toContain('**300 € lordi al mese**');
    expect(line).toContain('Regione');
  });

  it('keeps the 400 days off a bar, asked as a follow-up about the same limit', () => {
    const line = opening('e per il ristorante che gestiamo in centro vale lo stesso limite?', [
      'Abbiamo un magazzino (CCNL Logistica) e un ragazzo di 21 anni a chiamata: c’è un limite di giornate?',
    ]);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('non si applica');
  });

  it('answers a bank account to open for the pay as outside the product’s field', () => {
    const text = askAgent(
      'main-agent',
      'devo farmi accreditare lo stipendio: quale conto mi conviene aprire, uno online o la postepay?',
    ).text;
    expect(text).not.toMatch(/Quale CCNL applica/);
  });
});

describe('a past traineeship told as background (session 60)', () => {
  it('answers the sick pay asked, not the traineeship rules', () => {
    const a = askAgent(
      'main-agent',
      'Sono commessa da sei mesi (CCNL Terziario Confcommercio), il mio primo contratto vero dopo due stage. Ho avuto la febbre tre giorni a marzo e ora altri quattro giorni: i primi giorni di malattia me li pagano?',
    );
    expect(a.text.split('\n')[0]).not.toMatch(/tirocinio/);
  });

  it('answers the 13th of a hire that came after months of stage', () => {
    const a = askAgent(
      'calcolo',
      'Mia figlia, dopo otto mesi di stage pagato 600 euro, è stata assunta il 1° ottobre 2025 in un negozio (CCNL Terziario Confcommercio) al 4° livello, al minimo. Quanta tredicesima lorda le spetta a dicembre 2025?',
    );
    expect(a.text.split('\n')[0]).not.toMatch(/tirocinio/);
    expect(a.text.split('\n')[0]).toMatch(/tredicesima/);
  });
});
