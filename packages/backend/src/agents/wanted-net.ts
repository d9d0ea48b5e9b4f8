import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

// A clause that states the pay the worker has now, not the one wanted.
const CURRENT = /\b(?:adesso|ora|attualmente|oggi|al momento|in questo momento|gia)\b/;
// A clause that states the net wanted: a floor, a wish, a target.
const WANTED =
  /\bnon mi muovo\b|\bnon (?:scendo|accetto|vado)\b|\balmeno\b|\bvogli\w*|\bvorre\w*|\bobiettivo\b|\barriv\w*|\bper (?:avere|prendere|portare|ottenere)\b|\bdesider\w*|\bmi serv\w*|\bsotto (?:i|ai|a)\b|\bpuntare\b/;

/** The digits of a value as a message may write them: "1.800", "1800", "1.800,00". */
function writtenAs(value: number): RegExp {
  const whole = Math.trunc(value).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.?');
  return new RegExp(`(?<![\\d.,])${grouped}(?![\\d])`);
}

/**
 * The net a net-to-gross question asks for when the story gives more than one ("adesso prendo 1.650 netti…
 * sotto i 1.800 netti non mi muovo: che RAL chiedo?"): the one its clause states as wanted, else the one that
 * is not the pay the worker has now, else the first.
 */
export function wantedNet(message: string, req: TypedRequest): number | undefined {
  const nets = req.slots.amounts.filter((a) => a.kind === 'net').map((a) => a.value);
  if (nets.length < 2) return nets[0];
  // Split on sentence marks, not on the dot of "1.800".
  const clauses = readable(message).split(/[;:!?()]|\.(?!\d)|,\s|\bma\b/);
  const clauseOf = (value: number) => clauses.find((c) => writtenAs(value).test(c)) ?? '';
  const wanted = nets.filter((v) => WANTED.test(clauseOf(v)) && !CURRENT.test(clauseOf(v)));
  if (wanted.length === 1) return wanted[0];
  const notNow = nets.filter((v) => !CURRENT.test(clauseOf(v)));
  return notNow.length === 1 ? notNow[0] : nets[0];
}
