/**
 * What a first start says while it seeds the demo listings (a minute or more in silence
 * otherwise): "Drawing demo pictures: 12/60", "Loading demo listings: 108/540", about
 * every tenth of each stage and at its end.
 */
import type { SeedProgress } from './seed-demo';

/** Whether this step completes another `parts`th of its stage, or the stage itself. */
export function isProgressStep({ done, total }: SeedProgress, parts = 10): boolean {
  if (done >= total) return true;
  return Math.floor((done * parts) / total) > Math.floor(((done - 1) * parts) / total);
}

export function seedProgressLine({ stage, done, total }: SeedProgress): string {
  return `${stage === 'pictures' ? 'Drawing demo pictures' : 'Loading demo listings'}: ${done}/${total}`;
}

/** An `onProgress` for seedDemoData that writes a line at each step worth one. */
export function reportSeedProgress(write: (line: string) => void, parts = 10): (progress: SeedProgress) => void {
  return (progress) => {
    if (isProgressStep(progress, parts)) write(seedProgressLine(progress));
  };
}
