/** A LIKE pattern matches the text literally: %, _ and the escape character lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
