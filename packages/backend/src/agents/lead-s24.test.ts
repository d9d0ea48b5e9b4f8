import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (agent: string, message: string) => openingLine(askAgent(agent, message).text);

describe('a rule’s opening holds its figure in bold', () => {
  it('a long clause that opens with its quantity bolds that quantity', () => {
    expect(
      opening('main-agent', 'mi sposo a giugno, quanti giorni di congedo matrimoniale? lavoro nel commercio'),
    ).toMatch(
      /congedo matrimoniale: \*\*15 giorni di calendario retribuiti\*\* per chi ha superato la prova/,
    );
  });
  it('a category’s label is not the figure, nor is a band’s', () => {
    expect(opening('main-agent', 'Qual è il preavviso degli operai nel CCNL Multiservizi?')).toMatch(
      /operai: \*\*15 giorni\*\* a tutti i livelli/,
    );
    expect(opening('main-agent', 'preavviso per il livello C2 nel CCNL metalmeccanici')).not.toMatch(
      /\*\*fino a 5 anni\*\*/,
    );
  });
  it('an amount a rule says something "vale" is the figure', () => {
    expect(
      opening('main-agent', "ogni quanto scatta l'anzianità per un operaio metalmeccanico D2 e di quanto?"),
    ).toMatch(/vale \*\*25,05 €\*\* al mese/);
  });
});

describe('a part-time’s "minimo" is its hours unless pay is named', () => {
  it('"posso fare un part time da 12 ore? c’è un minimo?" opens with the minimum hours, not the pay table', () => {
    const text = opening(
      'main-agent',
      "multiservizi: posso fare un part time da 12 ore a setimana a un'adetta pulizie o c'è un minimo?",
    );
    expect(text).toMatch(/part-time: .*15 ore settimanali/);
    expect(text).not.toMatch(/minimi retributivi/);
  });
  it('a level or a share beside "minimo" still asks the pay', () => {
    expect(opening('calcolo', 'part time 50% 4 livello commercio qual è il minimo?')).toMatch(
      /\*\*909,38 €\*\*/,
    );
  });
});

describe('a child’s illness told in a story is the parent’s leave', () => {
  it('the agreement’s paid days open, the law’s unpaid leave follows', () => {
    const text = askAgent(
      'main-agent',
      "Sono operaio metalmeccanico (Federmeccanica), abbiamo una bimba di 2 anni e mezzo che all'asilo si ammala di continuo. Il nuovo contratto ha messo dei permessi per la malattia dei figli: quanti giorni sono e come sono pagati?",
    ).text;
    expect(openingLine(text)).toMatch(/malattia del figlio: \*\*3 giorni l'anno\*\*.*80%/);
    expect(text).toMatch(/Per legge \(D\.Lgs\. 151\/2001, artt\. 47 e 49; L\. 199\/2025, art\. 1 c\. 220\)/);
    expect(text).not.toMatch(/conservato per 6 mesi/);
  });
  it('"mio figlio ha la febbre, posso stare a casa?" is the law’s leave where the agreement has none', () => {
    expect(
      opening('main-agent', 'mio figlio ha la febbre, posso stare a casa? lavoro nel commercio'),
    ).toMatch(/^Per legge .*10 giorni lavorativi l’anno dai 3 ai 14 anni/);
  });
});

describe('an agreement named outright beside a workplace word of another', () => {
  it('"RSA … applico il contratto della sanità privata AIOP per il personale non medico": that contract’s renewal', () => {
    expect(
      opening(
        'main-agent',
        "Gestisco una RSA privata associata AIOP e applico il contratto della sanità privata AIOP per il personale non medico: quando è stato rinnovato l'ultima volta il contratto?",
      ),
    ).toMatch(
      /^Il CCNL AIOP\/ARIS per il personale non medico delle case di cura non è nella base di conoscenza.*8 ottobre 2020/,
    );
    expect(opening('main-agent', 'Lavoro in una RSA AIOP, quando è stato rinnovato il contratto?')).toMatch(
      /^Il CCNL Sanità privata AIOP RSA vale/,
    );
  });
});
