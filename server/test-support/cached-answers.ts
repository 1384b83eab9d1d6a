/** A finished 200 JSON answer as the response cache's keep() takes it, with `text` as its body (no encoding made). */
export const finishedAnswer = (text: string) => ({
  status: 200,
  getHeader: (name: string) => (name === 'content-type' ? 'application/json' : undefined),
  raw: Buffer.from(text),
  encoding: 'identity' as const,
  encoded: Buffer.from(text),
});
