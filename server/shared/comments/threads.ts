/** A comment and every reply below it, at any depth, from the rows of its thread (a subject's conversation is small). */
export function withDescendants(thread: readonly { id: number; parentId: number | null }[], id: number): number[] {
  const found = [id];
  for (let i = 0; i < found.length; i++) {
    for (const row of thread) if (row.parentId === found[i]) found.push(row.id);
  }
  return found;
}
