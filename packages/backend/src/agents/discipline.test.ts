import { describe, expect, it } from 'vitest';
import { askAgent, testKb, withUpload } from '../testing/agents.js';

/**
 * Issue 12, class «discipline»: the disciplinary code of an agreement (data/*.json `discipline`) beside the law's
 * frame (art. 7 of the Statuto dei lavoratori). New phrasings, not the eval's.
 */

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const ask = (agent: string, message: string, history: string[] = [], categories: number[] = []) =>
  askAgent(agent, message, { history, categories }).text;

describe('the heaviest fine and suspension of an agreement', () => {
  it('gives the Metalmeccanici 3 hours on the minimum and 3 days', () => {
    const text = ask(
      'main-agent',
      'fabbrica metalmeccanica industria: fino a quanto mi possono multare? e sospendere?',
    );
    expect(text).toContain('**3 ore**');
    expect(text).toContain('minimo tabellare');
    expect(text).toContain('**3 giorni**');
  });

  it('turns the fine into euro on the hourly pay given', () => {
    const text = ask(
      'calcolo',
      'addetta pulizie ccnl multiservizi, paga oraria 9,20 euro: la multa più alta che mi possono fare?',
    );
    expect(text).toContain('**27,60 €**');
  });

  it('says the Logistica bands of the 2024 renewal and where the fine goes', () => {
    const bands = ask(
      'main-agent',
      'magazzino con ccnl logistica trasporto merci: la sospensione disciplinare quanto dura adesso?',
    );
    expect(bands).toContain('**da 1 a 5 giorni**');
    expect(bands).toContain('**da 6 a 10 giorni**');
    const where = ask('main-agent', 'e la multa poi a chi va?', [
      'magazzino con ccnl logistica trasporto merci: la sospensione disciplinare quanto dura adesso?',
    ]);
    expect(where).toContain("all'INPS");
  });

  it('says plainly when the agreement’s code is not in the knowledge base, then the law’s ceiling', () => {
    const text = ask('calcolo', 'commessa ccnl commercio, prendo 10,50 € l’ora: multa disciplinare massima?');
    expect(text).toContain('non è nella base di conoscenza');
    expect(text).toContain('**42,00 €**');
  });

  it('says a suspension longer than the agreement allows is too long', () => {
    const text = ask(
      'main-agent',
      'mi hanno sospeso per 6 giorni, sono metalmeccanico industria: è regolare?',
    );
    expect(text).toContain('6 giorni superano il massimo di 3 giorni');
  });
});

describe('terms of the procedure', () => {
  it('gives 5 days to reply and when the reply counts as accepted', () => {
    const first =
      'operaio metalmeccanico, ho ricevuto una contestazione disciplinare: quanto tempo ho per difendermi?';
    expect(ask('main-agent', first)).toContain('**5 giorni**');
    expect(ask('main-agent', 'e se poi non decidono niente le mie ragioni sono accolte?', [first])).toContain(
      '**6 giorni**',
    );
  });

  it('gives 20 days to ask the arbitration board and 60 + 180 days for a dismissal', () => {
    expect(
      ask(
        'main-agent',
        'mi hanno sospeso dopo una contestazione, in quanti giorni posso impugnare la sanzione?',
        [],
        [category('terziario-confcommercio')],
      ),
    ).toContain('**entro 20 giorni**');
    const dismissal = ask('main-agent', 'e per impugnare un licenziamento disciplinare?', [
      'mi hanno sospeso dopo una contestazione, in quanti giorni posso impugnare la sanzione?',
    ]);
    expect(dismissal).toContain('**60 giorni**');
    expect(dismissal).toContain('**180 giorni**');
  });

  it('reads the Metalmeccanici absences that allow a dismissal', () => {
    const text = ask(
      'main-agent',
      'un dipendente metalmeccanico industria è mancato 2 giorni senza giustificarsi, lo posso licenziare?',
    );
    expect(text).toContain('oltre 4 giorni consecutivi');
  });

  it('leaves a school sanction and resignations by facts alone', () => {
    const school = ask(
      'main-agent',
      'a mia figlia hanno dato una sospensione disciplinare a scuola di 2 giorni, cosa posso fare?',
    );
    expect(school).not.toContain('Statuto dei lavoratori');
  });
});

describe('documents', () => {
  it('dates the reply from the delivery told beside the letter', () => {
    const letter =
      'Spett.le dipendente,\nOggetto: contestazione disciplinare\nCon la presente Le contestiamo il ritardo del 3 marzo 2026.\nPotrà presentare giustificazioni entro 5 giorni.';
    const text = askAgent(
      'main-agent',
      'me l’hanno consegnata lunedì 9 marzo 2026, entro quando devo rispondere?',
      {
        ...withUpload('lettera.txt', letter),
      },
    ).text;
    expect(text).toContain('14 marzo 2026');
  });

  it('checks a payslip’s fine line against the agreement’s hours on the stated minimum', () => {
    const slip =
      'CEDOLINO MARZO 2026 - CCNL Metalmeccanici industria\nMinimo tabellare orario 12,00\nRetribuzione oraria di fatto 13,00\nMulta disciplinare (3 ore x 13,00) 39,00\n';
    const text = askAgent('calcolo', 'la multa in busta è giusta?', {
      ...withUpload('busta.txt', slip),
    }).text;
    expect(text).toContain('**36,00 €**');
  });
});
