/**
 * Folds for k-fold cross-validation that keep near-identical ads together: the same
 * company profile or template pasted into many ads lands in one fold, so a model is
 * never tested on text it memorised in training. Deterministic for the same data.
 */
export interface Labelled {
  title: string;
  description: string;
}

/** The group an ad belongs to: the start of its text, lower case, letters only. */
export function templateKeyOf(ad: Labelled): string {
  return ad.description.toLowerCase().replace(/[^\p{L}]+/gu, '').slice(0, 50) || ad.title.toLowerCase();
}

/**
 * Fold index (0…k−1) per example; groups are dealt to folds largest first, onto the
 * smallest fold. Groups are ads' template keys, or what `keyOf` names (a labelled
 * file's own template ids).
 */
export function groupedFolds<T>(examples: readonly T[], k: number, keyOf: (example: T) => string): number[];
export function groupedFolds(examples: readonly Labelled[], k: number): number[];
export function groupedFolds<T>(examples: readonly T[], k: number, keyOf?: (example: T) => string): number[] {
  const groups = new Map<string, number[]>();
  examples.forEach((example, index) => {
    const key = keyOf ? keyOf(example) : templateKeyOf(example as unknown as Labelled);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const sizes = new Array<number>(k).fill(0);
  const fold = new Array<number>(examples.length).fill(0);
  const ordered = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  for (const [, members] of ordered) {
    const target = sizes.indexOf(Math.min(...sizes));
    for (const index of members) fold[index] = target;
    sizes[target] = (sizes[target] ?? 0) + members.length;
  }
  return fold;
}
