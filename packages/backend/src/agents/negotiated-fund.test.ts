import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const story =
  "Operaio in una fabbrica di tubi in plastica, CCNL gomma plastica. Col rinnovo di dicembre 2025 quanto è aumentato il minimo quest'anno e quando arriva il prossimo aumento?";
const ask = (message: string, history: string[] = []) =>
  askAgent('main-agent', message, { today: '2026-12-02', history }).text;

describe('Fondo Gomma Plastica: the rates the December 2025 renewal sets', () => {
  it("the employer's share from 2027 (1,78%), then 2% from 2028, with the dated source", () => {
    const text = ask('e il contributo dell azienda al fondo pensione gomma plastica quanto sale dal 2027?', [
      story,
    ]);
    expect(openingLine(text)).toContain('1,78%');
    expect(openingLine(text)).toContain('1° gennaio 2027');
    expect(text).toContain('confindustria.sa.it');
    expect(text).not.toContain('non è nella base di conoscenza');
  });
  it("the worker's own share asked: 1,56%, unchanged by the renewal", () => {
    const text = ask('E la mia quota al fondo pensione gomma plastica cambia col rinnovo?', [story]);
    expect(openingLine(text)).toContain('1,56%');
    expect(openingLine(text)).toContain('non cambia');
  });
  it("the pension fund asked with the agreement named, not the fund: that agreement's fund", () => {
    const text = ask(
      "CCNL gomma plastica: quanto versa l'azienda al fondo pensione dal 2028 con il rinnovo?",
    );
    expect(openingLine(text)).toContain('2%');
    expect(openingLine(text)).toContain('1° gennaio 2028');
  });
});
