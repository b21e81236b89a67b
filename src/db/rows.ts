/**
 * `db.execute` answers in the driver's own shape: postgres.js gives an array of rows,
 * PGlite an object with `rows`. Raw SQL in the domain reads its rows through this.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && Array.isArray((result as { rows?: unknown }).rows)) {
    return (result as { rows: T[] }).rows;
  }
  return [];
}
