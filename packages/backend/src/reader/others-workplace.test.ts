import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const id = (name: string) => kb.agreements.find((c) => c.id === name)?.id_categoria;
const read = (message: string, history: string[]) =>
  readQuestion({ kb, message, history, today: '2026-11-22' }).slots.agreements;

describe('someone else’s workplace in a follow-up', () => {
  const history = [
    'Sono commessa col contratto del commercio e aspetto un bimbo per marzo 2027: quanti mesi di maternità obbligatoria ho?',
    'E mio marito quanti giorni di congedo papà ha?',
  ];

  it('reads the relative’s workplace when the question is asked of the relative', () => {
    expect(
      read(
        'Ultima cosa sul papà: mio marito fa il cuoco in un ristorante. Se nascono due gemelli invece di uno, quanti giorni di congedo papà gli spettano e quanto lo pagano?',
        history,
      ),
    ).toEqual([id('pubblici-esercizi-fipe')]);
  });

  it('keeps the writer’s agreement when the relative’s workplace is only the story', () => {
    expect(
      read(
        'mio marito fa il cuoco in un ristorante e fa i turni: io quanti giorni di allattamento ho al giorno?',
        history,
      ),
    ).toEqual([id('terziario-confcommercio')]);
  });
});
