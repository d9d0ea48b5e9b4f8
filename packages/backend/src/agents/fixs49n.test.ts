import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*(]+?)(?: livello)?(?: \(|\*\*)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)] }).text,
  )?.[1];

describe('a duty the story leaves to someone else is not the job', () => {
  it.each([
    'Impiegata in studio: prima nota, registrazioni IVA e F24 sul gestionale; il bilancio e le dichiarazioni li chiude il commercialista. Che livello?',
    'Tiene la prima nota dei clienti e registra le fatture sul software dello studio, ma i bilanci e le dichiarazioni li firma il titolare. Livello?',
    'Registra le fatture e fa le liquidazioni IVA col gestionale; il bilancio di fine anno lo chiude il dottore. Che livello le do?',
  ])('does not propose the balance-sheet accountant: %s', (message) => {
    const level = proposed('studi-professionali-confprofessioni', message);
    expect(level).toBeDefined();
    expect(level).not.toBe('3°');
  });
});

describe('order picking by hand in a warehouse', () => {
  it.each([
    'Assumo un ragazzo che fa il picking con il transpallet manuale, imballa i pacchi ed etichetta, su istruzioni del capoturno. Niente muletto. Che livello?',
    'In magazzino prende le liste di prelievo, preleva gli articoli dagli scaffali e li imballa per le spedizioni e-commerce, nessun carrello elevatore. Livello?',
  ])('proposes the order preparer’s 5°: %s', (message) => {
    expect(proposed('logistica-trasporto-merci-spedizione', message)).toBe('5°');
  });
});

describe('simple line work learned in days', () => {
  it.each([
    'Tre persone per la linea di confezionamento: prendono le confezioni dalla macchina e le mettono nei cartoni. Non regolano la macchina, bastano un paio di giorni di affiancamento. Che livello?',
    'Addetti a inscatolare i prodotti a fine linea, basta una giornata di formazione, non impostano la macchina. Livello?',
  ])('proposes the 6° of work needing no particular knowledge: %s', (message) => {
    expect(proposed('alimentari-industria', message)).toBe('6°');
  });
});
