/**
 * A colleague's years in the firm told beside the writer's own story ("una collega che è lì da dieci anni ha 104
 * ore"): their service, not the writer's. Removed, on the folded text, before the service is read.
 */
const OTHERS_SERVICE =
  /\b(?:collega|colleghi|colleghe|compagn[oaie] di lavoro)\b[^.?!;]{0,40}?\b(?:da|con)\s+(?:ormai\s+|quasi\s+|oltre\s+|piu di\s+)?[\w,]+\s+anni\b/g;

// "e un mio collega che è lì solo da due anni?": the colleague is whom the question asks about, their years the
// service asked.
const COLLEAGUE_ASKED =
  /^(?:e|ed|e invece|invece|e per|ma|e se fosse|e nel caso di|e per quanto riguarda)\s+(?:(?:un|una|il|la|l')\s*)?(?:(?:mio|mia|nostro|nostra|altro|altra)\s+)*(?:collega|compagn[oa] di lavoro)\b/;

export const withoutOthersService = (text: string): string =>
  COLLEAGUE_ASKED.test(text.trim()) ? text : text.replace(OTHERS_SERVICE, ' ');
