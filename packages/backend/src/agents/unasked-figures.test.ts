import { describe, expect, it } from 'vitest';
import { askAgent, openingLine as lead } from '../testing/agents.js';
import type { AgentContext } from './context.js';

const ask = (message: string, extra: Partial<AgentContext> = {}) => askAgent('main-agent', message, extra);

// Issue 12, session 58: answers that stated figures the question did not ask for.
describe('figures the question did not ask for', () => {
  it('answers the agreement an ask without a question mark names, not the one the story mentions', () => {
    const answer = ask(
      'Gestiamo una piccola azienda: i ragazzi del magazzino hanno il contratto della logistica, mentre in ' +
        'negozio applichiamo il terziario Confcommercio. Una commessa del negozio è a casa con la febbre da ' +
        'lunedì. Vorrei sapere quanto le paghiamo nei primi giorni di malattia secondo il contratto del commercio.',
    );
    expect(answer.text).toContain('CCNL Commercio');
    expect(answer.text).not.toContain('CCNL Logistica');
  });

  it("gives a tranche's amount at the worker's level only, not the other levels' a note tables", () => {
    const answer = ask(
      "Servizi fiduciari, vigilanza privata, sono al livello D: l'aumento scattato a ottobre 2024 a quanto " +
        'ammontava al mese?',
    );
    expect(lead(answer.text)).toContain('32,50 €');
    expect(answer.text).not.toContain('51,07');
    expect(answer.text).not.toContain('46,43');
  });

  it('reads "il rinnovo firmato nel 2025" as naming the renewal: the increase opens, no una tantum unasked', () => {
    const answer = ask(
      "Nel CCNL Multiservizi, con l'accordo siglato nel 2025, quanto è cresciuto fin qui il minimo del 3° livello?",
    );
    expect(lead(answer.text)).not.toMatch(/^Il CCNL Multiservizi vale/);
    expect(answer.text).not.toContain('una tantum');
    // The whole increase at the end of the agreement (2029) is not what was asked.
    expect(answer.text).not.toContain('otto tranche');
  });

  it("asks the level when one worker's minimum is asked without it, instead of every level's figure", () => {
    const answer = ask(
      'Sono appena stata assunta in un negozio di scarpe col CCNL Terziario Confcommercio, full time. A quanto ' +
        'dovrebbe arrivare il mio stipendio minimo lordo?',
    );
    expect(lead(answer.text)).toContain('dipende dal livello');
    // At most the range's two ends, never every level's figure.
    expect(lead(answer.text).match(/\d,\d\d €/g)?.length ?? 0).toBeLessThanOrEqual(2);
    const textile = ask(
      'Ho un laboratorio di maglieria col CCNL Tessile Abbigliamento Moda industria e non ho più le tabelle: ' +
        'quanto deve essere come minimo il suo stipendio, per il suo livello?',
    );
    expect(lead(textile.text)).toContain('dipende dal livello');
    expect(textile.text).not.toContain('2.457,72');
    // The table asked is still the table.
    const table = ask('Mi mandate la tabella dei minimi del CCNL Terziario Confcommercio?');
    expect(table.text).toMatch(/\d\.\d{3},\d\d €/);
  });

  it("gives the categories' minimum another agreement's code maps to, without the whole table beside it", () => {
    const answer = ask(
      'Applichiamo il contratto metalmeccanici Confapi: per un operaio in D2 quale minimo tabellare spetta oggi?',
    );
    expect(lead(answer.text)).toContain('3ª categoria');
    expect(answer.text).not.toContain('I minimi del CCNL Metalmeccanici PMI Confapi');
  });
});
