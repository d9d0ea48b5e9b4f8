import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { rateKinds, ratesCell } from './compare-rates-cell.js';

const COOP = 'cooperative-sociali';
const AIOP = 'sanita-privata-aiop-rsa';

describe('rateKinds', () => {
  it('keeps the weekday overtime rate named beside the holiday night one', () => {
    expect(
      rateKinds('per lo straordinario diurno e per quello festivo notturno le maggiorazioni sono diverse?'),
    ).toEqual(['straordinario', 'straordinario_notturno_festivo']);
    expect(rateKinds('straordinario feriale e straordinario festivo notturno: quanto?')).toEqual([
      'straordinario',
      'straordinario_notturno_festivo',
    ]);
  });

  it('asks the holiday night overtime alone when no weekday rate is named', () => {
    expect(rateKinds('quanto vale lo straordinario festivo notturno?')).toEqual([
      'straordinario_notturno_festivo',
    ]);
  });
});

describe('ratesCell', () => {
  const kb = loadKnowledgeBase(loadConfig({}).kbDir);
  const byId = (id: string) => {
    const found = kb.agreements.find((c) => c.id === id);
    if (!found) throw new Error(`no agreement ${id}`);
    return found;
  };
  const asked = 'Per lo straordinario diurno e per quello festivo notturno, le maggiorazioni sono diverse?';

  it('states both rates asked, each named', () => {
    const cell = ratesCell(byId(COOP), asked);
    expect(cell.figure).toMatch(/15% straordinario/);
    expect(cell.figure).toMatch(/50% straordinario notturno festivo/);
  });

  it('says a rate asked is missing and leaves the cell unranked, so it is never called the same', () => {
    const cell = ratesCell(byId(AIOP), asked);
    expect(cell.figure).toMatch(/straordinario non nella base di conoscenza/);
    expect(cell.value).toBeUndefined();
    expect(cell.partial).toBe(true);
  });
});
