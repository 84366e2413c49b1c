// Opaque cursors for the demo's paged calls: the offset of the next item, base64url-encoded.

export const encodeCursor = (offset: number): string => Buffer.from(`o:${offset}`).toString('base64url');

/** The offset a cursor stands for, or null when it is not one of ours. */
export function decodeCursor(cursor: string | undefined): number | null {
  if (!cursor) return 0;
  const match = /^o:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}
