import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's first lines, citation marks dropped. */
const lead = (
  message: string,
  history: string[] = [],
  documents: { fileId: string; fileName: string; text: string }[] = [],
) =>
  askAgent('main-agent', message, { history, documents })
    .text.split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 2)
    .join('\n')
    .replace(/ ?(?:\[\d+\])+/g, '');

describe('workers’ rights of the law and of the agreements (fixs28f)', () => {
  it('gives the 2026 law on parental leave (14 years) and on a sick child (10 days from 3 to 14)', () => {
    expect(
      lead('mia figlia ha 13 anni, posso ancora prendere il congedo parentale? lavoro nel commercio'),
    ).toMatch(/congedo parentale si può usare fino ai 14 anni del figlio/);
    expect(
      lead('mio figlio di 7 anni ha la febbre, quanti giorni posso stare a casa? sono metalmeccanico'),
    ).toMatch(
      /\*\*per tutta la durata della malattia fino ai 3 anni del figlio, 10 giorni lavorativi l’anno dai 3 ai 14 anni\*\*/,
    );
  });

  it('reads months at home with the child as the parental leave', () => {
    expect(
      lead('vorrei restare a casa io tre mesi col bambino quando mia moglie rientra, quanto mi pagano?'),
    ).toMatch(/\*\*3 mesi pagati all’80%, 6 mesi al 30%\*\*/);
  });

  it('says No to holidays lost at the year’s end, with the 18 months', () => {
    expect(
      lead('e se non le faccio tutte entro dicembre le perdo?', [
        'faccio la commessa, contratto commercio, quanti giorni di ferie ho?',
      ]),
    ).toMatch(/^\*\*No\*\*: per legge .*non si perdono.*\*\*18 mesi\*\*/);
  });

  it('says No to staying away to be dismissed with the NASpI', () => {
    expect(lead('se smetto di andare al lavoro mi licenziano e prendo la disoccupazione?')).toMatch(
      /^\*\*No\*\*: .*\*\*15 giorni\*\*.*\*\*NASpI non ti spetta\*\*/,
    );
  });

  it('opens with the verdict on an IRPEF withholding, a 14th month and an una tantum', () => {
    expect(
      lead("la famiglia vorrebbe trattenere l'IRPEF alla badante dalla paga. Si può fare?", [
        'badante convivente 1.200 euro al mese',
      ]),
    ).toMatch(/^\*\*No\*\*: nel lavoro domestico la famiglia \*\*non è sostituto d'imposta/);
    expect(lead('nel ccnl vigilanza privata i servizi fiduciari ce l’hanno la quattordicesima?')).toMatch(
      /^\*\*Sì\*\*: nel CCNL Vigilanza privata e servizi fiduciari/,
    );
    expect(
      lead(
        'sono stato assunto a maggio 2024 in un negozio col contratto commercio, mi spetta la una tantum?',
      ),
    ).toMatch(
      /^\*\*No\*\*: nel CCNL Commercio la una tantum spetta solo a chi era in forza al 22 marzo 2024/,
    );
  });

  it('checks a seasonal hire’s probation against the seasonal row', () => {
    const text =
      'HOTEL LAGO SRL\nLettera di assunzione a tempo determinato stagionale\nCCNL applicato: Turismo Federalberghi\nLivello 5°\nPeriodo di prova: 21 giorni\nLa lavoratrice non ha mai lavorato presso di noi.';
    expect(
      lead(
        'il periodo di prova della lettera è conforme al contratto?',
        [],
        [{ fileId: 'f', fileName: 'stagionale.txt', text }],
      ),
    ).toMatch(/^\*\*No\*\*: .*stagional[ei] .* il massimo è 14 giorni/);
  });

  it('weighs the months in a cleaning contract against the 4 of the change of contractor', () => {
    expect(
      lead(
        'cambia la ditta delle pulizie dove lavoro col multiservizi, sono sull’appalto da 2 mesi: la nuova ditta deve assumermi?',
      ),
    ).toMatch(/^\*\*No\*\*: .*\*\*da almeno 4 mesi\*\*/);
  });

  it('says the gap for cleaning and security agreements of other signatories', () => {
    expect(lead('applichiamo il multiservizi conflavoro fesica, quanto è il minimo del 2° livello?')).toMatch(
      /Conflavoro PMI-Fesica Confsal non è nella base di conoscenza/,
    );
    expect(lead('vigilanza federterziario ugl: quanti giorni di ferie?')).toMatch(
      /Federterziario-UGL.*non è nella base/,
    );
  });
});
