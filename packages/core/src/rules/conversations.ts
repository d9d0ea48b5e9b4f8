/** Spec §9: the sidebar shows at most 20 recent conversations; the server lists no more by default. */
export const RECENT_CONVERSATIONS_LIMIT = 20;
