import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Classification read from a job description whose words also name an agreement's trade ("porta fuori il vetro",
 * "materiali edili", "pulizia cantiere"), follow-ups that introduce another worker, and levels of an agreement
 * whose KB levels carry only their definitions (Alimentari industria).
 */
const opening = (message: string, history: string[] = []) =>
  openingLine(askAgent('inquadra', message, { history }).text);

describe('an agreement word inside the job description is a task or the goods, not the agreement', () => {
  it('glass carried out to the bin is a chore, not the glass industry', () => {
    const line = opening(
      'In trattoria col CCNL FIPE un ragazzo lava le stoviglie, pulisce cucina e sala e a fine serata butta il vetro nella campana. Non serve ai tavoli: che livello gli spetta?',
    );
    expect(line).not.toMatch(/Vetro/);
    expect(line).toMatch(/Livello proposto: \*\*7° livello\*\* del CCNL Pubblici esercizi FIPE/);
  });

  it('building materials sold by a shop under the Commercio do not bring in the building agreement', () => {
    const line = opening(
      "Lavoro in un grosso negozio di materiali per l'edilizia, ci applicano il CCNL Commercio. Al mattino verifico che i colli arrivati corrispondano alla bolla, conto i bancali e segnalo le differenze al titolare; non vendo e non gestisco il magazzino. Che livello dovrei avere?",
    );
    expect(line).toMatch(/Livello proposto: \*\*5° livello\*\* del CCNL Commercio/);
  });

  it("a site labourer's clean-up keeps the building agreement of the conversation", () => {
    const before =
      "Abbiamo un'impresa edile, CCNL edilizia industria: un carpentiere con dieci anni di esperienza arma e getta i solai da solo. Che livello?";
    const line = opening(
      'e un ragazzo alla prima esperienza che porta i materiali, fa la pulizia del cantiere e impasta la malta?',
      [before],
    );
    expect(line).toMatch(/CCNL Edilizia industria/);
    expect(line).toMatch(/1° livello/);
  });
});

describe('a follow-up introducing another worker is placed on their own words', () => {
  it('"poi abbiamo X, che …" after a pizza maker is the new worker only', () => {
    const before =
      'In pizzeria Luca impasta, stende e inforna le pizze per tutto il servizio. CCNL Pubblici esercizi FIPE: che livello?';
    const line = opening(
      'Poi abbiamo Sara, che lava pentole e teglie e a fine turno pulisce la cucina e la sala. Non cucina. Che livello?',
      [before],
    );
    expect(line).toMatch(/Livello proposto: \*\*7° livello\*\*/);
  });
});

describe('Alimentari industria: levels read from their definitions', () => {
  it('an inexperienced packer who sets no machine is the 6° livello', () => {
    const line = opening(
      'In un caseificio industriale una ragazza alla prima esperienza mette le mozzarelle nelle vaschette sul nastro e toglie quelle difettose; non imposta le macchine. CCNL alimentari industria, che livello?',
    );
    expect(line).toMatch(/Livello proposto: \*\*6° livello\*\* del CCNL Alimentari industria/);
  });

  it('a salesman going round the shops to take orders is the 2° livello (viaggiatore o piazzista)', () => {
    const line = opening(
      'Il pastificio assume un venditore che gira bar, ristoranti e negozi di tutta la provincia, concorda sconti e condizioni entro il listino e prende gli ordini dei clienti. CCNL industria alimentare: quale livello?',
    );
    expect(line).toMatch(/Livello proposto: \*\*2° livello\*\* del CCNL Alimentari industria/);
  });

  it('going round the customers to sell the goods, orders passed back to the office, is the same traveller', () => {
    const line = opening(
      "L'oleificio (industria alimentare) prende un dipendente che visiterà gastronomie e supermercati della regione per vendere il nostro olio e i prodotti sott'olio, poi trasmette gli ordini all'ufficio. Livello?",
    );
    expect(line).toMatch(/Livello proposto: \*\*2° livello\*\* del CCNL Alimentari industria/);
  });
});

describe('FIPE kitchen heads told by their place in the kitchen', () => {
  it('the only cook of the kitchen, told by the future, is the cuoco unico (3° livello)', () => {
    const line = opening(
      'Per la stagione estiva prendiamo un cuoco che starà da solo in cucina, senza altri cuochi, con un ragazzo che lava i piatti. CCNL FIPE: che livello?',
    );
    expect(line).toMatch(/Livello proposto: \*\*3° livello\*\*/);
  });

  it('the main pastry cook with a second one under him is the primo pasticcere (3° livello)', () => {
    const line = opening(
      'Nel nostro bar-pasticceria col CCNL FIPE Sofia è la pasticcera principale: prepara torte e lievitati, sceglie le ricette e guida una seconda pasticcera. Che livello?',
    );
    expect(line).toMatch(/Livello proposto: \*\*3° livello\*\*/);
  });
});
