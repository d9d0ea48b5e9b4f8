import { describe, expect, it } from 'vitest';
import { visitScheduleHours } from '../reader/visit-schedule.js';
import { askAgent, openingLine } from '../testing/agents.js';
import { serviceFromHireYear } from './hire-year.js';

const ask = (agent: 'calcolo' | 'main-agent' | 'confronta', message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('domestic work computed on the case told (fixs33m)', () => {
  it('opens a BS baby-sitter’s hourly minimum with the under-six allowance beside it', () => {
    const text = ask(
      'main-agent',
      'Baby-sitter non convivente livello BS per una bimba di 2 anni, 15 ore a settimana: quanto le spetta minimo all’ora nel 2026?',
    );
    expect(openingLine(text)).toContain("**7,45 € l'ora**");
    expect(openingLine(text)).toContain('0,84 €');
  });

  it('reads "10 ore in tutto" over two mornings as the week’s hours', () => {
    expect(visitScheduleHours('viene due mattine a settimana, 10 ore in tutto')).toBe(10);
    expect(visitScheduleHours('viene due mattine a settimana per 4 ore')).toBe(8);
  });

  it('counts the years from "con noi da marzo 2019" and opens with the band above five years', () => {
    expect(serviceFromHireYear('la badante vive con noi da marzo 2019', '2026-11-26')).toBe(7);
    const line = openingLine(
      ask(
        'main-agent',
        'Dobbiamo chiudere il rapporto con la colf convivente che lavora con noi da aprile 2018, livello B: quanti giorni di preavviso le dobbiamo dare?',
      ),
    );
    expect(line).toContain('**30 giorni**');
  });

  it('computes a live-in worker’s 13th with board and lodging from the hire month', () => {
    // CS 2026: (1.193,84 + 6,66 × 30) × 3 / 12 = 348,41 (hired 1 October).
    const line = openingLine(
      ask(
        'calcolo',
        'Badante convivente livello CS assunta il 1° ottobre 2026, pagata al minimo con vitto e alloggio: quanto di tredicesima a dicembre, considerando che va compreso il vitto e alloggio?',
      ),
    );
    expect(line).toContain('**348,41 €**');
  });

  it('gives both minimums when a live-in and an hourly worker of one level are compared', () => {
    const line = openingLine(
      ask(
        'confronta',
        'Assistente familiare livello D: la prendiamo convivente o a ore non convivente? Qual è il minimo 2026 mensile della convivente e quello orario della non convivente?',
      ),
    );
    expect(line).toContain('1.404,51 € al mese');
    expect(line).toContain("9,57 € l'ora");
  });

  it('reads "oltre due anni" in a comparison as the band above two years', () => {
    const line = openingLine(
      ask(
        'confronta',
        'Malattia: confronto tra colf assunta da una famiglia con oltre due anni di anzianità e OSS di cooperativa sociale, quanti giorni paga il datore?',
      ),
    );
    expect(line).toContain('15 giorni');
  });
});
