import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 34 (fixs34m): the h147 misses — a relative's carer whose employer moves into an RSA, a renewal's
// tranche asked from a day on, a worry told with "perché", a tax measure asked by its name, an apprentice's
// percentage where the agreement pays lower levels, a private insurance claim inside a domestic story.
const open = (agent: string, message: string, history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe("a relative's worker is domestic work, whatever facility the relative moves into", () => {
  const story =
    'Mio nonno ha una signora che lavora da lui 28 ore a settimana da 3 anni. Il nonno adesso andrà a stare in una casa di riposo: quanti giorni di preavviso le spettano?';
  it('answers with the domestic notice, not the RSA agreement', () => {
    const line = open('main-agent', story);
    expect(line).toContain('Lavoro domestico');
    expect(line).not.toContain('AIOP');
    expect(line).toContain('15 giorni');
  });
});

describe('a tranche asked "dal" a day is that day\'s own tranche', () => {
  it('"ulteriori aumenti dal 1° gennaio 2028" at level BS: Sì, 15 €', () => {
    const line = open(
      'main-agent',
      'col rinnovo di colf e badanti di ottobre 2025 ci sono ulteriori aumenti dal 1° gennaio 2028? quanto per il livello BS convivente?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('1° gennaio 2028');
    expect(line).toContain('15,00 €');
  });
});

describe('a worry told with "perché" is not the 13th\'s tax asked', () => {
  it("a level's minimum asked beside a net and a 13th in the story opens with the minimum", () => {
    const line = open(
      'main-agent',
      'Mio figlio fa il magazziniere in un negozio di ferramenta, CCNL Commercio Confcommercio, quarto livello, tempo pieno. Mi dice che prende 1.450 netti e che a dicembre gli arriva la tredicesima. Vorrei sapere il minimo lordo mensile di oggi per il suo livello, perché temo che lo paghino poco.',
    );
    expect(line).toContain('1.818,75 €');
    expect(line).not.toContain('tredicesima netta');
  });
});

describe('a tax measure asked by its name at a yearly gross', () => {
  const first =
    "faccio la commessa part time, quest'anno arrivo a 12.000 euro lordi in tutto e non ho altri redditi. ho diritto al bonus renzi? quanto mi danno in un anno?";
  it('the trattamento integrativo opens with its yes and 1.200 €', () => {
    const line = open('calcolo', first);
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('1.200,00 €');
  });
  it('where it is not due, the somma esente of the cuneo is named with its amount', () => {
    const line = open(
      'calcolo',
      "E se arrivassi a 19.000 euro lordi, stesse condizioni? Il trattamento integrativo spetterebbe ancora o c'è qualcos'altro?",
      [first],
    );
    expect(line).toContain('non spetta');
    expect(line).toContain('828,19 €');
  });
  it("the cuneo's further deduction asked beside children told is the cuneo's, not the family's", () => {
    const line = open(
      'calcolo',
      "Sono impiegata in uno studio di architetti, RAL 34.000 euro, due figli a carico che dividiamo al 50% con mio marito. Nel cedolino trovo una riga 'ulteriore detrazione cuneo fiscale': quanto vale in un anno intero nel 2026?",
    );
    expect(line).toContain('ulteriore detrazione del cuneo');
    expect(line).toContain('1.000,00 €');
  });
});

describe("an apprentice's percentage where the agreement pays lower levels", () => {
  it('says no percentage exists, without the dual apprenticeship’s shares', () => {
    const text = askAgent(
      'main-agent',
      'Abbiamo assunto un apprendista professionalizzante nel nostro stabilimento dolciario, CCNL industria alimentare. Quale percentuale del livello finale gli spetta nel secondo anno?',
    ).text;
    expect(openingLine(text)).toContain('non è presente');
    expect(text).not.toMatch(/\b(?:45|60|70|80)%/);
  });
});

describe('a private insurance claim inside a domestic story', () => {
  it('is out of scope, with the policy named as where the answer is', () => {
    const line = open(
      'main-agent',
      'La badante di mia madre, assunta regolarmente da un anno, ieri ha rotto per sbaglio la lavatrice. Non le faremo pagare nulla, ma la polizza casa copre il danno? Come si fa la denuncia del sinistro?',
    );
    expect(line).toContain('non riguardano il CCNL');
  });
});
