import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** Session 26 (fixs26d): claims to confirm, follow-ups that keep their subject, classification from the levels. */
const TODAY = '2026-11-25';
const ask = async (message: string, history: string[] = [], agent = 'main-agent') =>
  (await askAgent(agent, message, { history, today: TODAY })).text;

describe('a claim to confirm', () => {
  it("weighs the boss's claim, not the colleague's 'è una bufala'", async () => {
    const text = await ask(
      'Metalmeccanico Federmeccanica, sono in azienda da 20 anni: il caporeparto dice che con 18 anni di anzianità ci spetta una settimana di ferie in più, ma un collega dice che sono balle. È vero?',
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toMatch(/18 anni/);
  });
  it("reads 'orario su 5 giorni' as the schedule, not a figure claimed", async () => {
    const text = await ask(
      "alimentari industria: il consulente dice che con l'orario su 5 giorni spettano 22 giorni di ferie, giusto?",
    );
    expect(openingLine(text)).toMatch(/^Sì/);
    expect(openingLine(text)).toMatch(/\*\*22 giorni/);
  });
  it('confirms a notice that is the same for any seniority, with the figure in bold', async () => {
    const text = await ask(
      'faccio le pulizie con una ditta multiservizi, operaio 3 livello, da 10 anni. se mi dimetto bastano 15 giorni di preavviso? me lo ha detto il capo, è giusto?',
    );
    expect(openingLine(text)).toMatch(/^Sì/);
    expect(openingLine(text)).toMatch(/\*\*15 giorni\*\*/);
  });
  it("weighs the figure of 'chi ha ragione, … bastano?' on the resignation side", async () => {
    const text = await ask(
      'Mio padre ha una colf non convivente da 7 anni, 28 ore a settimana. Lei ha detto che se ne va e ci dà 15 giorni di preavviso; mio padre pensa che ne servano 30. Chi ha ragione, 15 giorni bastano?',
    );
    expect(openingLine(text)).toMatch(/^Sì/);
  });
  it('confirms an extra month brought in from a date, also when its amount is asked', async () => {
    const text = await ask(
      "lavoro in una coop sociale come OSS (C1). mi hanno detto che adesso c'è anche la quattordicesima, è vero? e quanto viene?",
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*: .*quattordicesima .*\*\*dal 1° gennaio 2025\*\*/);
  });
  it("answers the domestic holidays rule when a relative's business is only a story detail", async () => {
    const text = await ask(
      "La nostra badante lavora a ore martedì e mercoledì. Il 1° maggio cade di venerdì. Mio cugino, che ha un'agenzia immobiliare, dice che non le spetta nulla perché quel giorno non lavora. Devo pagarle la festività anche se non è un suo giorno?",
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(text).not.toMatch(/Agenzie immobiliari non è nella base/);
  });
});

describe('a follow-up keeps its subject', () => {
  it("reads 'una tantum per la carenza contrattuale' as the renewal's, not sickness", async () => {
    const text = await ask(
      "Quel rinnovo prevedeva anche un'una tantum per la carenza contrattuale? Quanto?",
      [
        "Qual è l'aumento a regime previsto dal rinnovo 2024 del CCNL Terziario Confesercenti per il IV livello?",
      ],
    );
    expect(openingLine(text)).toMatch(/una tantum/i);
    expect(openingLine(text)).toMatch(/350/);
  });
  it("opens with next month's minimum when a change is asked", async () => {
    const text = await ask('dal mese prossimo cambia qualcosa?', [
      'Studi professionali, 4° livello: quanto è il minimo?',
    ]);
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*: dal 1° dicembre 2026 .*\*\*1\.614,12 €\*\*/);
  });
  it('names a category-and-position level as a level', async () => {
    const text = await ask('e il C1 quanto prende al mese?', [
      'Sono OSS in una cooperativa sociale, che livello ho?',
    ]);
    expect(openingLine(text)).toMatch(/del livello C1 \(categoria C, posizione economica C1\)/);
  });
});

describe('classification from the level definitions', () => {
  it('leaves out the superior the job answers to', async () => {
    const text = await ask(
      'Industria alimentare: cerchiamo un impiegato amministrativo di concetto che coordini la contabilità e controlli il lavoro di un collega, con discrezionalità limitata entro le istruzioni date dal direttore amministrativo, che ha funzioni direttive. Che livello?',
      [],
      'inquadra',
    );
    expect(openingLine(text)).toMatch(/\*\*2° livello\*\*/);
  });
  it('starts a newcomer at the entry level of the track named (servizi fiduciari)', async () => {
    const text = await ask(
      'CCNL vigilanza privata, servizi fiduciari: assumiamo un addetto al portierato non armato alla prima esperienza. Che livello di ingresso?',
      [],
      'inquadra',
    );
    expect(openingLine(text)).toMatch(/\*\*livello E servizi fiduciari\*\*/);
  });
  it("reads 'la coordinatrice' as the profile «coordinatore»", async () => {
    const text = await ask(
      'cooperativa sociale: la coordinatrice di una comunità alloggio, coordina gli educatori e gestisce i turni. che livello?',
      [],
      'inquadra',
    );
    expect(openingLine(text)).toMatch(/E2/);
  });
});
