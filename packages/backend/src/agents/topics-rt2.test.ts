import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('main-agent', message, { history });
const opening = (message: string, history: string[] = []) => openingLine(ask(message, history).text);

// New phrasings of the classes the rt2- set (eval/questions/89-real-topics-2.json) failed before its fixes.

describe('a negated yes/no question asks about its subject', () => {
  it.each([
    ['addetta pulizie multiservizi 4 livello da 7 anni: non ci sono gli scatti di anzianità?'],
    ["operaio delle pulizie, 2° livello, lavoro nell'appalto da 8 anni... non mi spettano gli scatti?"],
  ])('%s', (message) => {
    const text = ask(message).text;
    expect(text).toMatch(/scatt|anzianit/i);
    expect(text).not.toMatch(/netto stimato/i);
  });
});

describe('illness told by its symptoms is a sickness question', () => {
  it('answers on sickness pay, not on INPS contributions', () => {
    for (const message of [
      "colf a ore da 3 anni, è a casa con l'influenza da una settimana: quanti giorni le paghiamo?",
      'sono rimasta a casa 4 giorni con la bronchite, lavoro come colf da due anni: la famiglia me li deve pagare?',
    ]) {
      const text = ask(message).text;
      expect(text, message).not.toMatch(/9,19%/);
      expect(text, message).toMatch(/malatti/i);
    }
  });
});

describe('giving blood is a paid day off by law', () => {
  it.each([
    ['domani vado a donare il sangue, lavoro in un ristorante col contratto FIPE: mi pagano la giornata?'],
    ["Una nostra impiegata (CCNL Studi professionali) dona il sangue all'AVIS: la giornata è retribuita?"],
  ])('%s', (message) => {
    const line = opening(message);
    expect(line).toMatch(/donazion|dona/i);
    expect(ask(message).text).toMatch(/INPS/);
  });
});

describe('studying for a degree is study leave', () => {
  it('answers from the agreement’s study leave, not from ROL', () => {
    const line = opening(
      "faccio l'OSS in una cooperativa sociale e mi sono iscritta all'università: quante ore posso avere per studiare?",
    );
    expect(line).toContain('150 ore');
  });
});

describe('the surcharge written for the case the question tells', () => {
  it('ordinary Saturday hours in Logistica are paid 20% more, Sunday ones 35%', () => {
    expect(
      opening(
        'faccio il magazziniere (logistica trasporto merci), orario dal lunedì al sabato: le ore del sabato sono pagate di più?',
      ),
    ).toContain('20%');
    expect(
      opening(
        'magazzino logistica, non viaggiante: se la domenica lavoro come giorno normale e riposo il martedì, quanto mi pagano di più?',
      ),
    ).toContain('35%');
  });

  it('hotel staff hired for the night shift get the reduced night rate', () => {
    expect(
      opening(
        'Sono stato assunto come portiere notturno in hotel (CCNL Turismo): quanto è la maggiorazione per le ore di notte?',
      ),
    ).toContain('12%');
  });
});

describe("a domestic worker's public holiday on a day she does not work", () => {
  it('is paid as a sixth of the weekly hours', () => {
    const line = opening(
      'la colf viene 24 ore a settimana, pagata a ore; il 2 giugno cade di lunedì e lei il lunedì non viene: devo pagarle la festività?',
    );
    expect(line).toContain('4 ore');
  });
});

describe('an hourly figure beside a level is not a monthly pay', () => {
  it('computes the level’s hourly minimum', () => {
    const text = opening(
      "CCNL Turismo alberghi, cameriere di sala al 4° livello: a giugno 2026 quant'era la paga oraria minima? io gliene do 9,50 all'ora",
    );
    expect(text).toContain('9,86');
  });
});

describe('notice by weekly hours, half on resignation, and the group kept in a follow-up', () => {
  it('a live-in carer with 3 years who resigns gives half the notice', () => {
    const text = opening(
      'badante convivente, 54 ore a settimana, con noi da 3 anni: se vuole andarsene quanti giorni di preavviso ci deve dare?',
    );
    expect(text).toContain('7,5 giorni');
  });

  it('a building labourer’s notice band follows the years in a follow-up', () => {
    const first =
      'ho un carpentiere in cantiere (edilizia industria) assunto da 1 anno che vuole dimettersi: preavviso?';
    expect(opening('e se fosse con noi da 6 anni?', [first])).toContain('10 giorni lavorativi');
  });
});

describe('a false statement’s penal risk is outside the product', () => {
  it('does not answer with a notice table', () => {
    const text = opening(
      'La colf ci chiede di scrivere nella lettera che la licenziamo per chiusura della casa (non è vero) per avere la disoccupazione: rischiamo una denuncia?',
    );
    expect(text).not.toMatch(/preavviso/i);
  });
});
