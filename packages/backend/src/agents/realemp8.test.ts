import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;

describe("the law's overtime ceiling answers when the agreement's own is not in the knowledge base", () => {
  it.each([
    'Contratto commercio: quante ore di straordinario all’anno al massimo posso far fare a un commesso?',
    'CCNL Terziario, c’è un tetto annuo di ore di straordinario per il magazziniere?',
  ])('%s', (message) => {
    const answer = askAgent('main-agent', message);
    expect(openingLine(answer.text)).toContain('**250 ore l’anno**');
    expect(answer.text).toContain('D.Lgs. 66/2003');
  });

  it('an agreement that states its own yearly limit keeps it', () => {
    const answer = askAgent(
      'main-agent',
      'Metalmeccanici industria, azienda con 150 dipendenti: limite annuo di ore di straordinario per operaio?',
    );
    expect(openingLine(answer.text)).not.toContain('la legge consente');
  });
});

describe("a child minded in a family's words reaches the domestic care ladder", () => {
  const proposed = (message: string) =>
    /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
      askAgent('inquadra', message, { categories: [category('lavoro-domestico')] }).text,
    )?.[1];
  it.each([
    ['una ragazza starà con nostra figlia di 8 anni i pomeriggi, la porta al parco e le dà la merenda', 'BS'],
    ['la signora starà con il bimbo di un anno la mattina e lo mette a nanna, non ha fatto corsi', 'CS'],
  ])('%s → %s', (message, level) => expect(proposed(message)).toBe(level));
});

describe('a pregnant worker still on probation: the negative outcome of the probation opens, then the ban', () => {
  it('opens with the probation exception when the story is in the probation', () => {
    const answer = askAgent(
      'main-agent',
      'Ho una barista in prova da due settimane e ora mi dice che è incinta: posso licenziarla lo stesso?',
    );
    expect(answer.text).toContain('**sì, ma solo per esito negativo della prova**');
    expect(answer.text).toContain(
      'dall’inizio della gravidanza fino al compimento di un anno di età del bambino',
    );
  });

  it('keeps the plain ban when no probation is named', () => {
    const answer = askAgent('main-agent', 'La mia commessa è incinta: posso licenziarla?');
    expect(answer.text).not.toContain('esito negativo della prova**');
    expect(answer.text).toContain('**No**, salvo eccezioni');
  });
});
