// The creator link's cookie: its name for the server's kept pages too (server/kept-responses.ts),
// which draw a page for a visitor carrying it rather than serve the one kept for everyone.
export const REF_COOKIE = "nava_ref";
