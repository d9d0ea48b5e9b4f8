import { describe, expect, it } from 'vitest';
import { readDependants } from './dependants.js';
import { readable } from './text.js';

const read = (text: string) => readDependants(readable(text));

describe('dependants read from how people write them', () => {
  it('a spouse said to be a dependant, in several ways', () => {
    expect(read('ho il marito a carico e una RAL di 33 mila')?.spouse).toBe(true);
    expect(read('mio marito è disoccupato ed è a mio carico')?.spouse).toBe(true);
    expect(read('a carico ho anche la moglie')?.spouse).toBe(true);
  });
  it('a spouse denied or earning is no dependant', () => {
    expect(read('mio marito lavora, ho una figlia di 24 anni a carico')?.spouse).toBeUndefined();
    expect(read('coniuge non a carico, un figlio di 22 anni')?.spouse).toBeUndefined();
    expect(read('niente figli né marito a carico')).toBeUndefined();
  });
  it('children with their ages and the share', () => {
    expect(read('tre figli di 21, 26 e 28 anni a carico al 50%')).toMatchObject({
      children: 3,
      childAges: [21, 26, 28],
      sharePct: 50,
    });
    expect(read('una figlia che ha 25 anni, a carico per intero')).toMatchObject({
      children: 1,
      childAges: [25],
      sharePct: 100,
    });
  });
  it('small children are under 21 without their ages; years of service are not ages', () => {
    expect(read('due bimbe piccole a carico')).toMatchObject({ children: 2, youngChildren: true });
    expect(read('lavoro qui da 12 anni e ho tre figli a carico')?.childAges).toBeUndefined();
  });
  it('an ascendant living with the taxpayer, and relatives who give no deduction', () => {
    expect(read('mio padre abita con me ed è a mio carico')?.ascendants).toBe(1);
    expect(read('mio padre è a mio carico ma vive per conto suo')?.notDependants).toContain(
      'ascendant-not-living',
    );
    expect(read('ho la suocera a carico')?.notDependants).toContain('in-law');
    expect(read('il mio compagno è a carico')?.notDependants).toContain('partner');
  });
  it('the months of the year', () => {
    expect(read('moglie a carico da ottobre')?.months).toBe(3);
    expect(read('il marito è stato a carico per cinque mesi')?.months).toBe(5);
  });
});

describe('nobody at charge, or a child who is the story’s worker', () => {
  it('reads no dependant', () => {
    expect(
      read('mia figlia di 23 anni ha trovato lavoro in banca, non ha nessuno a carico: quanto netto?'),
    ).toBeUndefined();
    expect(read('mio figlio di 25 anni è stato assunto come magazziniere: netto al mese?')).toBeUndefined();
    expect(read('senza carichi di famiglia, due figli grandi che lavorano')).toBeUndefined();
  });
});
