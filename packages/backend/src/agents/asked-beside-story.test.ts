import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// A long message whose story names one subject while its last sentence asks another, or sets one aside
// (session 53, fixs53f). New words, not the evaluation's.
describe('the question asked, not the story around it', () => {
  it('asks a bank to open an account after a hire: out of scope, no figures', async () => {
    const a = await askAgent(
      'main-agent',
      'Mi hanno assunto in un magazzino col CCNL Commercio, 4° livello, e la paga arriva solo con bonifico. Che banca mi conviene per aprire un conto online gratuito?',
    );
    expect(openingLines(a.text)).toMatch(/esce da ciò di cui mi occupo/);
    expect(openingLines(a.text)).not.toMatch(/\d\.\d{3},\d{2}/);
  });

  it('asks a pizzeria for a farewell evening after the resignation: out of scope', async () => {
    const a = await askAgent(
      'main-agent',
      'Ho dato le dimissioni dallo studio dopo sei anni e il preavviso finisce a fine mese. Per salutare i colleghi vorrei fare una serata: mi suggerisci una pizzeria a Torino e un testo di invito simpatico?',
    );
    expect(openingLines(a.text)).toMatch(/esce da ciò di cui mi occupo/);
  });

  it('asks the level at the end of a story about the leaving calculation', async () => {
    const a = await askAgent(
      'inquadra',
      "Devo chiudere la liquidazione di un dipendente che se ne va, ma non trovo il contratto firmato e voglio prima capire l'inquadramento. Negozio di ferramenta, CCNL Commercio. Lui era il fatturista e l'archivista del negozio, senza contabilità e senza coordinare altri. A che livello andava inquadrato?",
    );
    expect(openingLines(a.text)).toMatch(/livello/);
    expect(openingLines(a.text)).not.toMatch(/TFR|periodo di lavoro/);
  });

  it('asks the minimum at the return from parental leave, not the leave', async () => {
    const a = await askAgent(
      'calcolo',
      'torno dal congedo di maternita a gennaio 2027, sono al 4 livello del tessile abbigliamento: il minimo lordo mensile da gennaio 2027 quanto e?',
    );
    expect(openingLines(a.text)).toMatch(/1\.986,95 €/);
  });

  it('asks the cut of the tax wedge seen in the tax return after a story of maternity', async () => {
    const a = await askAgent(
      'calcolo',
      'Dopo la maternità lavoro a orario ridotto in una cooperativa sociale e nel 2025 la mia RAL è stata di 14.500 euro, senza altri redditi. Nella dichiarazione 730 compare la somma che non concorre al reddito per il taglio del cuneo: a quanto ammonta per il 2025?',
    );
    expect(openingLines(a.text)).toMatch(/697,87 €/);
  });

  it('asks the net with the 5% on increases excluded after a setting aside', async () => {
    const a = await askAgent(
      'calcolo',
      'Sono al 4° livello del CCNL Commercio a tempo pieno nel 2026, quanto prendo netto al mese? Le addizionali lasciale stare, e pure la flat tax al 5% sugli aumenti: fammi il conto classico.',
    );
    expect(openingLines(a.text)).toMatch(/netto/);
    expect(openingLines(a.text)).not.toMatch(/imposta sostitutiva|5%/);
  });

  it('asks the net when the worker told the employer not to apply the 5%', async () => {
    const a = await askAgent(
      'calcolo',
      'Commercio 5° livello full time, anno 2026: netto mensile? ho chiesto al datore di non applicare la flat tax 5% sugli aumenti, nessun familiare a carico',
    );
    expect(openingLines(a.text)).toMatch(/netto/);
    expect(openingLines(a.text)).not.toMatch(/imposta sostitutiva/);
  });

  it('keeps two agreements named one after the other apart', async () => {
    const a = await askAgent(
      'confronta',
      'Per due aziende che seguo: nel CCNL Industria alimentare e nel CCNL Area Meccanica artigiani esiste la quattordicesima? In che mese?',
    );
    expect(openingLines(a.text)).not.toMatch(/Alimentari artigianato/);
    expect(openingLines(a.text)).toMatch(/luglio/);
    expect(openingLines(a.text)).toMatch(/tredicesima/);
  });

  it('answers the level of a sales help who never was an apprentice, not apprentice pay', async () => {
    const a = await askAgent(
      'inquadra',
      'Lavoro come aiuto commesso in una libreria, CCNL Commercio al 5° livello; vengo dalla ristorazione e non ho mai fatto apprendistato. Faccio vendita e cassa come i colleghi del 4°. È corretto il mio livello o mi spetta il 4°?',
    );
    expect(openingLines(a.text)).toMatch(/5° livello/);
    // (The profile named for it, «… che non ha compiuto l'apprendistato …», is no apprentice's pay.)
    expect(openingLines(a.text)).not.toMatch(/\bapprendista\b/);
  });
});
