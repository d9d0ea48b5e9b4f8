/**
 * A colleague's years in the firm told beside the writer's own story ("una collega che è lì da dieci anni ha 104
 * ore"): their service, not the writer's. Removed, on the folded text, before the service is read.
 */
const OTHERS_SERVICE =
  /\b(?:collega|colleghi|colleghe|compagn[oaie] di lavoro)\b[^.?!;]{0,40}?\b(?:da|con)\s+(?:ormai\s+|quasi\s+|oltre\s+|piu di\s+)?[\w,]+\s+anni\b/g;

export const withoutOthersService = (text: string): string => text.replace(OTHERS_SERVICE, ' ');
